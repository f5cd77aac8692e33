# expect: 13: RuntimeError: countdown went below zero
# An exception other than StopIteration raised by __next__ ends the for loop with it.
class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        self.n -= 1
        if self.n < 0:
            raise RuntimeError("countdown went below zero")
        if self.n == 0:
            return "liftoff"
        return self.n


for x in Countdown(3):
    print(x)
