# expect: 4: ValueError: could not convert string to float: 'abc'
class F(float):
    def __new__(cls, text):
        return super().__new__(cls, text.strip())


print(F(" 1.5 "), type(F("2")).__name__)


def parse(s):
    return F(s) + 1


print(parse("2.5"))
print(parse("abc"))
