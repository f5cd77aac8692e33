# expect: 5: ZeroDivisionError: integer division or modulo by zero
# An exception raised in a finally block that an exception entered: the first is the
# context of the second.
def close(handle):
    return 1 // handle


def work(handle):
    try:
        raise RuntimeError("write failed")
    finally:
        close(handle)


work(0)
