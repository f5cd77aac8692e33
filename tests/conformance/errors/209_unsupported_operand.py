# expect: 12: TypeError: unsupported operand type(s) for +: 'A' and 'B'
# + between instances of two classes that define no arithmetic.
class A:
    pass


class B:
    pass


def combine(x, y):
    return x + y


print(combine(1, 2))
print(combine(A(), B()))
