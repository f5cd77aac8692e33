# Builtins called with * and ** spreads and keyword arguments: print with sep/end, max and
# min over spread arguments with key/default, zip(*rows) transposition, dict(**d, k=v),
# sorted/range/str.format/enumerate/sum/isinstance fed from spreads.

xs = [3, 1, 4, 1, 5]
print(*xs)
print(*xs, sep=", ")
print(*xs, sep="", end="|\n")
print(*"abc", sep="-")
print(*[], sep="x")
print("a", *xs, "b", sep=":")
opts = {"sep": "/", "end": " <end>\n"}
print(*xs, **opts)
print(*range(3), **{"sep": "+"})
print(*(w.upper() for w in ["p", "q"]))
print(max(*xs), min(*xs), max(*xs, key=lambda v: -v), min(*"hello"))
print(max(xs, key=lambda v: v % 3), min(*[(2, "b"), (1, "z"), (1, "a")]))
print(max([], default=None), min(*[[7, 8]]), max(*[[1, 2], [1, 3]]))
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print(list(zip(*matrix)))
print([list(row) for row in zip(*matrix)])
print(list(zip(*zip(*matrix))) == [tuple(r) for r in matrix])
print(list(zip(*[])), list(zip(*["ab", "cd", "ef"])))
rotated = [list(r) for r in zip(*matrix[::-1])]
print(rotated)
base = {"a": 1, "b": 2}
print(dict(**base, c=3), dict(base, **{"b": 20}), dict(x=1, **base))
print(dict(**{"k": 0}), dict(**base, **{"z": 26}))
print(sorted(*[[3, 1, 2]]), sorted(*[[3, 1, 2]], reverse=True))
print(sorted([5, 2, 8], **{"key": lambda v: -v}))
print(list(range(*[2, 10, 3])), list(range(*(5,))), list(range(*[10, 0, -4])))
print("{} + {} = {}".format(*[1, 2, 3]), "{x}-{y}".format(**{"x": "X", "y": "Y"}))
print("{0}{1}{0}".format(*"ab"), "{a}{b}".format(a=1, **{"b": 2}))
print(list(enumerate(*["xyz"])), list(enumerate(*["xy"], **{"start": 10})))
print(sum(*[[1, 2, 3]]), sum(*[[1, 2, 3], 100]), sum([1, 2], *[10]))
print(isinstance(*[5, int]), isinstance(*("s", (int, str))))
print(abs(*[-3]), divmod(*[17, 5]), pow(*[2, 10]), pow(*[2, 10, 1000]))
print(round(*[3.14159, 2]), round(*[2.5]), int(*["ff", 16]), str(*[42]))
print(list(zip(*[[1, 2], [10, 20]], *[["a", "b"]])))
print(tuple(*[[1, 2]]), list(*["ab"]), set(*[[3, 3, 1]]))
pairs = [("a", 1), ("b", 2)]
print(dict(*[pairs]), dict(pairs, **{"c": 3}))
print(" ".join(*[["x", "y"]]), "-".join(str(v) for v in xs))
print(len(*[xs]), repr(*["q"]), chr(*[65]), ord(*["A"]))
print(getattr(*[xs, "count"])(1), hasattr(*[xs, "nope"]))
args = ["%s=%d", ("n", 5)]
print(args[0] % args[1], "{}{}".format(*args[1]))
s = "a,b,,c"
print(s.split(*[","]), s.split(",", *[1]), s.replace(*[",", ";"]), s.split(*[",", 2]))
lst = [1, 2]
lst.extend(*[[3, 4]])
lst.insert(*[0, 0])
print(lst, lst.index(*[3]), lst.pop(*[]), lst)
d = {}
d.update(*[{"a": 1}], **{"b": 2})
print(d, d.get(*["c", "none"]), d.setdefault(*["e", 5]), d)
print(*[1, 2], *[3], sep="")
print(*zip(*matrix), sep="\n")
