# expect: 18: TypeError: Can't instantiate abstract class Bag with abstract methods __iter__, __len__
# A Mapping subclass that defines only __getitem__ cannot be instantiated; one that
# defines the other two can.
from collections.abc import Mapping


class Full(Mapping):
    def __getitem__(self, key): return key
    def __iter__(self): return iter([1])
    def __len__(self): return 1


class Bag(Mapping):
    def __getitem__(self, key): return key


print(dict(Full()))
Bag()
