# expect: 14: TypeError: 'Thing' object is not callable
# Calling an instance whose class has no __call__ (an instance attribute does not count).
class Thing:
    pass


def run():
    return 1


t = Thing()
t.__call__ = run
print(t.__call__())
print(t())
