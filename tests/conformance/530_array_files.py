# array.tofile / fromfile: the items' bytes through any object's write() and read(), in
# the machine's order; with files, BytesIO and objects of one's own.
import array
import io

path = "/tmp/vm_std_conformance_530.bin"
a = array.array("i", range(-5, 5))
with open(path, "wb") as f:
    print(a.tofile(f), f.tell())
    array.array("d", [1.5, -2.25]).tofile(f)
with open(path, "rb") as f:
    data = f.read()
print(len(data), data == a.tobytes() + array.array("d", [1.5, -2.25]).tobytes())

b = array.array("i")
with open(path, "rb") as f:
    b.fromfile(f, 4)
    b.fromfile(f, 6)
    print(b == a, b[-1], f.tell())
    d = array.array("d")
    d.fromfile(f, 2)
    print(d, repr(f.read()))

buf = io.BytesIO()
big = array.array("H", range(70000 % 65536)) * 3
big.tofile(buf)
print(len(buf.getvalue()), buf.getvalue() == big.tobytes())
buf.seek(0)
c = array.array("H")
c.fromfile(buf, len(big))
print(c == big, len(c))


class Recorder:
    """Records each write: tofile writes blocks of 64 KiB."""

    def __init__(self):
        self.sizes = []

    def write(self, b):
        self.sizes.append((type(b).__name__, len(b)))
        return len(b)


r = Recorder()
array.array("q", range(20000)).tofile(r)
print(r.sizes)
r = Recorder()
array.array("b").tofile(r)
print(r.sizes)
array.array("b").tofile(5)


class Source:
    def __init__(self, data):
        self.data = data
        self.asked = []

    def read(self, n):
        self.asked.append(n)
        out, self.data = self.data[:n], self.data[n:]
        return out


s = Source(bytes(range(10)))
e = array.array("h")
e.fromfile(s, 2)
e.fromfile(s, 0)
print(e, s.asked)


def attempt(f, *args, **kwargs):
    try:
        print("ok", repr(f(*args, **kwargs)))
    except Exception as ex:
        print(type(ex).__name__ + ":", ex)


g = array.array("i", [7])
attempt(g.fromfile, Source(b"\x01\x00\x00\x00\x02\x00\x00\x00"), 3)
print(g)
attempt(g.fromfile, Source(b"\x01\x00\x00"), 1)
attempt(g.fromfile, Source(bytearray(b"\x01\x00\x00\x00")), 1)
attempt(g.fromfile, Source("abcd"), 1)
attempt(g.fromfile, io.BytesIO(b"abcd"), -1)
attempt(g.fromfile, io.BytesIO(b"abcd"), 1.0)
attempt(g.fromfile, io.BytesIO(b"abcd"), 2 ** 62)
attempt(g.fromfile, 5, 1)
attempt(g.fromfile)
attempt(g.fromfile, io.BytesIO())
attempt(g.fromfile, io.BytesIO(), 1, 2)
attempt(lambda: g.fromfile(io.BytesIO(), n=1))
attempt(g.tofile)
attempt(g.tofile, 1, 2)
attempt(lambda: g.tofile(f=1))
attempt(g.tofile, 5)
attempt(g.tofile, io.StringIO())
with open(path, "rb") as f:
    attempt(g.tofile, f)
print(g)
