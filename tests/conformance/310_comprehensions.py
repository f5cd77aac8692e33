# List, set and dict comprehensions: several `for` clauses, conditions, nesting, and the
# loop variable not leaking into the enclosing scope.

squares = [x * x for x in range(6)]
print(squares)
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(i, j) for i in range(3) for j in range(i)])
print([[c for c in word] for word in ["ab", "cde"]])
print({x % 4 for x in range(10)})
print({k: len(k) for k in ["a", "bb", "ccc"]})
print({v: k for k, v in {"x": 1, "y": 2}.items()})

x = "outer"
print([x for x in range(3)], x)


def grid(n):
    return [[r * n + c for c in range(n)] for r in range(n)]


print(grid(3))


def evens_in(rows):
    return [v for row in rows for v in row if v % 2 == 0]


print(evens_in(grid(4)))
words = ["apple", "bob", "kayak", "level", "python"]
print([w.upper() for w in words if w == w[::-1]])
print(sum([n for n in range(101)]), len({c for c in "mississippi"}))
