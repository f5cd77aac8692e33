# expect: 15: TypeError: k() missing 1 required positional argument: 'b'
def k(a, b=1, *, c=2):
    return a + b + c


total = 0
for i in range(30):
    total += k(i, c=i)
print(total)
k.__defaults__ = (5,)
for i in range(30):
    total += k(i, c=i)
print(total)
k.__defaults__ = None
k(1, c=1)
