# expect: 10: TypeError: __hash__ method should return an integer
class K:
    def __hash__(self):
        return "nope"


d = {}
print(len(d))
k = K()
d[k] = 1
