# expect: 5: ValueError: first
# raise e of an exception caught before: the traceback is the raising line, then the
# frames it went through the first time.
def fail():
    raise ValueError("first")


def keep():
    try:
        fail()
    except ValueError as e:
        return e


saved = keep()
print("saved", repr(saved))
raise saved
