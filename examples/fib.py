N = 32  # size; tests/python.rs lowers it to 16
# Naive doubly-recursive Fibonacci: a call-heavy benchmark (function calls, returns,
# small-int arithmetic and comparisons).


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


total = 0
for k in range(N - 4, N + 1):
    f = fib(k)
    total += f
    print("fib(" + str(k) + ") =", f)
print("total", total)
