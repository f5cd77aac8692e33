# expect: 14: TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases
class M1(type):
    pass


class M2(type):
    pass


class A(metaclass=M1):
    pass


class B(A, metaclass=M2):
    pass
