# expect: 10: TypeError: exceptions must derive from BaseException
# Raising an instance of a class that does not derive from BaseException.
class NotAnError:
    def __init__(self, msg):
        self.msg = msg


e = NotAnError("oops")
print(e.msg)
raise e
