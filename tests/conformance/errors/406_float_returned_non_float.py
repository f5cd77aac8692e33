# expect: 9: TypeError: Ratio.__float__ returned non-float (type int)
class Ratio:
    def __float__(self):
        return 1


print(float("2.5"))
r = Ratio()
print(float(r))
