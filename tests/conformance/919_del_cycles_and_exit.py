# __del__ of objects in reference cycles: gc.collect() calls every finalizer of the
# garbage while all of it is intact, then frees it (PEP 442); a resurrected object is
# not finalized again. At the program's end, the instances the globals still hold get
# their __del__, in the order the globals were bound, with the globals still bound
# (an instance an attribute holds after its holder).
import gc


class Node:
    def __init__(self, name):
        self.name = name
        self.other = None

    def __del__(self):
        other = self.other.name if self.other is not None else None
        print("del", self.name, "->", other)


a = Node("a")
b = Node("b")
a.other = b
b.other = a
del a, b
print("before collect")
gc.collect()
print("after collect")

selfref = Node("self")
selfref.other = selfref
selfref = None
gc.collect()
print("after self cycle")

keep = []


class Keeper:
    def __init__(self):
        self.me = self

    def __del__(self):
        print("keeper del")
        keep.append(self)


k = Keeper()
del k
gc.collect()
print("kept", len(keep))
keep.clear()
gc.collect()
print("after second collect")

log = []


class Exit:
    def __init__(self, n):
        self.n = n
        self.name = n

    def __del__(self):
        log.append(self.n)
        print("exit del", self.n, len(log))


first = Exit("first")
_private = Exit("_private")
holder = Node("holder")
holder.other = Exit("held")
last = Exit("last")
print("end of program")
