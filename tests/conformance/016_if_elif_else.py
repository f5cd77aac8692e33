# if / elif / else chains, nested ifs and conditions of every type.
def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    elif n < 100:
        return "medium"
    else:
        return "large"


for n in [-5, 0, 7, 42, 1000]:
    print(n, classify(n))


def fizz(n):
    if n % 15 == 0:
        return "FizzBuzz"
    if n % 3 == 0:
        return "Fizz"
    if n % 5 == 0:
        return "Buzz"
    return str(n)


out = []
for i in range(1, 16):
    out.append(fizz(i))
print(" ".join(out))
x = 5
if x > 3:
    if x > 4:
        print("x > 4")
    else:
        print("3 < x <= 4")
if x:
    print("only if")
if not x:
    print("never")
else:
    print("else branch")
