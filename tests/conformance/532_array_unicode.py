# array typecode 'u': characters stored as wchar_t (4 bytes), tounicode/fromunicode, a
# str or bytes initializer, and the errors of items that are not one character.
import array

a = array.array("u", "héllo€😀")
print(a, len(a), a.itemsize, a.typecode, a[1], a[-1], a[1:3], a.tounicode(), a.tolist())
print(repr(array.array("u")), str(a), array.typecodes, "u" in array.typecodes)
a[0] = "H"
a.append("!")
a.insert(0, ">")
a.extend("ab")
a.extend(array.array("u", "cd"))
a.fromunicode("xyz")
a.fromlist(["p", "q"])
print(a, a.pop(), a.pop(0), a.index("l"), a.count("l"), "l" in a, "zz" in a, 5 in a)
a.remove("l")
a.reverse()
print(a, a[::3], a[::-2])
b = array.array("u", "abc")
print(b == array.array("u", "abc"), b < array.array("u", "abd"), b >= array.array("u", "ab"))
print(b == array.array("b", [97, 98, 99]), b != array.array("B", [97]), b + b, b * 2, 2 * b)
print(bool(array.array("u", "\x00")), [bool(x) for x in array.array("u", "\x00a")])
print(array.array("u", b.tobytes()), len(b.tobytes()), b.tobytes()[:8])
c = array.array("u")
c.frombytes(b"h\x00\x00\x00i\x00\x00\x00\xac\x20\x00\x00")
print(c, c.buffer_info()[1])
print(array.array("u", ["x", "y"]), array.array("u", ("z",)), array.array("u", iter("it")))
print(array.array("u", array.array("u", "cp")), array.array("u", b"\xe9\x00\x00\x00t\x00\x00\x00"))
print(sorted(array.array("u", "dcba")), list(reversed(array.array("u", "ab"))))
print(min(array.array("u", "qa")), "".join(array.array("u", "join")), max(array.array("u", "mz")))
x = array.array("u", "abc")
x[1:2] = array.array("u", "XYZ")
print(x)
del x[0]
print(x)
x[::2] = array.array("u", "mn")
print(x)
x += array.array("u", "++")
x *= 2
print(x, len(x))
y = array.array("u", "ab")
y.byteswap()
print(y.tobytes())
y.byteswap()
print(y, [c for c in y], {c: 1 for c in y})
total = ""
for ch in array.array("u", "loop"):
    total = ch + total
print(total)

# Hot loops over a 'u' array: subscripts read, stored, tested, and iterated.
u = array.array("u", "abcdefghij" * 30)
count = 0
truthy = 0
for i in range(len(u)):
    if u[i] == "a":
        count += 1
    if u[i]:
        truthy += 1
    u[i] = u[i].upper()
seen = []
for ch in u:
    if ch not in seen:
        seen.append(ch)
print(count, truthy, u[:12], "".join(seen), u.count("J"))
try:
    for i in range(300):
        u[i] = "z" if i < 250 else i
except TypeError as e:
    print("stored", i, "then", e)

# Bytes initialize any array with their machine bytes.
print(array.array("h", b"abcd"), array.array("B", bytearray(b"\x01\xff")), array.array("i", b""))


def setitem(a, k, v):
    a[k] = v


def attempt(f):
    try:
        print("ok", repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)


attempt(lambda: array.array("u", [1]))
attempt(lambda: array.array("u", ["ab"]))
attempt(lambda: array.array("u", 5))
attempt(lambda: array.array("b", "abc"))
attempt(lambda: array.array("b").tounicode())
attempt(lambda: array.array("b").fromunicode("a"))
attempt(lambda: array.array("b").fromunicode(5))
attempt(lambda: array.array("u").fromunicode(5))
attempt(lambda: setitem(b, 0, 5))
attempt(lambda: setitem(b, 0, "xy"))
attempt(lambda: b.append(b"a"))
attempt(lambda: b < array.array("b", [1]))
attempt(lambda: b + array.array("b"))
attempt(lambda: b.extend(array.array("b")))
attempt(lambda: b.index("z"))
attempt(lambda: b.remove("z"))
attempt(lambda: setitem(array.array("u", "ab"), slice(0, 1), array.array("b", [1])))
attempt(lambda: array.array("u", b"abc"))
attempt(lambda: array.array("h", b"abc"))
attempt(lambda: b.count(5))
attempt(lambda: array.array("u", "a") + "b")
attempt(lambda: b.fromlist(["x", 1]))
attempt(lambda: b.tounicode(1))
attempt(lambda: sum(array.array("u", "ab")))
print(b)
