# expect: 12: TypeError: greet() got multiple values for argument 'greeting'
# A partial whose bound keyword collides with a positional argument of its call.
from functools import partial


def greet(name, greeting="hello"):
    return "%s, %s" % (greeting, name)


hi = partial(greet, greeting="hi")
print(hi("ann"))
print(hi("bob", "hey"))
