# isinstance and issubclass with user classes, inheritance chains, multiple inheritance,
# tuples of classes (nested too), builtin types and object.


class A:
    pass


class B(A):
    pass


class C(B):
    pass


class M:
    pass


class D(C, M):
    pass


objs = [A(), B(), C(), D(), M(), 3, "s"]
classes = [A, B, C, D, M, object, int]
for o in objs:
    row = []
    for k in classes:
        row.append(isinstance(o, k))
    print(type(o).__name__, row)

for k1 in (A, B, C, D, M):
    row = []
    for k2 in (A, B, C, D, M, object):
        row.append(issubclass(k1, k2))
    print(k1.__name__, row)

d = D()
print(isinstance(d, (int, str)), isinstance(d, (int, M)), isinstance(d, (A, M)))
print(isinstance(B(), (C, (M, (A,)))), isinstance(3, ()), isinstance(A(), (B, C)))
print(issubclass(D, (int, M)), issubclass(B, (C, M)), issubclass(C, (M, (str, B))))
print(issubclass(bool, int), issubclass(int, object), issubclass(A, A))
print(isinstance(A, type), isinstance(A, object), isinstance(A(), type))
print(isinstance(True, int), isinstance(1, bool), isinstance(None, object))


def classify(x):
    if isinstance(x, C):
        return "C-ish"
    if isinstance(x, B):
        return "B-ish"
    if isinstance(x, (A, M)):
        return "A or M"
    return "other"


out = []
for o in objs:
    out.append(classify(o))
print(out)
