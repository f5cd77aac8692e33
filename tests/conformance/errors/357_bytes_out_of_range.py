# expect: 3: ValueError: bytes must be in range(0, 256)
def pack(values):
    return bytes(v * 2 for v in values)

print(pack([1, 2, 3]))
print(pack([100, 128]))
