# Membership tests and builtins over generators: `x in generator` consumes items up to
# and including the first match (what remains is shown with list()), or everything when
# there is no match; `in` / `not in` on generator expressions; any()/all() stop at the
# first deciding item; next(g, default); iter(g) is g; __name__ and __qualname__ of
# generators and generator expressions.

seen = []


def numbers(n):
    for i in range(n):
        seen.append(i)
        yield i


g = numbers(6)
print(3 in g, seen[:], list(g))
seen.clear()

g = numbers(4)
print(10 in g, seen[:], list(g))
seen.clear()

g = numbers(5)
print(2 not in g, list(g))
print(0 in g, list(g))
seen.clear()

# repeated membership tests on the same generator move forward
g = numbers(8)
print(2 in g, 1 in g, 5 in g, list(g))
seen.clear()

# membership uses ==, so 1.0 and True match 1
g = numbers(4)
print(1.0 in g, list(g))
g = numbers(4)
print(True in g, list(g))
seen.clear()

# generator expressions
squares = (i * i for i in range(10))
print(16 in squares, next(squares), list(squares))
words = (w.upper() for w in ["ab", "cd", "ef"])
print("CD" in words, list(words))
print("zz" not in (w for w in ["a", "b"]))
print([x for x in range(5) if x in (y * 2 for y in range(3))])

# a generator with side effects in the condition, stopped at the match
calls = []


def check(x):
    calls.append(x)
    return x


print(4 in (check(i) for i in range(10)), calls)
calls.clear()

# any / all short-circuit
print(any(check(i) > 2 for i in range(10)), calls)
calls.clear()
print(all(check(i) < 3 for i in range(10)), calls)
calls.clear()
print(any(check(i) > 100 for i in range(4)), calls)
calls.clear()
print(all(check(i) >= 0 for i in range(4)), calls)
calls.clear()
print(any(x for x in []), all(x for x in []))

g = numbers(10)
print(any(x == 3 for x in g), list(g))
seen.clear()
g = numbers(10)
print(all(x < 2 for x in g), list(g))
seen.clear()

# any/all on a plain generator (truthiness of the items themselves)
def flags(*values):
    for v in values:
        calls.append(v)
        yield v


print(any(flags(0, "", 3, 4)), calls)
calls.clear()
print(all(flags(1, "x", [], 5)), calls)
calls.clear()

# next with a default
g = numbers(2)
print(next(g, "none"), next(g, "none"), next(g, "none"), next(g, "none"))
seen.clear()
e = (c for c in "hi")
print(next(e, None), next(e, None), next(e, None))
print(next(iter([]), "empty"), next((x for x in [] if x), 0))
print(next((x for x in range(100) if x % 7 == 6), -1))

# iter(g) is g, for generators and generator expressions
g = numbers(3)
print(iter(g) is g, iter(iter(g)) is g)
ge = (x for x in range(3))
print(iter(ge) is ge, list(iter(ge)), list(ge))
seen.clear()

# a generator object is truthy even when it would yield nothing
print(bool(x for x in []), bool(numbers(0)))


# __name__ and __qualname__
def outer():
    def inner_gen():
        yield 1

    return inner_gen(), (x for x in "a")


class Holder:
    def method_gen(self):
        yield self

    def make_genexpr(self):
        return (x for x in [self])


a, b = outer()
print(numbers(1).__name__, numbers(1).__qualname__)
print(a.__name__, a.__qualname__)
print(b.__name__, b.__qualname__)
h = Holder()
print(h.method_gen().__name__, h.method_gen().__qualname__)
print(h.make_genexpr().__name__, h.make_genexpr().__qualname__)
top = (x for x in [])
print(top.__name__, top.__qualname__)
print(type(top).__name__, type(numbers(1)).__name__)
