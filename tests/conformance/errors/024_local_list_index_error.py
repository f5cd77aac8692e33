# expect: 5: IndexError: list index out of range
# `c[i]` on two locals after the site specialized to lists: the fast path deopts and the
# generic instruction raises.
def get(c, i):
    return c[i]


for k in range(40):
    get([1, 2, 3], k % 3)
print(get([1, 2, 3], 3))
