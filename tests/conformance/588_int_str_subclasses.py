# Subclasses of int and str: arithmetic, comparisons and hashing as their values, the
# builtin methods, and methods of their own.
class N(int):
    def double(self):
        return self * 2


n = N(5)
print(n, repr(n), n + 1, 1 + n, n.double(), isinstance(n, int), type(n).__name__)
print(hash(n) == hash(5), {5: "five"}[n], n == 5, n < 6, type(n + 1), N(7) // 2)
print(-n, abs(N(-3)), int(n), str(n), f"{n:03d}", n.bit_length(), N("12"), N("ff", 16))
print(sorted([N(3), 1, N(2)]), max(N(1), N(9)), sum([N(1), N(2)]), {N(1), 1})


class Money(int):
    def __new__(cls, cents, currency="EUR"):
        self = super().__new__(cls, cents)
        self.currency = currency
        return self

    def __str__(self):
        return "%d.%02d %s" % (self // 100, self % 100, self.currency)


m = Money(1234)
print(m, m + 1, repr(m), m.currency, Money(5, "USD"))


class S(str):
    def shout(self):
        return self.upper() + "!"


s = S("hi")
print(s, repr(s), s + "x", s.shout(), len(s), s == "hi", {"hi": 1}[s], isinstance(s, str))
print(s.upper(), type(s.upper()), s * 2, "x" + s, f"[{s:>5}]", s in "this", "h" in s)


class Tagged(str):
    def __new__(cls, text, tag):
        obj = str.__new__(cls, text)
        obj.tag = tag
        return obj


t = Tagged("body", "p")
print(t, t.tag, t.replace("o", "0"), len(t))
