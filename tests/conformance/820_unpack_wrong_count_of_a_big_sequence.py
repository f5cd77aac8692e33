# Unpacking a list or tuple checks its length before it copies anything: a wrong count
# on a big sequence raises at once (this loop copied a million items per try before).
big = list(range(10**6))
caught = 0
for i in range(300):
    try:
        a, b = big
    except ValueError as e:
        caught += 1
        msg = str(e)
print(caught, msg)
t = tuple(big)
try:
    first, second, third = t[:2]
except ValueError as e:
    print(e)
try:
    (only,) = t
except ValueError as e:
    print(e)
x, y = big[:2]
p, q, r = t[-3:]
print(x, y, p, q, r)
# a list that changes length between attempts
grow = []
for k in range(4):
    try:
        a, b = grow
        print("unpacked", a, b)
    except ValueError as e:
        print(k, e)
    grow.append(k)
