# expect: 7: TypeError: catching classes that do not inherit from BaseException is not allowed
# An except clause naming something that is not an exception class fails when an
# exception reaches it, during handling of that exception.
try:
    print("body runs")
    {}["k"]
except int:
    print("never")
