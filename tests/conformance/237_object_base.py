# object: explicit `class C(object)` equals `class C:`, object() instances (identity
# equality, hashable, no attributes), every class and value is an instance of object,
# object's __eq__ reached through super() from a user class (NotImplemented for others).


class A(object):
    def __init__(self):
        super().__init__()
        self.ok = True


class B:
    pass


print(A.__mro__[1] is object, B.__mro__[1] is object, len(B.__mro__), A().ok)
o1 = object()
o2 = object()
print(o1 == o1, o1 == o2, o1 != o2, o1 is o1, hash(o1) == hash(o1))
print(type(o1).__name__, type(o1) is object, isinstance(o1, object), hasattr(o1, "x"))
s = {o1, o2, o1}
d = {o1: "one", o2: "two"}
print(len(s), d[o1], d[o2], o1 in s, object() in s)
print(isinstance(A(), object), isinstance(None, object), isinstance(int, object))
print(issubclass(A, object), issubclass(bool, object), issubclass(object, A))

sentinel = object()


def find(items, target):
    for x in items:
        if x == target:
            return x
    return sentinel


r = find([1, 2, 3], 5)
print(r is sentinel, find([1, 2, 3], 2) is sentinel)


class WithEq:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        if isinstance(other, WithEq):
            return self.v == other.v
        return super().__eq__(other)

    def __ne__(self, other):
        return not self.__eq__(other)


w = WithEq(1)
print(w == WithEq(1), w == 1, w != WithEq(2), w.__eq__(1), w == w)
