# The metaclass comes from the bases; the most derived one wins, and
# __instancecheck__/__subclasscheck__ of a metaclass decide isinstance/issubclass.
class M1(type):
    pass


class M2(type):
    pass


class M3(M1):
    pass


class P(metaclass=M1):
    pass


class Q(metaclass=M2):
    pass


class S(P, metaclass=M3):
    pass


class T(S):
    pass


class U(S, P):
    pass


print(type(S).__name__, type(T).__name__, type(U).__name__)
try:
    class PQ(P, Q):
        pass
except TypeError as e:
    print("TypeError:", e)


class Duck(type):
    def __instancecheck__(cls, obj):
        return hasattr(obj, "quack")

    def __subclasscheck__(cls, sub):
        return hasattr(sub, "quack")


class Quacker(metaclass=Duck):
    pass


class Mallard:
    def quack(self):
        return "Quack"


class Stone:
    pass


print(isinstance(Mallard(), Quacker), isinstance(Stone(), Quacker), isinstance(3, Quacker))
print(issubclass(Mallard, Quacker), issubclass(Stone, Quacker))
print(isinstance(Mallard(), (int, Quacker)), issubclass(Stone, (Quacker, Stone)))


class Even(type):
    def __instancecheck__(cls, obj):
        return isinstance(obj, int) and obj % 2 == 0


class EvenNumber(metaclass=Even):
    pass


print([x for x in range(7) if isinstance(x, EvenNumber)])
