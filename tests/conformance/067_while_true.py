# while True loops exited with break or return.
def first_power_above(base, limit):
    p = 1
    while True:
        if p > limit:
            return p
        p *= base


print(first_power_above(2, 1000), first_power_above(3, 10 ** 20))
n = 0
while True:
    n += 1
    if n % 7 == 0 and n % 5 == 0:
        break
print(n)
queue = [1]
seen = []
while True:
    if not queue:
        break
    x = queue.pop(0)
    seen.append(x)
    if x < 20:
        queue.append(x * 2)
        queue.append(x * 3)
print(seen)
i = 10
while 1:
    i -= 3
    if i < 0:
        break
    continue
print(i)
