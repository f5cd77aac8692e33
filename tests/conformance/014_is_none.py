# is / is not, mostly with None, True and False.
def nothing():
    pass


def maybe(x):
    if x > 0:
        return x
    return None


print(nothing() is None, nothing() is not None)
print(maybe(3) is None, maybe(-3) is None)
x = None
print(x is None, x is not None, x == None)
y = [1, 2]
z = y
w = [1, 2]
print(y is z, y is w, y == w, y is not w)
print(True is True, False is False, True is not False)
print((1 == 1) is True, (1 == 2) is False)
r = maybe(0)
if r is None:
    print("got None")
else:
    print("got", r)
print(None is False, None is not False)
a = "text"
b = a
print(a is b)
