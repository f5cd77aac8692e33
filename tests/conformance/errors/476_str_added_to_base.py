# expect: 21: E: custom message for ('late',)
# An exception class whose base got a `__str__` after the class was raised and caught
# once: the uncaught one prints its message through that `__str__`.
class Base(Exception):
    pass


class E(Base):
    pass


try:
    raise E("early")
except E as e:
    print("caught", e)

Base.__str__ = lambda self: "custom message for " + repr(self.args)


def fail():
    raise E("late")


fail()
