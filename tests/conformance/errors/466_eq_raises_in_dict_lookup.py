# expect: 7: ZeroDivisionError: division by zero
class K:
    def __hash__(self):
        return 1

    def __eq__(self, o):
        return 1 / 0


d = {K(): 1}
print("before")
print(d[K()])
