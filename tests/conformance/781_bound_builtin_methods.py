# Methods of builtin types bound to their object and kept in variables (the idiom that
# saves the attribute lookup in a loop), called with 0-3 arguments and more, on builtin
# objects and on instances of their subclasses; errors as CPython's.

items = list(range(8))
ins, pop, app, ext = items.insert, items.pop, items.append, items.extend
for i in range(6):
    ins(i % 3, pop(0))
    app(pop())
print(items)
ext((9, 10))
print(items, pop(), pop(-2), items.index(9), items.count(3))

text = "a,b,,c"
split, find, rep = text.split, text.find, text.replace
for sep in (",", ",,", "x"):
    print(split(sep), find(sep), find(sep, 2), find(sep, 2, 4), rep(sep, "-"), rep(sep, "+", 1))
print(split(), split(",", 1))

counts = {}
get, setdefault = counts.get, counts.setdefault
for w in "the cat and the hat and the bat".split():
    counts[w] = get(w, 0) + 1
    setdefault(w[0], []).append(w)
print(sorted((k, v) for k, v in counts.items() if isinstance(v, int)))
print(get("zzz"), get("the"), setdefault("t"))

seen = set()
add, discard = seen.add, seen.discard
for x in [3, 1, 3, 2, 1]:
    add(x)
discard(2)
discard(7)
print(sorted(seen))


class Stack(list):
    def top(self):
        return self[-1]


s = Stack([1, 2])
push, spop = s.append, s.pop
push(5)
push(6)
print(spop(), s.top(), s, type(s).__name__)

# Keyword arguments and wrong counts.
sort = items.sort
sort(reverse=True)
print(items)
for call, args in ((pop, (1, 2)), (ins, (1,)), (split, (",", 1, 2)), (get, ())):
    try:
        call(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    pop(100)
except IndexError as e:
    print("IndexError:", e)
try:
    counts.pop("nope")
except KeyError as e:
    print("KeyError:", e)

# The same site called with a bound builtin method, then a function, then a bound
# method of a class.
class C:
    def m(self, x):
        return ("C.m", x)


def f(x):
    return ("f", x)


for g in [items.count, f, C().m, items.count, str.upper]:
    try:
        print(g(3))
    except TypeError as e:
        print("TypeError:", e)
