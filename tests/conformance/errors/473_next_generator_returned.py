# expect: 13: StopIteration: finished 5
def gen(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return "finished %d" % i


def pull(it, k):
    total = 0
    for _ in range(k):
        total += next(it)
    return total


print(pull(gen(100), 10))
g = gen(5)
print(pull(g, 3))
print(pull(g, 3))
