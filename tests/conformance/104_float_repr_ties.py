# repr and str of a float are the shortest string that reads back the same; when two
# such strings are equally close to the exact value, the even last digit wins (CPython).
print(2 ** 31 + 0.01953125, repr(2 ** 31 + 0.01953125), str(-(2 ** 31 + 0.01953125)))
print(1020.12384033203125, 20502029.747070312, 9362814335.3828125, 3.5781326293945312)
x = 1 / 128
for i in range(12):
    print(1000 + x, 2 ** 40 + x * 1000, [1 + x / 2 ** 30], (x * 3,))
    x = x * 3 / 2
print('%r %s' % (2 ** 31 + 0.01953125, 2 ** 31 + 0.01953125))
print('{} {!r}'.format(2 ** 31 + 0.01953125, 1020.12384033203125))
print(str(2 ** 31 + 0.01953125), {1: 2 ** 31 + 0.01953125})
# With a precision, the exact decimal expansion rounds half to even too.
print('%.0f %.0f %.1f %.2f %.3f' % (0.5, 2.5, 0.25, 1.125, 2.0625))
print('%.2e %.1e %.3g %.2g' % (1.125, 0.25, 2.0625, 0.125))
print(round(0.125, 2), round(2.5), round(0.375, 2), round(2.675, 2), round(1.0625, 3))
print(5e-324, 1.7976931348623157e308, 1e16, 1e15, 1e-5, 0.0001, 1e22, 123456789012345678.0)
