# expect: 15: order (MRO) for bases A, B
# Bases whose orders contradict each other: no consistent method resolution order. CPython's
# message has a line break: "Cannot create a consistent method resolution\norder (MRO)...".
class A:
    pass


class B(A):
    pass


print("defining")


class C(A, B):
    pass
