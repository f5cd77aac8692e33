# Ints as text through every path that prints them: str, repr, print, f-strings, '%d' and
# '%i' (with and without flags), containers' repr, at the edges of the machine range and
# past it.

edges = [0, -0, 1, -1, 9, 10, 99, 100, -100, 12345678901234567, -9223372036854775807 - 1,
         9223372036854775807, 9223372036854775808, -9223372036854775809, 10 ** 30, -(10 ** 30)]
for n in edges:
    print(n, str(n), repr(n), f"{n}", f"[{n}]", "%d" % n, "%i|%d" % (n, -n), len(str(n)))
print(edges)
print(tuple(edges[:5]), {n: -n for n in edges[:4]})
print("%5d|%-5d|%05d|%+d|% d" % (42, 42, 42, 42, 42))
print("%d,%d,%d" % (1, -2, 3), "%s/%d" % ("x", True), "%d" % 3.99, "%d" % -3.99)
acc = []
for i in range(-3, 4):
    acc.append(str(i * 1000003))
print(",".join(acc))
print(f"{2 ** 63 - 1}{-2 ** 63}")
print('%x|%o|%X' % (True, True, False), '%5d|%-3i|' % (True, False), '%.2f' % True, '%s %r' % (True, False))
