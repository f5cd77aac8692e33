# expect: 7: OverflowError: unsigned byte integer is greater than maximum
from array import array


def fill(a, n):
    for i in range(n):
        a.append(i * 64)
        print(a)


fill(array('B'), 10)
