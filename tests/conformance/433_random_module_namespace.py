# The module's namespace: from-imports, import *, its constants; functions are the
# hidden generator's, so seeding through one name affects the others.
import random
import random as rnd
from random import seed, random as draw, randint as ri
from random import *

seed(10)
a = draw()
rnd.seed(10)
print(a == random(), ri(1, 9), randint(1, 9), choice("xyz"))
print(random is draw, rnd.random is draw, rnd is not None)
print(sorted(n for n in rnd.__all__ if n != "randbytes" and n != "SystemRandom")[:6])
print(rnd.BPF, rnd.RECIP_BPF, rnd.LOG4, rnd.SG_MAGICCONST, rnd.TWOPI, rnd.NV_MAGICCONST)
print(gauss.__name__, Random.__name__, shuffle.__name__, sample.__name__)
seed(3)
xs = [uniform(0, 1), triangular(), gauss(), normalvariate(), lognormvariate(0, 1),
      expovariate(1), vonmisesvariate(0, 1), gammavariate(2, 1), betavariate(1, 2),
      paretovariate(1), weibullvariate(1, 1), randrange(5), getrandbits(9)]
print(xs)
st = getstate()
v = draw()
setstate(st)
print(draw() == v)
print(type(rnd.random).__name__, rnd.random.__name__, rnd.randint.__name__)
