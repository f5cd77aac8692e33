# Loops whose target is a global (one `STORE_ITEM_GLOBAL`): at module level, in a
# function that declares it global, a target first bound by the loop, nested loops
# rebinding one global, and a target that shadows a builtin while builtin lookups of
# that name are cached (the new global must win from then on).
total = 0
for i in range(5):
    total += i
print(total, i)


def count_up(n):
    global counter
    for counter in range(n):
        pass
    return counter


print(count_up(4), counter)

for fresh in "ab":
    for fresh2 in [fresh, fresh + fresh]:
        print(fresh, fresh2, end="; ")
print()

# The inner loop rebinds the outer loop's global; the outer iterator goes on regardless.
for k in range(3):
    for k in "xy":
        print(k, end=" ")
print(k)


def magnitude(x):
    return abs(x)


print(magnitude(-3), magnitude(-4.5))
for abs in [len]:
    pass
print(magnitude("hello"), magnitude([1, 2]))
