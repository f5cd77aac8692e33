# Wrappers that forward `*args` (and `**kwargs`) to the next function, called over and
# over with argument lists of changing length (none, a few, more than sixty-four, a
# long list spread), with defaults filling what is not passed: every call gets exactly
# its own arguments, whatever the calls before it passed.


def count(*args):
    return (len(args), sum(args), args[:2], args[-1:])


def three(a, b=10, c=20):
    return a + b + c


def wrap(f):
    def wrapper(*args, **kwargs):
        return f(*args, **kwargs)

    return wrapper


wc = wrap(count)
w3 = wrap(three)
out = []
for i in range(40):
    n = (0, 1, 3, 70, 200, 2)[i % 6]
    out.append(wc(*range(n)))
    out.append(w3(*range(1 + i % 3)))
    out.append(w3(i, c=1))
print(out[:6])
print(out[-6:])
big = list(range(100000))
print(wc(*big)[:3], wc(1, 2)[0], w3(5))
try:
    w3(*range(4))
except TypeError as e:
    print(e)
try:
    w3()
except TypeError as e:
    print(e)
