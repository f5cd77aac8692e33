# Exception instances and user subclasses of Exception, created but not raised: args,
# str() and repr() with no, one and several arguments, custom __init__ calling
# super().__init__, a custom __str__, extra attributes, and isinstance against the
# builtin hierarchy.


class AppError(Exception):
    pass


class ParseError(AppError):
    def __init__(self, line, msg):
        super().__init__(line, msg)
        self.line = line
        self.msg = msg

    def __str__(self):
        return "line " + str(self.line) + ": " + self.msg


class NotFound(KeyError):
    pass


e0 = AppError()
e1 = AppError("boom")
e2 = AppError("two", 2)
print(e0.args, e1.args, e2.args)
print(repr(str(e0)), str(e1), str(e2))
print(repr(e0), repr(e1), repr(e2))

p = ParseError(7, "unexpected token")
print(p.args, p.line, p.msg, str(p), repr(p))
print(isinstance(p, ParseError), isinstance(p, AppError), isinstance(p, Exception))
print(isinstance(p, BaseException), isinstance(p, ValueError), isinstance(e1, ParseError))

nf = NotFound("key")
print(nf.args, str(nf), repr(nf), isinstance(nf, KeyError), isinstance(nf, LookupError))
print(str(KeyError("k")), str(KeyError("k", 1)), str(ValueError("v")), str(ValueError()))
print(repr(ValueError("bad", 1)), repr(TypeError()), repr(ZeroDivisionError("x")))

errs = [ValueError("a"), TypeError("b"), p, nf, RuntimeError()]
names = []
for e in errs:
    names.append(type(e).__name__ + ":" + str(e))
print(names)
e1.code = 42
print(e1.code, e1.args)
print(AppError.__name__, issubclass(ParseError, Exception), issubclass(NotFound, AppError))
