# str.format field names with attributes and items: {0.x}, {p[0]}, {d[key]}, chains,
# keys that look like numbers, brackets holding ':' and '!', and the errors CPython
# raises for malformed fields and mixed numbering.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    @property
    def norm1(self):
        return abs(self.x) + abs(self.y)


class Grid:
    def __getitem__(self, key):
        return f"cell<{key!r}>"


p = Point(3, -4)
print("{0.x},{0.y}".format(p))
print("{p.x} {p.norm1}".format(p=p))
print("{.x} and {.y}".format(p, Point(7, 8)))
print("{0[0]}-{0[2]}".format([10, 20, 30]))
print("{d[name]} is {d[age]}".format(d={"name": "Ann", "age": 41}))
print("{0[1][0]}".format([[1, 2], [3, 4]]))
print("{0[pts][1].y}".format({"pts": [Point(0, 1), Point(2, 5)]}))
print("{0.real} {0.imag}".format(7))
print("{0.__class__.__name__}".format(2.5))
print("{g[a:b]} {g[x!y]} {g[10]} {g[-1]}".format(g=Grid()))
print("{0[1]:>6}|{0[0]!r:^9}|".format(["ab", "cd"]))
print("{x[0]:{w}}|".format(x=[3.14159], w=".3f"))
print("{0:{1}}".format(42, "05d"))
print("{:{}}|{:>{}}".format("a", 3, "b", 4))
print("{0}{1}{0}".format("x", "y"))
print("{{0}} {0}".format("lit"))

# A mapping key of digits is an int, otherwise a str.
print("{0[1]} {0[one]}".format({1: "int key", "one": "str key"}))

for fmt, args, kw in [
    ("{0.missing}", (p,), {}),
    ("{0[5]}", ([1, 2],), {}),
    ("{0[k]}", ({},), {}),
    ("{0[0]}", (5,), {}),
    ("{0.}", (p,), {}),
    ("{0[}", ([1],), {}),
    ("{0[]}", ([1],), {}),
    ("{0[0]x}", ([1],), {}),
    ("{}{0}", (1, 2), {}),
    ("{0}{}", (1, 2), {}),
    ("{0!x}", (1,), {}),
    ("{0!rr}", (1,), {}),
    ("{0!}", (1,), {}),
    ("{name}", (), {}),
    ("{3}", (1,), {}),
]:
    try:
        print(repr(fmt.format(*args, **kw)))
    except Exception as e:
        print(fmt, type(e).__name__, e)
tests=['{0[}]}', '{0[{]}', '{0[a}b]}', '{0[:]}','{0:[}', '{0![}', '{0:>{1[}]}}']
for t in tests:
    try: print(t, repr(t.format({'}':1,'{':2,'a}b':3, ':':4}, {'}':5})))
    except Exception as e: print(t, type(e).__name__, e)

# format_map: named fields are items of the mapping (a dict subclass's __missing__ answers).


class Defaulting(dict):
    def __missing__(self, key):
        return "<" + key + ">"


print("{a} {b}".format_map(Defaulting(a=1)))
print("{x[0]} {x[1]:>4}".format_map({"x": [9, 8]}))
for fmt, mapping in [("{0}", {}), ("{}", {}), ("{a}", {}), ("{a}", 5)]:
    try:
        print(fmt.format_map(mapping))
    except Exception as e:
        print(fmt, type(e).__name__, e)

# An item key holding '[' ends at the first ']'; '!' and ':' inside it are part of it.
print("{0[a[b]:>5}|{0[a:b]!r:>9}|".format({"a[b": "x", "a:b": "y"}))
