# array.array: indexing (negative, bool, out of range), index assignment, slices with
# steps, slice assignment from arrays, deletion; CPython's errors
from array import array


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


a = array('i', range(10))
print(a[0], a[9], a[-1], a[-10], a[True], a[False])
show(lambda: a[10])
show(lambda: a[-11])
show(lambda: a[2**70])
show(lambda: a['1'])
show(lambda: a[1.0])
show(lambda: a[None])
print(a[2:5], a[:3], a[7:], a[::3], a[::-1], a[8:2:-2], a[5:2], a[-3:], a[-100:100])
print(a[slice(1, 9, 4)], array('d')[0:5], type(a[1:3]) is array)
show(lambda: a[::0])


def setitem(x, k, v):
    x[k] = v
    return x


b = array('h', [1, 2, 3])
b[0] = 10
b[-1] = 30
b[True] = 20
print(b)
show(lambda: setitem(b, 3, 1))
show(lambda: setitem(b, -4, 1))
show(lambda: setitem(b, 'k', 1))
show(lambda: setitem(b, 3, 'x'))
show(lambda: setitem(b, 0, 'x'))
show(lambda: setitem(b, 0, 40000))
print(b)

c = array('d', [0.0, 1.0, 2.0, 3.0, 4.0])
c[1:3] = array('d', [9.0, 9.5, 9.75])
print(c)
c[:] = array('d', [1.0])
print(c)
c[5:] = array('d', [2.0, 3.0])
print(c)
c[0:0] = c
print(c)
c[::2] = array('d', [-1.0, -2.0, -3.0])
print(c)
c[::-1] = array('d', [5.0, 6.0, 7.0, 8.0, 9.0, 10.0])
print(c)
c[3:1] = array('d', [0.5])
print(c)
show(lambda: setitem(c, slice(0, 2), [1.0, 2.0]))
show(lambda: setitem(c, slice(0, 2), array('f', [1.0])))
show(lambda: setitem(c, slice(None, None, 2), array('d', [1.0])))
show(lambda: setitem(c, slice(None, None, 0), array('d')))

d = array('b', range(10))
del d[0]
del d[-1]
print(d)
del d[2:4]
print(d)
del d[::2]
print(d)
del d[::-1]
print(d, len(d))
e = array('Q', [1, 2, 3])


def delete(x, k):
    del x[k]


for k in [3, -4, 'a', 1.5]:
    try:
        delete(e, k)
    except Exception as ex:
        print(type(ex).__name__, ex)
print(e)
