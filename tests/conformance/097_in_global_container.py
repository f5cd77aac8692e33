# `x in g` / `x not in g` with `g` a global read in place (`CONTAINS_GLOBAL`): dict, set,
# list, str and tuple globals, a global rebound from a dict to a set and then to a list
# under a site that specialized, a global first bound after the function was defined,
# a local of the same name (not the global), and `not in` in loop conditions.
SEEN = {1: "a", 2: "b"}
PRIMES = {2, 3, 5, 7, 11}
WORDS = ["x", "yy"]
LETTERS = "abc"
PAIR = (4, 5)


def count_in(xs):
    n = 0
    for x in xs:
        if x in SEEN:
            n += 1
        if x not in PRIMES:
            n += 10
    return n


print(count_in(range(12)))
print("x" in WORDS, "z" in WORDS, "b" in LETTERS, "d" not in LETTERS, 5 in PAIR)

SEEN = {5, 6}
print(count_in(range(8)))
SEEN = [0, 1, 0]
print(count_in(range(3)))


def late(k):
    return k in LATER


LATER = {"k": 1}
print(late("k"), late("j"))


def shadow(PRIMES):
    return 3 in PRIMES


print(shadow([3]), shadow([]))

memo = {1: 1}
m = 27
steps = 0
while m not in memo:
    m = m // 2 if m % 2 == 0 else 3 * m + 1
    steps += 1
print(steps, m)
