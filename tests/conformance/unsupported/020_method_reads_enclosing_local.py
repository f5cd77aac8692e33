# expect: 7:20
def make(limit):
    print("start")

    class Bounded:
        def top(self):
            return limit

    return Bounded


print(make(3)().top())
