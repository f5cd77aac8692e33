# expect: 6: AssertionError: keys must be positive
# An exception raised by a special method that a builtin called, not caught by the
# handler around it (its class does not match), ends the program.
class Key:
    def __hash__(self):
        assert False, "keys must be positive"


d = {}
try:
    d[Key()] = 1
except TypeError:
    print("not this one")
