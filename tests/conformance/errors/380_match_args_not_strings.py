# expect: 11: TypeError: __match_args__ elements must be strings (got int)
class Pair:
    __match_args__ = ("first", 2)

    def __init__(self, first, second):
        self.first = first
        self.second = second


match Pair(1, 2):
    case Pair(a, b):
        print(a, b)
