# expect: 18: TypeError: unsupported operand type(s) for -=: 'S' and 'S'
# The site runs S.__isub__ in a frame once it has specialized; NotImplemented from it,
# with no __sub__ or __rsub__, is still the TypeError (with the augmented symbol).
class S:
    def __init__(self, x):
        self.x = x

    def __isub__(self, other):
        if other.x > 0:
            self.x -= other.x
            return self
        return NotImplemented


s = S(100)
for i in range(30):
    t = S(29 - i)
    s -= t
print(s.x)
