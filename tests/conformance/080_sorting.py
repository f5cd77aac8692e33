# list.sort and sorted: lists one total order covers (ints, floats without NaN, strings,
# tuples of those position by position) and everything else (mixed numbers, bools, big
# ints, NaN, nested tuples), forward and reversed, with the stability that equal items
# show (0.0 and -0.0, 1 and 1.0 and True).

words = ["pear", "apple", "fig", "Äpfel", "banana", "apple", "", "zoë", "Zed"]
print(sorted(words), sorted(words, reverse=True))
print(sorted([5, -3, 0, 2 ** 40, -(2 ** 62), 7, 5]), sorted([3, 1, 2], reverse=True))
print(sorted([0.0, -0.0, 1.5, -2.25, float("inf"), float("-inf")]))
print(sorted([0.0, -0.0, 1.5]), sorted([-0.0, 0.0, 1.5], reverse=True))
pairs = [(3, "c"), (1, "b"), (3, "a"), (2, "z"), (1, "a"), (3, "c")]
print(sorted(pairs), sorted(pairs, reverse=True))
print(sorted([(1, 2, 3), (1, 2), (1,), (0, 9), (1, 2, 0)]))
print(sorted([(2.5, "x"), (-1.0, "y"), (2.5, "a")], reverse=True))
ranked = []
counts = {"to": 3, "be": 3, "or": 1, "not": 2}
for w in counts:
    ranked.append((counts[w], w))
ranked.sort()
ranked.reverse()
print(ranked)

# Not covered by one order: Python's own comparisons decide.
print(sorted([1, 1.0, True, 0.5, False, 2 ** 70, -(2 ** 65)]))
print(sorted([True, 1, 1.0], reverse=True), sorted([(1, "a"), (1.0, "b"), (True, "c")]))
print(sorted([((2, 1), "x"), ((1, 5), "y")]), sorted([[3], [1, 2], []]))
nan = float("nan")
print(len(sorted([3.0, nan, 1.0, 2.0])), sorted([nan]), sorted([1.0, 2.0, nan]).count(2.0))
print(sorted([(1, "b"), (2, 3), (0, "a")]))
xs = [9, 4, 7]
xs.sort(reverse=True)
print(xs, sorted([]), sorted(["only"]), sorted("banana"), sorted((3, 1, 2)))
