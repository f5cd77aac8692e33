# for ... else and while ... else: the else clause runs when the loop ends without break.


def find(items, target):
    for i, x in enumerate(items):
        if x == target:
            print("found", target, "at", i)
            break
    else:
        print(target, "not found")


find([3, 1, 4], 4)
find([3, 1, 4], 5)
find([], 1)


def first_divisor(n):
    d = 2
    while d * d <= n:
        if n % d == 0:
            break
        d += 1
    else:
        return None
    return d


for n in [15, 17, 49, 2]:
    print(n, first_divisor(n))

for i in range(3):
    for j in range(3):
        if i + j == 3:
            break
    else:
        print("inner finished for", i)
        continue
    print("inner broke for", i)

count = 0
while count < 3:
    count += 1
else:
    print("while finished at", count)
