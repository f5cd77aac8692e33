# expect: 16: RuntimeError: failed at 2
# A generator function wrapped by a decorator that forwards *args/**kwargs: the wrapper
# returns the generator before it runs, so the traceback shows the loop that consumes it
# and the generator's own frame, but not the wrapper.
def deco(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


@deco
def numbers(n, *, fail_at):
    for i in range(n):
        if i == fail_at:
            raise RuntimeError("failed at %d" % i)
        yield i


def consume(*gens):
    out = []
    for g in gens:
        for x in g:
            out.append(x)
    return out


print(consume(numbers(3, fail_at=5)))
print(consume(numbers(3, fail_at=9), numbers(4, fail_at=2)))
