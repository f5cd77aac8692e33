# expect: 12: TypeError: 'Plain' object is not iterable
# Iterating over an instance with neither __iter__ nor __getitem__.
class Plain:
    def __init__(self):
        self.items = [1, 2]


total = 0
for x in Plain().items:
    total += x
print(total)
for x in Plain():
    total += x
