# expect: 7: ValueError: Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; use sys.set_int_max_str_digits() to increase the limit
# int() of a decimal string longer than sys.get_int_max_str_digits() allows.
digits = "9" * 4301
small = int(digits[:4300])
print(len(str(small)))
print("converting")
n = int(digits)
print("not reached", n)
