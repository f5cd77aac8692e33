# expect: 6: MemoryError
# More bytes than can be addressed: a MemoryError, not an abort.
pair = [0, 1]
print(len(pair * 4), len((0, 1) * 4))
t = (0, 1) * 3
print(pair * 2 ** 62)
