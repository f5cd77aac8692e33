# expect: 9: TypeError: outer.<locals>.middle.<locals>.inner() got some positional-only arguments passed as keyword arguments: 'x'
# Keyword arguments captured by a closure are forwarded with ** to a function whose
# parameter of that name is positional-only; the message names it by qualified name.
def outer(**kw):
    def middle(*a):
        def inner(x, /):
            return x

        return inner(*a, **kw)

    return middle


print(outer()(1))
outer(x=1)(2)
