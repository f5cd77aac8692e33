# permutations, combinations, combinations_with_replacement and product.
from itertools import permutations, combinations, combinations_with_replacement, product


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


print(list(permutations([1, 2, 3])))
print(list(permutations("abcd", 2)))
print(list(permutations(range(3), 0)), list(permutations(range(3), 4)))
print(list(permutations([])), list(permutations([], 0)), list(permutations([], 1)))
print(len(list(permutations(range(6)))), len(list(permutations(range(7), 3))))
print(list(permutations("ab", r=2)), list(permutations(iterable="xy")))
print(list(combinations("abcd", 2)))
print(list(combinations(range(5), 3)))
print(list(combinations([1, 2], 0)), list(combinations([1, 2], 3)), list(combinations([], 0)))
print(len(list(combinations(range(20), 4))))
print(list(combinations_with_replacement("abc", 2)))
print(list(combinations_with_replacement([1, 2], 3)))
print(list(combinations_with_replacement([], 2)), list(combinations_with_replacement([], 0)))
print(list(combinations_with_replacement("ab", 0)))
print(list(product("ab", [1, 2])))
print(list(product([0, 1], repeat=3)))
print(list(product()), list(product(repeat=0)), list(product([1], [])))
print(list(product("ab", "xy", repeat=2))[:6])
print(list(product(range(2), repeat=0)), list(product("a", repeat=True)))
print(sum(1 for _ in product(range(4), repeat=4)))


def gen(n):
    print("gen starts")
    for i in range(n):
        yield i


p = permutations(gen(3), 2)
print("made")
print(next(p), next(p))
c = combinations(gen(4), 2)
print(list(c))
pr = product(gen(2), "ab")
print(list(pr))

# The pools are read up front: later changes do not show.
data = [1, 2]
it = product(data, repeat=2)
data.append(3)
print(list(it))

show("perm neg", lambda: permutations([1], -1))
show("perm str r", lambda: permutations([1], "a"))
show("perm float r", lambda: permutations([1], 1.0))
show("comb missing", lambda: combinations([1]))
show("comb neg", lambda: combinations([1], -1))
show("cwr neg", lambda: combinations_with_replacement([1], -2))
show("product neg", lambda: product([1], repeat=-1))
show("product kw", lambda: product([1], foo=-1))
show("product not iterable", lambda: product(1))
show("perm not iterable", lambda: permutations(None))
show("comb kw", lambda: list(combinations(iterable="abc", r=2)))
show("comb dup", lambda: combinations("abc", 2, r=2))
show("comb huge", lambda: combinations(range(3), 10**18))
show("cwr huge", lambda: combinations_with_replacement(range(3), 10**18))
show("perm huge", lambda: permutations(range(3), 10**18))
show("product huge", lambda: product([1], repeat=10**18))
show("comb too big", lambda: combinations(range(3), 2**63))
