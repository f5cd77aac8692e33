# expect: 7: TypeError: 'int' object is not iterable
# The first iterable of a comprehension is evaluated (and iterated) in the enclosing
# frame, so its error shows no comprehension frame; a later one's shows it.


def pairs(n, m):
    return [(a, b) for a in n for b in m]


print(pairs([1, 2], [3]))
try:
    pairs([1], 5)
except TypeError as e:
    print("inner:", e)
pairs(4, [1])
