# expect: 17: TypeError: __init__() should return None, not 'int'
# C(...) specializes to enter __init__ through a frame; the check that __init__ returned
# None still runs once it returns something else.
class Counter:
    made = 0

    def __init__(self, limit):
        Counter.made = Counter.made + 1
        self.limit = limit
        if Counter.made > limit:
            return Counter.made


def make_many(n):
    last = None
    for i in range(n):
        last = Counter(50)
    return last


print(make_many(40).limit)
print(make_many(40).limit)
