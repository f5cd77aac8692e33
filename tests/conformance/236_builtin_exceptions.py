# The builtin exception hierarchy as classes: issubclass among them, their __mro__,
# type() and __name__ of instances, and user classes inheriting from several of them.


def mro_names(cls):
    out = []
    for k in cls.__mro__:
        out.append(k.__name__)
    return out


print(mro_names(KeyError))
print(mro_names(IndexError))
print(mro_names(ZeroDivisionError))
print(mro_names(NotImplementedError))
print(mro_names(RecursionError))
print(mro_names(StopIteration))
print(mro_names(BaseException))

classes = [ValueError, TypeError, KeyError, IndexError, AttributeError, ZeroDivisionError,
           RuntimeError, NotImplementedError, AssertionError, StopIteration, OverflowError]
row = []
for k in classes:
    row.append(issubclass(k, Exception))
print(row)
print(issubclass(KeyError, LookupError), issubclass(IndexError, LookupError),
      issubclass(KeyError, IndexError), issubclass(ZeroDivisionError, ArithmeticError),
      issubclass(OverflowError, ArithmeticError), issubclass(Exception, BaseException),
      issubclass(BaseException, Exception), issubclass(ValueError, TypeError))


class MyLookup(KeyError, IndexError):
    pass


print(mro_names(MyLookup))
m = MyLookup("both")
print(isinstance(m, KeyError), isinstance(m, IndexError), isinstance(m, LookupError))
print(type(m).__name__, m.args, type(m) is MyLookup, isinstance(ValueError, type))
print(isinstance(ValueError("x"), (TypeError, ValueError)), isinstance(3, BaseException))
