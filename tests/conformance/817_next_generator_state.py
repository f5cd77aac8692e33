# State of generators advanced by next() from Python code: gi_running while running,
# gi_frame after the end, send() and throw() mixed with next() on one generator, a
# generator closed while suspended, and next() on a generator built by a generator
# expression.


def probe():
    x = yield "start"
    while True:
        x = yield ("got", x, gen.gi_running)


def take(it):
    return next(it)


for _ in range(30):
    gen = probe()
    a = take(gen)
    b = take(gen)
    c = gen.send(5)
    d = take(gen)
print(a, b, c, d)

def thrower():
    while True:
        try:
            yield "ok"
        except KeyError:
            yield "caught"


for _ in range(30):
    t = thrower()
    seq = [take(t), t.throw(KeyError()), take(t), take(t)]
print(seq)

for _ in range(30):
    ge = (i * i for i in range(4))
    s = [take(ge), take(ge)]
    rest = list(ge)
print(s, rest, next(ge, "none"))

def ends():
    yield 1


for _ in range(30):
    e = ends()
    take(e)
    try:
        take(e)
    except StopIteration:
        pass
print(e.gi_running)

# next() of a generator from within a method, and of a generator stored on an object
# whose attribute is called by mistake.
class Box:
    def __init__(self):
        self.g = ends()

    def pull(self):
        return next(self.g, "empty")


bx = Box()
print([bx.pull() for _ in range(3)])
try:
    bx.g()
except TypeError as e:
    print(e)
for _ in range(30):
    try:
        bx.g()
    except TypeError:
        pass
print("done")
