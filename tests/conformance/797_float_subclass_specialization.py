# Float subclass instances at sites the specializer made float fast paths for: each
# loop first runs on plain floats, then on instances (which must take the general
# path: their class's operators, plain float results), and back.


class F(float):
    pass


class Loud(float):
    def __add__(self, other):
        return "Loud+"

    def __lt__(self, other):
        return True

    def __mul__(self, other):
        return Loud(float(self) * other * 10)


def add(a, b):
    return a + b


def mul_local(a):
    x = a * 2.0
    return x


def less(a, b):
    if a < b:
        return "lt"
    return "ge"


def loop(xs):
    total = 0.0
    for x in xs:
        total += x
        total = total - 0.5
    return total


def run_all(vals):
    out = []
    for v in vals:
        out.append((add(v, 1.0), type(add(v, 1.0)).__name__, mul_local(v), type(mul_local(v)).__name__, less(v, 2.0), less(2.0, v)))
    return out


plain = [1.0, 2.5, 3.0] * 20
for row in run_all(plain)[:2]:
    print(row)
for row in run_all([F(1.0), F(2.5), Loud(3.0), 4.0, Loud(1.0)]):
    print(row)
for row in run_all(plain)[:1]:
    print(row)
print(loop(plain), loop([F(0.5)] * 5), type(loop([F(0.5)] * 5)).__name__, loop([1.0, F(2.0), 3.0]))

acc = []
i = 0
x = 0.0
while i < 60:
    y = F(i) if i % 3 == 0 else float(i)
    x = x + y
    z = y * 1.5
    acc.append(type(z).__name__)
    if y > 10.0 and y < 12.0:
        acc.append(("mid", y, type(y).__name__))
    i += 1
print(x, acc[:8], acc.count("float"), [a for a in acc if isinstance(a, tuple)])

d = {}
for k in [1.0, F(1.0), 2.0, F(2.5), 2.5]:
    d[k] = d.get(k, 0) + 1
print(d, [type(k).__name__ for k in d])
s = set()
for k in [0.5, F(0.5), F(1.5)]:
    s.add(k)
print(sorted(s), len(s))
print([F(i) / 2 for i in range(4)], [type(F(i) // 2).__name__ for i in range(2)])
