# expect: 3:23
def with_header(rows):
    return ("header", *rows)


print(with_header(["a"]))
