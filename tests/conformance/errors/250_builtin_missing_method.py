# expect: 10: AttributeError: 'int' object has no attribute 'increment'
# Calling a missing method on a builtin value held in an instance attribute.
class Stats:
    def __init__(self):
        self.count = 0
        self.names = []

    def record(self, name):
        self.names.append(name)
        self.count.increment()


s = Stats()
print(s.count, s.names)
s.record("a")
