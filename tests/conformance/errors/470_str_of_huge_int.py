# expect: 6: ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
# str() of an int with more decimal digits than the limit, uncaught; print writes the
# pieces before the failing argument first.
n = 7 ** 6000
print(n.bit_length())
print("the number is", n)
