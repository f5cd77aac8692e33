# expect: 7: KeyError: 'no hash'
class K:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        raise KeyError(self.h)


s = {1, 2}
try:
    print(K("caught") in s)
except KeyError as e:
    print("caught", e)
print(K("no hash") in s)
