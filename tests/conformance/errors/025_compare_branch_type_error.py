# expect: 5: TypeError: '<' not supported between instances of 'str' and 'int'
# `if a < 2` on a local and a constant after the site specialized to ints: the fast path
# deopts and the generic compare-and-branch raises.
def small(a):
    if a < 2:
        return True
    return False


for k in range(40):
    small(k)
print(small("s"))
