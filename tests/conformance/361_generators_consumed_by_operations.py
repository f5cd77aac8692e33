# Generators consumed by operations rather than loops: slice assignment, `+=` on a list,
# set/tuple/dict/sorted/min/max/zip/enumerate, unpacking, `in`, and str.join, each
# running the generator's frame from inside the operation.


def letters(text):
    for c in text:
        yield c


def squares(n):
    for i in range(n):
        yield i * i


items = [1, 2, 3]
items[0:1] = letters("ab")
print(items)
items += squares(3)
print(items)
items[::2] = (x for x in "wxyz")
print(items)
print(sorted(set(x % 3 for x in range(10))), tuple(letters("xy")))
print(dict((k, k * 2) for k in range(3)), dict(zip(letters("abc"), squares(3))))
print(list(enumerate(letters("pq"), 1)), min(squares(4)), max(letters("hello")))
print(sorted(squares(4), reverse=True), "-".join(letters("xyz")))
first, *rest = squares(4)
print(first, rest)
g = squares(6)
print(9 in g, list(g))
print(sum(x for x in squares(5) if x % 2), any(c == "b" for c in letters("abc")))
