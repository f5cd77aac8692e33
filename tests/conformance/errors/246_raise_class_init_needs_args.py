# expect: 10: TypeError: CodeError.__init__() missing 1 required positional argument: 'code'
# Raising an exception class whose __init__ needs an argument, without arguments.
class CodeError(Exception):
    def __init__(self, code):
        super().__init__("code " + str(code))
        self.code = code


print(str(CodeError(5)))
raise CodeError
