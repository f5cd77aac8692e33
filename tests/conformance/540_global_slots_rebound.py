# Globals deleted and bound again while the sites that read them are specialized: a
# module-level `except E as e:` deletes `e` each time it runs, a deleted global reads as a
# NameError, a global bound after a builtin was cached shadows it, deleting it unshadows.
import math

total = 0
limit = 7


def bump(k):
    return total + k * limit


for i in range(300):
    try:
        if i % 3 == 0:
            raise KeyError(i)
        total = bump(1)
    except KeyError as e:
        total += len(str(e))
    if i == 120:
        del limit
        try:
            bump(1)
        except NameError as err:
            print("after del:", err)
        limit = 2
    if i == 200:
        len = lambda s: 1000
    if i == 250:
        del len
print(total)

try:
    e
except NameError as err:
    print(err)

# a global function replaced and deleted under a hot call site
def shape(n):
    return n + 1


seen = []
for i in range(150):
    if i == 60:
        def shape(n):
            return n * 2
    if i == 100:
        del shape
        try:
            shape(1)
        except NameError as err:
            seen.append(str(err))
        def shape(n):
            return -n
    seen.append(shape(i))
print(sum(x for x in seen if isinstance(x, int)), [x for x in seen if isinstance(x, str)])

# a module attribute deleted under a hot method-call site
hyp = []
for i in range(100):
    if i == 70:
        saved = math.hypot
        del math.hypot
    try:
        hyp.append(math.hypot(3, 4))
    except AttributeError as err:
        hyp.append(str(err))
        math.hypot = saved
print(hyp[0], hyp[69], hyp[70], hyp[71], len(hyp))

# globals stored through `for` targets and augmented assignment after a del
for item in range(5):
    pass
del item
for item in range(3):
    count = item
print(item, count)
