# for loops over generators whose items go straight into the loop's local (FOR_ITER_FAST_GEN,
# Step::SendToLocal): del of the target in the body, break and resuming the generator
# elsewhere, nested loops over one generator, errors, a generator advancing itself,
# deep recursion through generator loops, for-else.
def count(n):
    for i in range(n):
        yield i

def body_del():
    out = []
    for x in count(4):
        out.append(x)
        del x
    return out
print(body_del())

def brk():
    g = count(10)
    for x in g:
        if x == 3:
            break
    return x, next(g), list(g)
print(brk())

def nested_same():
    g = count(6)
    pairs = []
    for a in g:
        for b in g:
            pairs.append((a, b))
            if b % 2:
                break
    return pairs
print(nested_same())

def raising():
    yield 1
    raise ValueError("in gen")

def catch():
    got = []
    try:
        for v in raising():
            got.append(v)
    except ValueError as e:
        got.append(str(e))
    return got
print(catch())

def self_ref():
    def gen():
        yield 1
        yield from loop_over_me()
    g = None
    def loop_over_me():
        for v in g:
            yield v
    g = gen()
    try:
        return list(g)
    except ValueError as e:
        return str(e)
print(self_ref())

def deep(n):
    if n == 0:
        yield 0
        return
    for v in deep(n - 1):
        yield v + 1
print(list(deep(50)))

def rebind_loop_var_in_gen():
    x = "before"
    def gen():
        yield 1
        yield 2
    for x in gen():
        pass
    return x
print(rebind_loop_var_in_gen())

def with_else():
    for x in count(3):
        pass
    else:
        return ("else", x)
print(with_else())

def gen_objs():
    for i in range(3):
        yield [i] * 2
def hold():
    last = None
    for o in gen_objs():
        last = o
    return last, o
print(hold())
