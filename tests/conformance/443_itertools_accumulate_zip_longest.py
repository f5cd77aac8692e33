# accumulate and zip_longest.
from itertools import accumulate, zip_longest
import operator


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


print(list(accumulate([1, 2, 3, 4, 5])))
print(list(accumulate([1, 2, 3, 4], operator.mul)))
print(list(accumulate([3, 1, 4, 1, 5, 9, 2], max)))
print(list(accumulate("abc")), list(accumulate([[1], [2], [3]])))
print(list(accumulate([0.1, 0.2, 0.3])), list(accumulate([2**62, 2**62, 2**62])))
print(list(accumulate([1, 2, 3], initial=100)), list(accumulate([], initial=5)))
print(list(accumulate([])), list(accumulate([7])))
print(list(accumulate([1, 2, 3], lambda a, b: a * 10 + b)))
print(list(accumulate(iterable=[1, 2], func=operator.sub, initial=10)))
print(list(accumulate([5, 2, 1], func=None)), list(accumulate([1, 2], initial=None)))
print(list(accumulate(range(5), operator.add, initial=0)))
show("acc none", lambda: accumulate())
show("acc too many", lambda: accumulate([1], 1, 2))
show("acc bad func", lambda: list(accumulate([1, 2], 1)))
show("acc bad add", lambda: list(accumulate([1, "a"])))
show("acc bad kw", lambda: accumulate([1], fn=max))
show("acc not iterable", lambda: accumulate(3))

print(list(zip_longest("abc", [1])))
print(list(zip_longest("ab", [1, 2, 3], fillvalue="-")))
print(list(zip_longest()), list(zip_longest([])), list(zip_longest([], [])))
print(list(zip_longest([1, 2], [], [3], fillvalue=0)))
print(dict(zip_longest("abc", range(2))))


def gen(n):
    for i in range(n):
        print("gen", i)
        yield i


print(list(zip_longest(gen(2), gen(3))))
show("zl kw", lambda: zip_longest([1], fill=1))
show("zl not iterable", lambda: zip_longest([1], 2))
