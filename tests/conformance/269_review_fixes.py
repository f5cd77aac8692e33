# Found by reviewing the class work: iterators given to set() and set methods keep their
# items; dict and set methods hash instance keys through __hash__/__eq__ (setdefault,
# update, dict(pairs), the dunders a subclass reaches through super(), the in-place set
# updates); a comparison as a condition agrees with the comparison as a value; a right
# operand of a proper subclass is compared first; nested containers with many paths
# to the same list are compared quickly; functions and bound methods have __qualname__.


class K:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        return isinstance(o, K) and o.v == self.v

    def __hash__(self):
        return hash(self.v)

    def __repr__(self):
        return "K(" + str(self.v) + ")"


class P:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        return isinstance(o, P) and o.v == self.v

    __hash__ = None


class D(dict):
    def get_item(self, k):
        return super().__getitem__(k)

    def has(self, k):
        return super().__contains__(k)

    def put(self, k, v):
        super().__setitem__(k, v)

    def drop(self, k):
        super().__delitem__(k)


class A:
    def __lt__(self, o):
        return "A.lt"

    def __gt__(self, o):
        return "A.gt"


class B(A):
    pass


def iterators():
    a = [1, 2, 3]
    b = [4, 5, 6]
    print(sorted(set(zip(a, b))), sorted(set(iter(a))), sorted(set(reversed(a))))
    s = {1}
    print(sorted(s.union(iter([7, 8]))), sorted(s.intersection(iter([1, 8]))))
    print(s.issubset(iter([1, 2])), s.isdisjoint(iter([2])))
    s.update(iter([9]))
    print(sorted(s), set(enumerate("ab")) == {(0, "a"), (1, "b")})
    u = {K(1), K(2)}
    print(len(u.union(iter([K(2), K(3)]))))


def user_keys():
    for i in range(20):
        d = {}
        d.setdefault(K(1), 5)
        d.setdefault(K(1), 6)
        d.update({K(2): 6})
        d.update([(K(3), 7)])
    print(K(1) in d, d[K(1)], K(2) in d, K(3) in d, len(d))
    e = dict([(K(4), 1), (K(4), 2)])
    print(K(4) in e, e[K(4)], len(e))
    for i in range(20):
        s = {K(1), K(2), K(3)}
        s.intersection_update([K(1), K(3)])
    print(len(s), K(1) in s, K(2) in s)
    for i in range(20):
        s = {K(1), K(2)}
        s.difference_update([K(1)])
    print(len(s), K(2) in s)
    dd = D()
    for i in range(20):
        dd.put(K(9), i)
    print(dd.get_item(K(9)), dd.has(K(9)), len(dd))
    dd.drop(K(9))
    print(len(dd), dd.has(K(9)))


def comparisons():
    a = [P(1)]
    b = [P(1)]
    x = 0
    for i in range(20):
        if a == b:
            x += 1
    print(x, a == b, a != b)
    print([{1: P(2)}] == [{1: P(2)}], {1: [P(3)]} == {1: [P(3)]})
    for i in range(20):
        r = A() < B()
    print(r, B() < A(), A() < A())
    t = (0,)
    for i in range(60):
        t = (t, t)
    print(t == 0, 0 in [t], t == t)
    l = []
    l.append(l)
    l.append(l)
    print(l == 0, 0 in l)


def f():
    pass


class C:
    def m(self):
        pass


iterators()
user_keys()
comparisons()
print(f.__qualname__, C.m.__qualname__, C().m.__qualname__, C().m.__name__)
