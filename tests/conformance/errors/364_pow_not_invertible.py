# expect: 3: ValueError: base is not invertible for the given modulus
print(pow(3, -1, 7), pow(-3, -2, 11), pow(3, -1, -7))
print(pow(2, -1, 4))
