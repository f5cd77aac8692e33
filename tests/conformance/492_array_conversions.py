# array.array: which values each typecode takes (ints, bools, floats, big ints, others)
# and what comes out (floats of 'f' rounded to single precision, unsigned 64-bit ints)
from array import array


def attempt(tc, v):
    try:
        a = array(tc)
        a.append(v)
        return repr(a[0])
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)


inf = float('inf')
nan = float('nan')
values = [0, -7, True, False, 1.0, 2.5, -0.0, inf, -inf, 2**53 + 1, 10**20, -10**20,
          10**400, '1', None, [1], (2,), 'x']
for tc in "bBhHiIlLqQfd":
    print(tc, [attempt(tc, v) for v in values])
print(array('d', [nan])[0] != array('d', [nan])[0])
print(array('f', [0.1, 1e39, -1e39, 3.4e38, 1e-46]))
print(array('f', [16777217, 2**100]), array('d', [2**100, 2**53 + 1]))
print(array('Q', [2**64 - 1, 2**63])[0], array('L', [2**63 + 5]).tolist())
print(array('I', [4294967295])[0] + 1, array('q', [-2**63])[0] - 1)
a = array('d')
a.append(3)
a.append(True)
a.extend([1, 2.5])
a.insert(0, -1)
a[1] = 7
print(a, [type(x).__name__ for x in a])
b = array('i', [1, 2])
for v in [1.5, '3', None, 2.0]:
    try:
        b[0] = v
    except TypeError as e:
        print('TypeError', e)
print(b)
