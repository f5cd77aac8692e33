# A dict's keys and items views are sets to -, &, |, ^ (with any iterable on either
# side; the result a set in CPython's order) and to the comparisons (inclusion).
a = {1: "a", 2: "b", 3: "c", 40: "d"}
b = {3: "x", 40: "d", 5: "y"}
ka, kb = a.keys(), b.keys()
print(ka - kb, kb - ka, ka & kb, kb & ka, ka | kb, kb | ka, ka ^ kb, kb ^ ka)
print(ka & {2, 3, 99}, {2, 3, 99} & ka, ka & [40, 1, 7], ka & (3, 2), [2, 40] & ka)
print(ka | [7, 1], {7, 1} | ka, ka - {1, 2}, {1, 2, 8} - ka, ka ^ {1, 8}, {1, 8} ^ ka)
print(ka - range(3), ka | range(2), ka & iter([3, 3, 40]))
ia, ib = a.items(), b.items()
print(sorted(ia & ib), sorted(ia - ib), len(ia | ib), sorted(ia ^ ib))
print(ia & {(3, "c"), (9, "z")}, {(40, "d")} & ia, sorted(ia - {(1, "a")}))
print(ka == {1, 2, 3, 40}, {1, 2, 3, 40} == ka, ka == {1, 2}, ka != {1, 2}, ka == [1, 2, 3, 40])
print(ka <= {1, 2, 3, 40, 9}, ka < {1, 2, 3, 40}, ka >= {1, 40}, ka > {1, 2, 3, 40}, {1} < ka)
print(ka == a.keys(), kb <= ka, (kb & ka) <= ka, ia == a.items(), ia >= {(1, "a")})
print(ia == {(1, "a"), (2, "b"), (3, "c"), (40, "d")}, ia == {(1, "a")})
print(type(ka - kb).__name__, type(ka & ka).__name__, ka - ka, ka & set())
d = {}
print(d.keys() | set(), d.keys() & {1}, d.keys() == set(), d.keys() <= set())
for bad in [5, None]:
    try:
        print(ka | bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    print(ka < [1])
except TypeError as e:
    print("TypeError:", e)
try:
    print({1: [2]}.items() | {1})
except TypeError as e:
    print("TypeError:", e)
k = a.keys()
k -= {1}
print(k, type(k).__name__, a)
