# expect: 14: TypeError: Counter.add() takes 2 positional arguments but 3 were given
# A method called with one argument too many (self counts): CPython 3.11's message.
class Counter:
    def __init__(self):
        self.n = 0

    def add(self, k):
        self.n += k


c = Counter()
c.add(1)
print(c.n)
c.add(2, 3)
