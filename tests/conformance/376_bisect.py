# bisect: left/right, lo/hi (positional and keyword), key=, insort on lists.
import bisect
a = [1, 2, 2, 2, 3, 5, 8]
for x in [0, 1, 2, 4, 8, 9]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x), bisect.bisect_left(a, x, 2), bisect.bisect_right(a, x, 0, 3), bisect.bisect_left(a, x, lo=1, hi=5))
b = []
for x in [5, 1, 4, 1, 3, 9]:
    bisect.insort(b, x); bisect.insort_left(b, x * 10)
print(b)
recs = [("a", 1), ("b", 3), ("c", 5)]
print(bisect.bisect_left(recs, 3, key=lambda r: r[1]), bisect.bisect_right(recs, 3, key=lambda r: r[1]))
bisect.insort(recs, ("d", 4), key=lambda r: r[1]); print(recs)
print(bisect.bisect("abcdef", "c"), bisect.bisect((1, 3, 5), 4))
try: bisect.bisect_left(a, 1, -1)
except ValueError as e: print("ValueError", e)
print(bisect.insort, bisect.bisect, bisect.insort is bisect.insort_right, bisect.bisect is bisect.bisect_right)
