# Builtins and methods that take any iterable, given generators: list, tuple, set, dict,
# sorted (with key and reverse), sum (with start), min and max (with key and default),
# any and all (stopping early), str.join, zip (stopping at the shortest), enumerate,
# reversed of a list built from one, list.extend, dict.update, unpacking assignment, and
# the errors for len, indexing and reversed on a generator.

def gen(items):
    for x in items:
        yield x

def pairs():
    yield "a", 1
    yield "b", 2
    yield "a", 3

print(list(gen([3, 1, 2])), tuple(gen("xy")), sorted(set(gen([2, 2, 0, 1]))))
print(dict(pairs()))
print(sorted(gen([3, 1, 2])), sorted(gen(["bb", "a", "ccc"]), key=len, reverse=True))
print(sum(gen([1, 2, 3])), sum(gen([1, 2]), 100), sum(gen([0.5, 0.25])))
print(min(gen([4, 2, 8])), max(gen([4, 2, 8])), max(gen(["aa", "b"]), key=len))
print(min(gen([]), default="none"), max(gen([]), default=None))
print("/".join(gen(["usr", "local", "bin"])), "".join(gen("")))
print(list(zip(gen("abc"), gen([1, 2]))), list(zip(gen([]), gen("abc"))))
print(list(enumerate(gen("xyz"))), list(enumerate(gen("xy"), 10)))
print(list(reversed(list(gen([1, 2, 3])))))
print(dict(zip(gen("kv"), gen([1, 2]))), dict(enumerate(gen("ab"))))

# any and all stop consuming as soon as the answer is known
def traced(items):
    for x in items:
        print("  yielding", x)
        yield x

print(any(x > 1 for x in traced([0, 2, 5])))
print(all(x < 1 for x in traced([0, 2, 5])))
g = traced([0, 2, 5, 7])
print(any(x == 2 for x in g), "left:", list(g))

# zip stops at the shortest; from the left, one extra item may be taken
g1 = traced([1, 2, 3])
g2 = traced(["a"])
print(list(zip(g1, g2)))
print("g1 left:", list(g1))

# list.extend, dict.update, set.update and list() of a generator over a list being read
out = [0]
out.extend(gen([1, 2]))
out.extend(x * 10 for x in range(2))
print(out)
d = {"z": 0}
d.update(pairs())
print(d)
s = {9}
s.update(gen([1, 2]))
print(sorted(s))
print(list(gen(out)) == out)

# unpacking
a, b, c = gen([1, 2, 3])
print(a, b, c)
(p, q), r = gen([(1, 2), 3])
print(p, q, r)
try:
    x, y = gen([1, 2, 3])
except ValueError as e:
    print("ValueError:", e)
try:
    x, y, z = gen([1])
except ValueError as e:
    print("ValueError:", e)

# for with a tuple target over generator items
for key, value in pairs():
    print(key, value, end="; ")
print()

# errors for things a generator cannot do
try:
    len(gen([1]))
except TypeError as e:
    print("TypeError:", e)
try:
    gen([1])[0]
except TypeError as e:
    print("TypeError:", e)
try:
    reversed(gen([1]))
except TypeError as e:
    print("TypeError:", e)
try:
    next([1, 2])
except TypeError as e:
    print("TypeError:", e)

# iter() of a generator is the generator itself; next with default
g = gen([1])
print(iter(g) is g, iter(iter(g)) is g, next(g, "d"), next(g, "d"))
print(g.__next__ is not None, iter(g).__iter__() is g)

# a generator as the iterable of a list comprehension and of a set comprehension
print([x * 2 for x in gen([1, 2, 3]) if x != 2])
print(sorted({x % 2 for x in gen(range(10))}))
print({k: v for k, v in pairs()})

# sorted of a generator of tuples, and max with key on a generator expression
print(sorted(pairs()), max(pairs(), key=lambda kv: kv[1]))

# str() and repr of values made from generators
print(str(tuple(gen([1]))), repr(list(gen("ab"))))

# isinstance with the generator type taken from an object
gen_type = type(gen([]))
print(gen_type.__name__, isinstance(gen([1]), gen_type), isinstance([1], gen_type))
print(isinstance((x for x in []), gen_type))
