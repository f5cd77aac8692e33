# Augmented assignments on instances run the in-place method (__iadd__) in a frame once
# the site has specialized; NotImplemented from it goes on to __add__, then __radd__.


class V:
    def __init__(self, x):
        self.x = x

    def __iadd__(self, o):
        if isinstance(o, V):
            self.x += o.x
            return self
        return NotImplemented

    def __add__(self, o):
        if isinstance(o, int):
            return V(self.x + o)
        return NotImplemented

    def __repr__(self):
        return "V(" + str(self.x) + ")"


class W:
    def __radd__(self, o):
        return "radd"


class S(V):
    def __isub__(self, o):
        return NotImplemented

    def __sub__(self, o):
        return "sub"


class P:
    # No in-place method: += is +.
    def __init__(self, x):
        self.x = x

    def __add__(self, o):
        return P(self.x + o)


def run():
    v = V(1)
    for i in range(20):
        v += V(i)
    print(v)
    for i in range(20):
        w = V(0)
        w += i
    print(w, type(w).__name__)
    for i in range(20):
        z = V(0)
        z += W()
    print(z)
    s = S(3)
    for i in range(20):
        s += V(1)
    print(s, type(s).__name__)
    for i in range(20):
        t = S(1)
        t -= 2
    print(t)
    p = P(0)
    q = p
    for i in range(20):
        p += i
    print(p.x, q.x, p is q)
    same = V(5)
    alias = same
    for i in range(3):
        same += V(1)
    print(same is alias, alias)


run()
