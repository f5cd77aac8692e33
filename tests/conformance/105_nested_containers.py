# Containers nested a few hundred deep (below the recursion limit) compare, print and
# hash as in CPython; a container inside itself prints as [...] / {...}.
def nest(n, inner):
    a = inner
    for i in range(n):
        a = [a]
    return a


def nest_tuple(n, inner):
    a = inner
    for i in range(n):
        a = (a,)
    return a


a = nest(300, 1)
b = nest(300, 1)
c = nest(300, 2)
print(a == b, a != b, a == c, a < c, c > a, a <= b, a in [c, b], [c, a].index(b))
print([a, b, c].count(b), len(repr(a)), len(str(c)), str(a) == repr(b))
t = nest_tuple(300, 'x')
u = nest_tuple(300, 'x')
print(t == u, hash(t) == hash(u), t < nest_tuple(300, 'y'), {t: 1}[u], u in {t})
print(len('%s' % (a,)), len('{}'.format(t)), len(str([t, a])))
d = {'k': 0}
for i in range(300):
    d = {'k': d}
e = {'k': 0}
for i in range(300):
    e = {'k': e}
print(d == e, len(repr(d)))
types = int
for i in range(300):
    types = (str, types)
print(isinstance(5, types), isinstance(5.0, types))
s = [1]
s.append(s)
print(s, s == s, [s, s])
m = {'a': 1}
m['self'] = m
print(m, [m])
w = [[1, 2], [3]]
w[0].append(w)
print(w)
