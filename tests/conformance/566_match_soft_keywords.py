# `match` and `case` are soft keywords: still names, attributes, parameters and functions.


def match(pattern, text):
    return pattern in text


case = 10
print(match("a", "abc"), case)


class Parser:
    def __init__(self):
        self.match = "attribute"
        self.case = [1, 2]

    def match_all(self, case=None):
        return case


p = Parser()
print(p.match, p.case, p.match_all(case="kw"))

match = [case, case + 1]
match match:
    case [case, 11]:
        print("case bound to", case)

match, case = 1, 2
print(match, case)
match (match, case):
    case (1, 2):
        print("tuple subject named match")

print([match for match in range(3)])
match = {"match": "case"}
match match:
    case {"match": case}:
        print("mapping:", case)

match -match["match"].count("a") if False else 0:
    case 0:
        print("expression subject")

match *[1, 2], 3:
    case (1, 2, 3):
        print("starred subject makes a tuple")

match 1, 2:
    case (a, b):
        print("tuple subject", a, b)


class Callable:
    attr = 0

    def __call__(self, *a):
        print("called", a)
        return self

    def __getitem__(self, k):
        return k


match = Callable()
match(1, 2)
print(match[3])
match.attr = 5
print(match.attr)
match (1):
    case 1:
        print("parenthesized subject")
match[0]
case = [match]
print(len(case))
