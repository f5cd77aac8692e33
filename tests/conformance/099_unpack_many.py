# Unpacking into any number of targets but two is one UNPACK_SEQUENCE_N: from tuples,
# lists (also a list of bools), strings, ranges, dicts and sets; zero and one target;
# nested targets; in for loops; and sites whose sequence changes type and length after
# they specialized (the specialized members deopt to the generic op).


def three(seq):
    a, b, c = seq
    return a, b, c


def ten(seq):
    a, b, c, d, e, f, g, h, i, j = seq
    return a + b + c + d + e + f + g + h + i + j


for _ in range(3):
    print(three((1, 2, 3)))
for _ in range(3):
    print(three([4, 5, 6]))
print(three("xyz"))
print(three(range(7, 10)))
print(three({"k": 1, "l": 2, "m": 3}))
print(three({3, 1, 2}))
print(three([True, False, True]))
print(three((1, 2, 3)))

total = 0
for k in range(200):
    total += ten((k, 1, 2, 3, 4, 5, 6, 7, 8, 9))
print(total)
print(ten(list(range(10))))
print(ten(range(10, 20)))

[only] = [42]
(single,) = "a"
print(only, single)
() = ()
[] = ""

(a, b, c), d, [e, f, g] = (1, 2, 3), 4, "efg"
print(a, b, c, d, e, f, g)

for x, y, z in [(1, 2, 3), [4, 5, 6], "789"]:
    print(x, y, z)

p, q, r = 1, 2, 3
p, q, r = r, p, q
print(p, q, r)

# Parallel assignment of a tuple display to distinct names: values evaluated left to
# right before any store; a name given twice keeps the last value.
trace = []


def val(x):
    trace.append(x)
    return x


u, v, w = val(1), val(2), val(3)
print(u, v, w, trace)
u, v, w = w, u, v
print(u, v, w)
s1, s2 = 5, 6
s1, s2 = s2, s1
print(s1, s2)
dup, dup = 1, 2
print(dup)
x1, x2, x3, x4, x5 = 1, 2, 3, 4, 5
x1, x2, x3, x4, x5 = x5, x4, x3, x2, x1
print(x1, x2, x3, x4, x5)
