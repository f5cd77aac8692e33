# expect: 8: TypeError: SystemRandom.randbytes() missing 1 required positional argument: 'n'
import random

r = random.SystemRandom()
print(0 <= r.random() < 1, r.seed(42), len(r.randbytes(4)))
# randbytes is SystemRandom's own method (os.urandom); it needs a count.
print(len(random.Random(1).randbytes(3)))
print(r.randbytes())
