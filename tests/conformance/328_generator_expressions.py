# Generator expressions: with conditions and nested fors, consumed by sum, min, max, any,
# all, sorted, list, tuple, set, dict, str.join, zip, enumerate; laziness (the first
# iterable is evaluated at once, the rest on demand); closures over enclosing variables;
# late binding; a generator expression consumed twice.

nums = [5, 3, 8, 1, 9, 2]
print(sum(x * 2 for x in nums))
print(sum(x for x in nums if x % 2))
print(min(x for x in nums if x > 2), max(-x for x in nums))
print(any(x > 8 for x in nums), any(x > 9 for x in nums))
print(all(x > 0 for x in nums), all(x > 1 for x in nums))
print(sorted(x % 4 for x in nums))
print(sorted((x for x in nums), reverse=True))
print(list(x for x in "abc"), tuple(x + 1 for x in range(3)))
print(sorted(set(x % 3 for x in nums)))
print(dict((k, k * k) for k in range(4)))
print("-".join(str(x) for x in nums))
print(", ".join(w.upper() for w in "the quick fox".split() if len(w) > 3))
print(list(zip((c for c in "xyz"), (i * 10 for i in range(5)))))
print(list(enumerate(x for x in "ab")))
print(list(enumerate((x * x for x in range(4)), 1)))
print(sum(1 for _ in range(1000)))
print(max((len(w), w) for w in ["pear", "fig", "banana", "kiwi"]))
print(min((w for w in ["pear", "fig", "banana"]), key=len))

# nested fors and several conditions
print(list((a, b) for a in range(3) for b in range(3) if a < b))
print(list(a * b for a in range(1, 4) if a != 2 for b in range(a) if b))
print(["".join(p) for p in (x + y for x in "ab" for y in "12")])

# a generator expression is a generator
g = (x for x in [1, 2, 3])
print(type(g).__name__, iter(g) is g)
print(next(g), list(g), list(g))

# consumed only once
squares = (x * x for x in range(4))
print(sum(squares), sum(squares))

# laziness: the conditions run only as items are requested
def noisy(v):
    print("  computing", v)
    return v

g = (noisy(x) for x in range(3))
print("created")
print(next(g))
print(next(g))

# the first iterable is evaluated immediately, the rest later
def source(name, items):
    print("  evaluating", name)
    return items

g = (x + y for x in source("outer", [10, 20]) for y in source("inner", [1, 2]))
print("before iterating")
print(list(g))

# the first iterable is evaluated immediately: an error in it raises at creation
try:
    g = (x for x in 5)
except TypeError as e:
    print("TypeError:", e)

# closure over enclosing variables, and late binding of them
def make(n):
    return (x * n for x in range(3))

print(list(make(2)), list(make(5)))

factor = 3
g = (x * factor for x in range(3))
factor = 100
print(list(g))

def late():
    base = 1
    g = (x + base for x in range(3))
    base = 1000
    return list(g)

print(late())

# the first iterable is bound early even if the name changes later
items = [1, 2, 3]
g = (x for x in items)
items = [7, 8, 9]
print(list(g))

# a generator expression inside a function reading its parameters and locals
def weighted_sum(values, weights):
    scale = 10
    return sum(v * w * scale for v, w in zip(values, weights))

print(weighted_sum([1, 2, 3], [4, 5, 6]))

# generator expressions nested inside generator expressions
matrix = [[1, 2, 3], [4, 5, 6]]
print(list(sum(v for v in row) for row in matrix))
print(list(list(row[i] for row in matrix) for i in range(3)))
print(sum(sum(x for x in row if x % 2) for row in matrix))

# generator expression as the sole argument, without extra parentheses
print(sorted(w for w in ["b", "a", "c"]))
print(str(list(n for n in range(2))))

# a generator expression over a dict and over a string
d = {"a": 1, "b": 2, "c": 3}
print(sorted(k for k in d if d[k] > 1))
print(sum(v for v in d.values()), list(k + str(v) for k, v in d.items()))
print("".join(c for c in "Hello World" if c.isupper()))

# stored in a variable and consumed piecewise with next and then a for loop
g = (i * 3 for i in range(6))
print(next(g), next(g))
for v in g:
    print("rest", v)

# the loop variable does not leak
x = "outer x"
print(list(x for x in range(2)), x)

# a generator expression with a conditional expression in its element
print(list("even" if n % 2 == 0 else "odd" for n in range(4)))
