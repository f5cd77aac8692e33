# expect: 8: TypeError: Bare() takes no arguments
# A class without __init__ called with arguments.
class Bare:
    kind = "bare"


print(Bare().kind)
b = Bare(1)
