# def with positional parameters, return values and implicit None.
def add(a, b):
    return a + b


def greet(name):
    print("hello", name)


def sign(x):
    if x > 0:
        return 1
    if x < 0:
        return -1
    return 0


def early(n):
    for i in range(n):
        if i * i > n:
            return i
    return -1


def no_value():
    return


print(add(2, 3), add("a", "b"), add([1], [2]))
print(greet("world"))
print(sign(5), sign(-5), sign(0))
print(early(50), early(0))
print(no_value())
print(add(add(1, 2), add(3, 4)))


def apply_twice(x):
    return double(double(x))


def double(x):
    return x * 2


print(apply_twice(5))
result = add
print(result(10, 20))
