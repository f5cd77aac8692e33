# expect: 8: ValueError: call stack is not deep enough
import sys


def f():
    print(sys._getframe(1).f_code.co_name, sys._getframe(2).f_code.co_name)
    print(sys._getframe(2).f_back)
    return sys._getframe(3)


def g():
    return f()


g()
