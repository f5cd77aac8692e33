# expect: 6: AttributeError: 'int' object has no attribute 'upper'
# An exception raised in a generator expression that sum() consumes, inside a function:
# the traceback names the function, the generator expression's frame and the function it
# called, where the method lookup fails.
def name_length(x):
    return len(x.upper())


def total_length(names):
    return sum(name_length(n) for n in names if n != "")


print(total_length(["ab", "", "cde"]))
print(total_length(["ab", 7, "cde"]))
