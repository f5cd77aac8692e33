# Globals and functions rebound after many calls: cached lookups must notice.
LIMIT = 10


def under_limit(x):
    return x < LIMIT


def helper(x):
    return x + 1


def call_helper(x):
    return helper(x)


hits = 0
for i in range(200):
    if under_limit(i):
        hits += 1
print(hits)
LIMIT = 100
hits = 0
for i in range(200):
    if under_limit(i):
        hits += 1
print(hits)
for i in range(200):
    call_helper(i)
print(call_helper(1))


def helper(x):
    return x * 100


print(call_helper(1))
print_me = "a string"
for i in range(100):
    LIMIT = i
print(LIMIT, under_limit(98), under_limit(99), print_me)
items = [1, 2, 3]
for i in range(100):
    n = len(items)
items = "ab"
print(n, len(items))
