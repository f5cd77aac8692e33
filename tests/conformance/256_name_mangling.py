# Private names: `self.__x` inside class C is stored as `_C__x`, so a subclass's own
# `self.__x` is a different attribute; mangled names reached with getattr; names with
# two trailing underscores (and single underscores) are not mangled.


class Account:
    def __init__(self, balance):
        self.__balance = balance
        self._note = "single"
        self.__dunder__ = "not mangled"

    def balance(self):
        return self.__balance

    def __secret(self):
        return "secret " + str(self.__balance)

    def reveal(self):
        return self.__secret()


class Savings(Account):
    def __init__(self, balance, rate):
        super().__init__(balance)
        self.__balance = balance * rate

    def both(self):
        return (self.__balance, self.balance())


a = Account(100)
print(a.balance(), a.reveal(), a._note, a.__dunder__)
print(hasattr(a, "__balance"), hasattr(a, "_Account__balance"), getattr(a, "_Account__balance"))
print(a._Account__secret())
s = Savings(10, 3)
print(s.both(), s._Savings__balance, s._Account__balance, s.reveal())
s._Account__balance = 1
print(s.both())
