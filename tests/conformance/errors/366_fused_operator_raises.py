# expect: 10: ZeroDivisionError: no zero vectors
# A method raising inside a fused operator form (x = a - b of two locals) ends the run with
# CPython's traceback: the method's frame under the function's.
class V:
    def __init__(self, x):
        self.x = x

    def __sub__(self, o):
        if o.x == 0:
            raise ZeroDivisionError("no zero vectors")
        return V(self.x - o.x)


def diff(a, b):
    d = a - b
    return d


print(diff(V(3), V(1)).x)
print(diff(V(3), V(0)).x)
