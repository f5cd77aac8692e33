# expect: 16: ParseError: line 2: empty line
# The last traceback line of a raised exception uses its class's __str__.
class ParseError(Exception):
    def __init__(self, line, msg):
        super().__init__(line, msg)
        self.line = line
        self.msg = msg

    def __str__(self):
        return "line " + str(self.line) + ": " + self.msg


def parse(lines):
    for i in range(len(lines)):
        if lines[i] == "":
            raise ParseError(i + 1, "empty line")
    return len(lines)


print(parse(["a", "b"]))
parse(["a", "", "c"])
