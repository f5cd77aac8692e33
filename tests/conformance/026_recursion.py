# Recursive and mutually recursive functions.
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)


print(fact(10), fact(25))
print(fib(20))
print(is_even(10), is_odd(7), is_even(7))
print(ackermann(2, 3))
moves = []
hanoi(4, "a", "c", "b", moves)
print(len(moves), moves[0], moves[-1])


def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)


print(depth(900))
