# expect: 7: TypeError: unsupported operand type(s) for -=: 'str' and 'int'
# `x -= 1` on a local names the local and the constant in one instruction.
def f(x):
    for k in range(30):
        x -= 1
    x = "s"
    x -= 1
    return x


print(f(100))
f(100)
