# expect: 14: RecursionError: maximum recursion depth exceeded in comparison
# Two self-containing lists holding an instance compare through the machine (the
# instance could define __eq__): past the recursion limit that is CPython's
# RecursionError, not a native stack overflow.
class C:
    pass


c = C()
a = [c]
a.append(a)
b = [c]
b.append(b)
print(a == b)
