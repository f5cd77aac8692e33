# The same operation sees different types after warming up: results must not change when an
# implementation specializes and then has to fall back.
def add(a, b):
    return a + b


def lt(a, b):
    return a < b


def get(container, key):
    return container[key]


def count_in(container, x):
    return container.count(x)


results = []
for i in range(200):
    results.append(add(i, 1))
print(results[-1])
print(add(1.5, 2), add(2, 1.5), add("a", "b"), add([1], [2]), add((1,), (2,)))
print(add(2 ** 62, 2 ** 62), add(True, True), add(-(2 ** 63), -1))
for i in range(200):
    lt(i, 100)
print(lt(1.5, 2), lt("a", "b"), lt([1], [0]), lt(2 ** 70, 1), lt(True, 2))
for i in range(200):
    get([1, 2, 3], i % 3)
print(get({"k": "dict"}, "k"), get("str", 1), get((7, 8), -1), get([1, 2], True))
for i in range(200):
    count_in([1, 1, 2], 1)
print(count_in("banana", "a"), count_in((1, 1), 1), count_in([1, 1], 1))
total = 0
for i in range(300):
    if i < 150:
        total += i
    elif i < 250:
        total += 0.5
    else:
        total += 2 ** 64
print(total)
x = 0
for i in range(300):
    x = x * 3 + 1
print(x % 1000000007, x > 2 ** 400)
