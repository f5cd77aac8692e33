# A tokenizer and a small stack machine driven by match statements: tuple subjects, OR
# patterns of strings, guards calling methods, captures reused across loop iterations,
# break out of a while loop from a case, and a match in a generator function.


def tokens(text):
    i = 0
    while i < len(text):
        c = text[i]
        match c:
            case " " | "\t":
                i += 1
                continue
            case "(" | ")" | "+" | "-" | "*" | "/":
                yield ("op", c)
                i += 1
            case _ if c.isdigit():
                j = i
                while j < len(text) and text[j].isdigit():
                    j += 1
                yield ("num", int(text[i:j]))
                i = j
            case _ if c.isalpha():
                j = i
                while j < len(text) and text[j].isalnum():
                    j += 1
                yield ("name", text[i:j])
                i = j
            case _:
                raise SyntaxError(f"bad character {c!r}")


print(list(tokens("x1 + (23 * y) - 4")))


def run(program):
    stack = []
    pc = 0
    out = []
    while True:
        match program[pc]:
            case ("push", value):
                stack.append(value)
            case ("add" | "mul" | "sub") as op, :
                b, a = stack.pop(), stack.pop()
                match op:
                    case "add":
                        stack.append(a + b)
                    case "mul":
                        stack.append(a * b)
                    case "sub":
                        stack.append(a - b)
            case ("jump_if_zero", target) if stack[-1] == 0:
                pc = target
                continue
            case ("jump_if_zero", _):
                pass
            case ("jump", target):
                pc = target
                continue
            case ("print",):
                out.append(stack[-1])
            case ("halt",):
                break
            case bad:
                raise ValueError(f"bad instruction {bad}")
        pc += 1
    return out


countdown = [
    ("push", 3),
    ("print",),
    ("jump_if_zero", 7),
    ("push", 1),
    ("sub",),
    ("jump", 1),
    ("halt",),
    ("push", 100),
    ("print",),
    ("halt",),
]
print(run(countdown))
try:
    run([("push", 1), ("frobnicate",)])
except ValueError as e:
    print(e)

for text in ["1 + 2", "a ? b"]:
    try:
        print([t for t in tokens(text)])
    except SyntaxError as e:
        print("SyntaxError:", e)
