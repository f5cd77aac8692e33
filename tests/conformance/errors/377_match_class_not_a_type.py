# expect: 8: TypeError: called match pattern must be a type
def classify(value, kind):
    match value:
        case []:
            return "empty"
        case str():
            return "text"
        case kind():
            return "kind"
    return "other"


print(classify([], int))
print(classify("a", int))
print(classify(3, int))
print(classify(3, len))
