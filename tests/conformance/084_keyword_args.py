# Keyword arguments: any order, mixed with positional ones and defaults, in recursive
# calls (each frame's locals are exactly its parameters), and to builtins.
def area(width, height=1, scale=1):
    return width * height * scale


print(area(2, 3), area(width=2), area(height=4, width=3), area(1, scale=5))
print(area(2, height=3, scale=4), area(scale=2, height=2, width=2))


def countdown(n, step=1, acc=0):
    if n <= 0:
        return acc
    return countdown(n - step, acc=acc + n, step=step)


print(countdown(10), countdown(10, step=3), countdown(n=6, acc=100))


def pair(a, b):
    return (a, b)


x = pair(b="second", a="first")
print(x, pair(1, b=[2, 3]))
for k in range(3):
    print(pair(b=k, a=k * k), area(k, scale=k + 1))
print("a", "b", "c", sep="-", end="!\n")
print(sorted([3, 1, 2], reverse=True), sorted(["b", "a"], reverse=False))
