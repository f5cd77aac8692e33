# array.array: each typecode's range, at its bounds and past them, on every path that
# converts an item (constructor, append, index assignment, insert, extend, fromlist)
from array import array

bounds = {
    'b': (-128, 127), 'B': (0, 255), 'h': (-32768, 32767), 'H': (0, 65535),
    'i': (-2**31, 2**31 - 1), 'I': (0, 2**32 - 1), 'l': (-2**63, 2**63 - 1),
    'L': (0, 2**64 - 1), 'q': (-2**63, 2**63 - 1), 'Q': (0, 2**64 - 1),
}
probes = [-2**64 - 5, -2**63 - 1, -2**31 - 1, -32769, -129, -1, 256, 32768, 65536,
          2**31, 2**32, 2**63, 2**64, 10**30]


def attempt(tc, v):
    try:
        return repr(array(tc, [v]))
    except OverflowError as e:
        return 'OverflowError: ' + str(e)


for tc in "bBhHiIlLqQ":
    lo, hi = bounds[tc]
    print(tc, array(tc, [lo, hi]), array(tc, [lo, hi])[1] == hi)
    for v in [lo - 1, hi + 1] + probes:
        print('  ', tc, v, attempt(tc, v))

for tc in "bBhHiIlLqQ":
    lo, hi = bounds[tc]
    a = array(tc, [lo])
    for how in range(5):
        try:
            if how == 0:
                a.append(hi + 1)
            elif how == 1:
                a[0] = lo - 1
            elif how == 2:
                a.insert(0, hi + 1)
            elif how == 3:
                a.extend([hi, hi + 1])
            else:
                a.fromlist([lo, lo - 1])
        except OverflowError as e:
            print(tc, how, 'OverflowError', e)
    print(tc, a)
