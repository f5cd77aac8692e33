# import, import as, attribute reads and writes, a module's state kept across imports.
import modules.counter
import modules.counter as c2
from modules import counter

print(modules.counter is c2, c2 is counter)
print(counter.bump(), counter.bump(5), modules.counter.count)
counter.count = 100
print(counter.bump(), c2.count)
t = counter.Tally("x")
print(t, counter.Tally("y"), counter.Tally.made)
print(modules.LOADED)
print(counter.__name__, type(counter).__name__)
counter.extra = "set from outside"
print(c2.extra)
del counter.extra
print(hasattr(counter, "extra"), hasattr(counter, "bump"))
print(getattr(counter, "count"), getattr(counter, "missing", "default"))


def use_in_function():
    import modules.plain as p
    total = 0
    for i in range(1000):
        total += len(p.greet(i))
    return total


print(use_in_function())
