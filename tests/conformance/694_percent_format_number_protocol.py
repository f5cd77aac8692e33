# `%` formatting of instances as numbers: %d through __int__/__index__ (also of a
# Fraction), %x/%o through __index__, %f/%e/%g through __float__ (or __index__), with
# CPython's errors for instances that are no such number.
from fractions import Fraction


class Index:
    def __index__(self):
        return 42


class Int:
    def __int__(self):
        return 7


class Float:
    def __float__(self):
        return 2.5


class Plain:
    pass


class BadInt:
    def __int__(self):
        return "7"


class MyInt(int):
    pass


print("%d %i %u" % (Index(), Int(), Fraction(7, 2)))
print("%5d|%-4d|%+d|%05d" % (Index(), Int(), Fraction(-9, 2), Index()))
print("%x %X %o %#x" % (Index(), Index(), Index(), MyInt(255)))
print("%.2f %e %g %f" % (Float(), Index(), Fraction(1, 3), MyInt(3)))
print("%d %i %.1f" % (MyInt(5), MyInt(-3), MyInt(2)))
print("%d%%" % Fraction(99, 1), "%.3f" % Fraction(22, 7), "%s %r" % (Fraction(1, 2), Fraction(1, 2)))
print(b"%d %x %.1f" % (Int(), Index(), Float()))
for fmt, value in [("%d", Plain()), ("%d", Float()), ("%x", Int()), ("%x", Fraction(3)),
                   ("%f", Plain()), ("%f", Int()), ("%o", 1.5), ("%d", "3"),
                   ("%d", BadInt())]:
    try:
        print(fmt % value)
    except TypeError as e:
        print(fmt, "TypeError:", e)
