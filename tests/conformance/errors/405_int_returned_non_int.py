# expect: 9: TypeError: __int__ returned non-int (type str)
class Amount:
    def __int__(self):
        return "12"


print("before")
try:
    int(Amount())
finally:
    print("after")
