# `if a <op> b:` with b a local or a constant: the operation and its branch are one
# instruction; results, truthiness (user __bool__), user operators and errors as CPython.
class C:
    def __init__(self, d):
        self.d = d


class B:
    def __init__(self, v):
        self.v = v

    def __and__(self, o):
        print("and", self.v, o)
        return B(self.v & o)

    def __rmod__(self, o):
        return B(o % self.v)

    def __bool__(self):
        print("bool", self.v)
        return self.v != 0


def count(cs, bit):
    n = 0
    for c in cs:
        if c.d & bit:
            n += 1
        if not c.d & 4:
            n += 10
        if c.d % 3:
            n += 100
        if c.d - 2:
            n += 1000
        if c.d * 3037000500:  # overflows a machine word from 3037000500 on
            n += 10000
        if c.d << 62:
            n += 100000
    return n


print(count([C(i) for i in range(20)], 2))
print(count([C(i) for i in range(20)], 1))
print(count([C(2**70 + i) for i in range(5)], 2))
print(count([C(-i) for i in range(5)], 3))


def floats(xs, h):
    out = []
    for x in xs:
        if abs(x) - h:
            out.append(x)
        if not abs(x) * 0.0:
            out.append(-x)
    return out


print(floats([0.5, 1.5, -0.5], 0.5))


def strings(words, tail):
    out = []
    for w in words:
        if w.strip() + tail:
            out.append(w)
    return out


print(strings([" a", "  ", "b "], ""))
print(strings([" a", "  ", "b "], "!"))

w = C(B(3))
if w.d & 1:
    print("yes")
if not w.d & 0:
    print("no")
k = 7
if 50 % C(B(k)).d:
    print("rmod")
try:
    if w.d.v & None:
        pass
except TypeError as e:
    print("TypeError", e)
try:
    if C(5).d % 0:
        pass
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    z = 0
    if C(5).d // z:
        pass
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    if C(1).d << -1:
        pass
except ValueError as e:
    print("ValueError", e)
