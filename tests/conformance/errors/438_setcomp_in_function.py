# expect: 6: ValueError: invalid literal for int() with base 10: 'x'


def numbers(words):
    seen = {w for w in words}
    return {int(w) for w in seen if w}


print(sorted(numbers(["1", "2", ""])))
numbers(["x"])
