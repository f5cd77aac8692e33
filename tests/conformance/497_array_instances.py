# array.array with instances: items compared through a class's __eq__ (in, index,
# count, remove), __index__-less objects refused, arrays inside containers and classes
from array import array


class Anything:
    def __eq__(self, other):
        return True


class Never:
    def __eq__(self, other):
        return False


class Thirds:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return other * 3 == self.v


a = array('i', [1, 2, 3, 2])
print(Anything() in a, Never() in a, Thirds(6) in a, Thirds(7) in a)
print(a.index(Anything()), a.index(Thirds(6)), a.count(Thirds(6)), a.count(Anything()), a.count(Never()))
a.remove(Thirds(9))
print(a)
try:
    a.remove(Never())
except ValueError as e:
    print('ValueError', e)
try:
    a.index(Never())
except ValueError as e:
    print('ValueError', e)
try:
    a.append(Thirds(1))
except TypeError as e:
    print('TypeError', e)
try:
    array('d', [Never()])
except TypeError as e:
    print('TypeError', e)


class Signal:
    def __init__(self, n):
        self.samples = array('d', [0.0] * n)

    def __len__(self):
        return len(self.samples)

    def __getitem__(self, i):
        return self.samples[i]

    def __setitem__(self, i, v):
        self.samples[i] = v

    def energy(self):
        return sum(x * x for x in self.samples)


s = Signal(4)
for i in range(len(s)):
    s[i] = i - 1.5
print(s.samples, s[2], s.energy(), len(s), list(s))
try:
    s[9] = 1.0
except IndexError as e:
    print('IndexError', e)

table = {'xs': array('h', [1, 2]), 'ys': array('h', [3])}
table['xs'].extend(table['ys'])
print(table, [array('b', [1])] * 2, (array('d'), array('d', [1.0])))
rows = [array('i', [0] * 3) for _ in range(3)]
for r in range(3):
    for c in range(3):
        rows[r][c] = r * 3 + c
print(rows, rows[1][2], [row[1] for row in rows])
print(sorted([array('i', [2]), array('i', [1, 5]), array('i', [1])]))
print(max([array('d', [0.5]), array('d', [0.25, 9.0])]))
