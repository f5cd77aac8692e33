# expect: 6: OverflowError: too many retries
# An exception thrown into a suspended generator that does not catch it: the traceback
# names the throw() call, then the generator at the yield where it was suspended.
def worker():
    for step in range(10):
        got = yield step
        print("step", step, "got", got)


w = worker()
print(next(w))
print(w.send("hello"))
w.throw(OverflowError("too many retries"))
