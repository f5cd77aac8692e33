# expect: 13: TypeError: Vec() got multiple sub-patterns for attribute 'x'
class Vec:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


for v in [Vec(1, 2), Vec(3, 4)]:
    print("checking", v.x, v.y)
    match v:
        case Vec(1, x=2):
            print("impossible")
        case _:
            print("no match")
