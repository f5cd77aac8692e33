# printf-style formatting: the plain conversions (%d %i %u of ints, %s of strs, %%)
# and the cases next to them that take the general path.

a, b, c = 123, 45, 300
print("%d,%d,%d" % (a, b, c))
print("%i|%u|%d" % (0, -7, -9223372036854775808))
print("%d" % 9223372036854775807, "%d" % -1, "%d" % 10, "%d" % 99, "%d" % 100)
print("%d" % (10**30), "%d" % -(10**25))
print("%d %d" % (True, False), "%s" % True, "%d" % 3.9, "%d" % -3.9)
print("%s-%s" % ("x", "yz"), "%s" % "alone", "%s" % ("tuple",))
print("%s %s %s" % (1, 2.5, None), "%s" % [1, "a"], "%r" % "q", "%r %s" % ("a'b", "a'b"))
print("100%% %d%%" % 5, "%%" % (), "plain" % (), "%s%%" % "x")
print("%5d|%-5d|%05d|%+d|% d|%x|%X|%o|%#x" % (42, 42, 42, 42, 42, 255, 255, 8, 255))
print("%.3s|%10s|%-10s|%*d|%.*f" % ("abcdef", "r", "l", 6, 7, 2, 3.14159))
print("%(x)d and %(y)s" % {"x": 1, "y": "two"})
print("é%sü%d" % ("ñ", 7), "%s" % "日本", "%s!" % "ascii")
s = "%d/%s" % (12, "日本")
print(s, len(s), s[3], s.isascii(), ("%d" % 5).isascii())
print("%s" % ("x" * 200) == "x" * 200, len("%d-%s" % (1, "y" * 130)))
print(len("ab%scd" % ("z" * 123)), len("%s%s" % ("a" * 64, "b" * 64)))


class S(str):
    def __str__(self):
        return "custom"


class I(int):
    pass


print("%s %d" % (S("raw"), I(5)), "%s" % S("only"))
for fmt, args in [
    ("%d %d", (1,)),
    ("%d", (1, 2)),
    ("%d", "x"),
    ("%s", ()),
    ("abc", "x"),
    ("%", (1,)),
    ("%d %", (1,)),
    ("%y", (1,)),
    ("%d", ("1",)),
]:
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print("abc" % {}, "abc" % [])
for i in range(3):
    print("%d:%s" % (i, "v" * i))
