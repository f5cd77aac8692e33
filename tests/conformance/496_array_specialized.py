# array.array in hot loops: every subscript and loop form the specializer has a member
# for (module level, locals, constant stores, conditions, for loops), and the same sites
# deoptimizing on a list, an out-of-range index, a value the array cannot hold
from array import array

g = array('d', [0.0] * 8)
for i in range(8):
    g[i] = i * 1.5
t = 0.0
for i in range(8):
    t += g[i]
for v in g:
    t += v
print(g, t)


def dot(a, b):
    s = 0
    for i in range(len(a)):
        s += a[i] * b[i]
    return s


def shifted(a):
    out = []
    for i in range(len(a) - 1):
        out.append(a[i + 1] - a[i])
    return out


def fill(a, v):
    for j in range(len(a)):
        a[j] = v
    return a


def zero(a):
    for j in range(len(a)):
        a[j] = 0
    return a


def count_true(a):
    n = 0
    for i in range(len(a) - 1):
        if a[i + 1]:
            n += 1
    return n


def total(a):
    s = 0
    for v in a:
        s += v
    return s


def store_via(holder, i, v):
    holder[0][i] = v


ints = array('i', range(10))
floats = array('d', [x / 4 for x in range(10)])
lst = list(range(10))
for rep in range(3):
    print(dot(ints, ints), dot(floats, floats), dot(ints, floats), dot(lst, lst), dot(floats, lst))
    print(shifted(ints), shifted(floats)[:3], shifted(lst)[:3])
    print(fill(array('h', [1] * 5), rep), fill([1] * 3, rep), fill(array('f', [0.0] * 3), 0.5 + rep))
    print(zero(array('Q', [5] * 4)), zero(array('d', [5.0] * 2)), zero([5] * 2))
    print(count_true(array('b', [1, 0, 2, 0, -1])), count_true(array('d', [0.0, 0.5, -0.0, float('nan')])),
          count_true([0, 1, 2]))
    print(total(ints), total(floats), total(lst), total(array('Q', [2**64 - 1, 1])))
    h = [array('L', [0, 0])]
    store_via(h, 1, 2**64 - 1)
    store_via(h, -2, rep)
    print(h)


def at(a, i):
    return a[i]


def put(a, i, v):
    a[i] = v


for trial in range(3):
    a = array('b', [1, 2, 3])
    for args in [(a, 0), (a, -1), (a, 3), (a, -4), ([9], 0), (a, True), (a, 'x')]:
        try:
            print(at(*args), end=' ')
        except Exception as e:
            print(type(e).__name__, e, end=' | ')
    print()
    for args in [(a, 0, 5), (a, 1, 200), (a, 2, 1.5), (a, 5, 1), (a, 0, -128), ([0], 0, 1.5), (a, -1, True)]:
        try:
            put(*args)
            print(args[0], end=' ')
        except Exception as e:
            print(type(e).__name__, e, end=' | ')
    print()

grow = array('i', [1, 2])
seen = []
for v in grow:
    seen.append(v)
    if len(grow) < 5:
        grow.append(v * 10)
print(seen, grow)
shrink = array('i', range(6))
seen = []
for v in shrink:
    seen.append(v)
    shrink.pop()
print(seen, shrink)
it = iter(array('d', [1.0]))
print(next(it), next(it, 'done'), next(it, 'done'))


def first_two(a):
    return a[0] + a[1]


def bump_first(a, v):
    a[0] = v
    return a


box = [array('i', [1, 2])]
for trial in range(3):
    for c in [array('i', [1, 2]), array('d', [0.5, 0.25]), [3, 4], array('b', [7])]:
        try:
            print(first_two(c), end=' ')
        except Exception as e:
            print(type(e).__name__, e, end=' | ')
    for c, v in [(array('h', [0]), trial), (array('f', [0.0]), 1.5), ([0], 'x'), (array('B'), 1), (array('B', [1]), 300)]:
        try:
            print(bump_first(c, v), end=' ')
        except Exception as e:
            print(type(e).__name__, e, end=' | ')
    box[0][1] = box[0][0] + trial
    tally = array('l', [0])
    for k in range(4):
        tally[0] += k
    print(box, tally[0], box[0][1])
