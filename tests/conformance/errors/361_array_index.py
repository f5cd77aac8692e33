# expect: 6: IndexError: array index out of range
from array import array


def last_plus_one(a):
    return a[len(a)]


print(last_plus_one(array('d', [1.0, 2.0])))
