# expect: 6:15
def make(limit):
    print("start")

    class Bounded:
        top = limit

    return Bounded


print(make(3).top)
