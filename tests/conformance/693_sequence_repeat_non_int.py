# A sequence times an instance that is no index: CPython names the instance ("can't
# multiply sequence by non-int of type ..."), on either side, in place too; an instance
# with __index__ repeats.
class C:
    def __rmul__(self, other):
        return NotImplemented


class D:
    pass


for seq in ["a", [1], (1,), b"x"]:
    for other in [C(), D(), 1.5, None]:
        try:
            seq * other
        except TypeError as e:
            print(e)
        try:
            other * seq
        except TypeError as e:
            print(e)
items = [1]
try:
    items *= C()
except TypeError as e:
    print(e)
text = "ab"
try:
    text *= D()
except TypeError as e:
    print(e)


class Two:
    def __index__(self):
        return 2


print("ab" * Two(), [0] * Two(), Two() * (1,))
