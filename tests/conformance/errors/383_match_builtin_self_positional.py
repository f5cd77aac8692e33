# expect: 8: TypeError: int() accepts 1 positional sub-pattern (2 given)
def parse(token):
    match token:
        case str(text) if text.isdigit():
            return int(text)
        case float(f):
            return round(f)
        case int(a, b):
            return a + b
    return None


print(parse("42"), parse(2.6))
print(parse(7))
