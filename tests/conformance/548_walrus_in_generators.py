# Assignment expressions inside generator expressions and comprehensions that run as
# functions: the name binds in the function or module around them (PEP 572), across
# nested generators, and `any`/`all` keep the witness they stopped at.
values = [4, 9, 16, 25]
if any((hit := v) > 10 for v in values):
    print("module witness", hit)
print(all((last := v) < 20 for v in values), last)


def find(words, prefix):
    if any((found := w).startswith(prefix) for w in words):
        return found
    return None


print(find(["apple", "banana", "cherry"], "ba"), find(["x"], "q"))


def running_totals(xs):
    total = 0
    sums = list((total := total + x) for x in xs)
    return sums, total


print(running_totals([1, 2, 3, 4]))


def nested_generators(rows):
    biggest = None
    flat = sum(sum((biggest := cell) for cell in row) for row in rows)
    return flat, biggest


print(nested_generators([[1, 2], [3, 4]]))


def captured_comprehension(n):
    made = [lambda k=k: k * (scale := 3) for k in range(n)]
    return [f() for f in made]


print(captured_comprehension(3))


def late_read():
    gen = ((seen := v) for v in range(3))
    try:
        print(seen)
    except NameError as err:
        print(type(err).__name__, err)
    print(list(gen), seen)


late_read()
