# expect: 9: ParseError: ('bad token', 2)
# Raising a user exception with several arguments: str() of the exception is the args tuple.
class ParseError(ValueError):
    pass


def parse(token, pos):
    if not token.isdigit():
        raise ParseError("bad token", pos)
    return int(token)


total = 0
tokens = "12 7 x1 5".split()
for i in range(len(tokens)):
    total += parse(tokens[i], i)
    print(total)
