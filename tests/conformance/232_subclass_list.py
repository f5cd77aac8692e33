# Subclasses of list: the inherited methods and len/iteration/subscripts/repr, an
# overridden append that calls super().append, extra attributes and methods, isinstance,
# equality with plain lists, operators returning plain lists, list(subclass instance).


class Stack(list):
    def push(self, x):
        self.append(x)

    def peek(self):
        return self[-1]

    def is_empty(self):
        return len(self) == 0


class LoggedList(list):
    def __init__(self, name):
        super().__init__()
        self.name = name
        self.appends = 0

    def append(self, x):
        self.appends += 1
        super().append(x * 2)


s = Stack()
for i in range(4):
    s.push(i * 3)
print(s, len(s), s.peek(), s.pop(), s, s.is_empty())
print(type(s).__name__, isinstance(s, list), isinstance(s, Stack), s == [0, 3, 6])
total = 0
for v in s:
    total += v
print(total, s[1], 6 in s, s.index(6), sorted(s, reverse=True))
s[0] = 100
s.extend([1, 2])
s.sort()
print(s, s.count(1))

t = s + [9]
print(t, type(t).__name__, type(s * 2).__name__)
print(list(s), type(list(s)).__name__, Stack([5, 6]), Stack("ab"))

lg = LoggedList("L")
for i in range(3):
    lg.append(i)
lg.extend([7])
print(lg, lg.appends, lg.name, len(lg))
lg.insert(0, -1)
print(lg, max(lg), min(lg), sum(lg))


class Matrix(list):
    def row_sums(self):
        out = []
        for row in self:
            out.append(sum(row))
        return out

    def transpose(self):
        result = Matrix()
        for j in range(len(self[0])):
            col = []
            for row in self:
                col.append(row[j])
            result.append(col)
        return result


m = Matrix([[1, 2, 3], [4, 5, 6]])
print(m.row_sums(), m.transpose(), m.transpose().row_sums(), type(m.transpose()).__name__)
