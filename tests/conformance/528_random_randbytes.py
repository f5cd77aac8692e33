# random.randbytes: getrandbits(8 * n).to_bytes(n, 'little'), so a seeded generator gives
# CPython's bytes; bytes and bytearray seeds.
import random

random.seed(7)
print([random.randbytes(n) for n in [0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17]])
print(random.randbytes(True), random.random())
random.seed(7)
print(random.getrandbits(8).to_bytes(1, "little") == random.Random(7).randbytes(1))
r = random.Random(99)
print(r.randbytes(13), r.randbytes(False), len(r.randbytes(1000)), r.getrandbits(70))
big = random.Random(5).randbytes(100003)
print(len(big), sum(big), big[:4], big[-4:], type(big).__name__)

# Interleaved with the other methods, the stream of words is CPython's.
r = random.Random("interleave")
out = []
for i in range(30):
    out.append(r.randbytes(i % 6))
    out.append(r.randint(1, 10 ** (i % 25)))
    out.append(round(r.random(), 12))
print(out)
s = r.getstate()
a = r.randbytes(11)
r.setstate(s)
print(a == r.randbytes(11))


class Count:
    """An object that multiplies by 8 to a count of bits and indexes to a length."""

    def __mul__(self, other):
        return 24

    def __index__(self):
        return 3


random.seed(1)
print(random.randbytes(Count()))


def attempt(f, *args, **kwargs):
    try:
        print("ok", repr(f(*args, **kwargs)))
    except Exception as e:
        print(type(e).__name__ + ":", e)


attempt(random.randbytes)
attempt(random.randbytes, -1)
attempt(random.randbytes, 1.5)
attempt(random.randbytes, "ab")
attempt(random.randbytes, [1])
attempt(random.randbytes, 2 ** 28)
attempt(random.randbytes, 2 ** 70)
attempt(random.randbytes, 1, 2)
attempt(random.randbytes, n=2)
attempt(random.randbytes, m=2)
attempt(random.Random().randbytes, -5)

# Seeds of bytes and bytearray: their data (version 2), Latin-1 text (version 1), or the
# hash (other versions).
for args in [(b"abc",), (bytearray(b"abc"),), (b"abc", 1), (b"", 1), (b"\xff\x00", 1),
             (b"",), (bytearray(),), ("abc",), ("\xff\x00", 1)]:
    random.seed(*args)
    print(args, random.random(), random.getrandbits(70), random.randbytes(5))
print(random.Random(b"same").random() == random.Random(bytearray(b"same")).random())
print(random.Random(b"same").random() == random.Random("same").random())
attempt(random.seed, bytearray(b"x"), 1)
attempt(random.seed, bytearray(b"x"), 3)
attempt(random.seed, [1])
