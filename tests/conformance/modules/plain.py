alpha = "a"
beta = "b"
_gamma = "c"


def greet(name):
    return f"{alpha}-{name}"
