# A small arithmetic language run through generators: a character-level tokenizer
# generator, a peekable token stream class built on next(), a recursive-descent parser that
# pulls tokens lazily, an evaluator walking the tree with a generator of postfix
# operations, and errors raised by the tokenizer reaching the caller.

class ParseError(Exception):
    pass

def tokenize(text):
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == " ":
            i += 1
            continue
        if ch.isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            yield ("num", int(text[i:j]))
            i = j
        elif ch.isalpha():
            j = i
            while j < len(text) and text[j].isalnum():
                j += 1
            yield ("name", text[i:j])
            i = j
        elif ch in "+-*/()":
            yield ("op", ch)
            i += 1
        else:
            raise ParseError("bad character %r at %d" % (ch, i))
    yield ("end", None)

print(list(tokenize("12 + x1*(3 - 40)")))

class Tokens:
    def __init__(self, gen):
        self.gen = gen
        self.current = next(gen)

    def peek(self):
        return self.current

    def take(self):
        tok = self.current
        if tok[0] != "end":
            self.current = next(self.gen)
        return tok

    def expect(self, value):
        tok = self.take()
        if tok[1] != value:
            raise ParseError("expected %r, got %r" % (value, tok[1]))

def parse_expr(ts):
    node = parse_term(ts)
    while ts.peek() in [("op", "+"), ("op", "-")]:
        op = ts.take()[1]
        node = (op, node, parse_term(ts))
    return node

def parse_term(ts):
    node = parse_atom(ts)
    while ts.peek() in [("op", "*"), ("op", "/")]:
        op = ts.take()[1]
        node = (op, node, parse_atom(ts))
    return node

def parse_atom(ts):
    kind, value = ts.take()
    if kind == "num":
        return ("num", value)
    if kind == "name":
        return ("var", value)
    if value == "(":
        node = parse_expr(ts)
        ts.expect(")")
        return node
    if value == "-":
        return ("neg", parse_atom(ts))
    raise ParseError("unexpected %r" % (value,))

def parse(text):
    ts = Tokens(tokenize(text))
    tree = parse_expr(ts)
    if ts.peek()[0] != "end":
        raise ParseError("trailing %r" % (ts.peek()[1],))
    return tree

def postfix(node):
    kind = node[0]
    if kind == "num":
        yield ("push", node[1])
    elif kind == "var":
        yield ("load", node[1])
    elif kind == "neg":
        yield from postfix(node[1])
        yield ("neg", None)
    else:
        yield from postfix(node[1])
        yield from postfix(node[2])
        yield ("binop", kind)

def run(ops, env):
    stack = []
    for op, arg in ops:
        if op == "push":
            stack.append(arg)
        elif op == "load":
            stack.append(env[arg])
        elif op == "neg":
            stack.append(-stack.pop())
        else:
            b = stack.pop()
            a = stack.pop()
            if arg == "+":
                stack.append(a + b)
            elif arg == "-":
                stack.append(a - b)
            elif arg == "*":
                stack.append(a * b)
            else:
                stack.append(a // b)
    return stack.pop()

env = {"x": 7, "y": 3, "big": 1000}
for src in ["1 + 2 * 3", "(1 + 2) * 3", "x * x - y", "-(x - 10) * 2", "big / (y + 1)",
            "2 * (3 + (4 - 1)) * -1", "42"]:
    tree = parse(src)
    ops = list(postfix(tree))
    print(src, "=", run(postfix(tree), env), "|", len(ops), "ops")

print(parse("a + b * c"))
print(" ".join(op if arg is None else str(arg) for op, arg in postfix(parse("1 - 2 * 3"))))

for bad in ["1 + $", "(1 + 2", "1 2", "* 3", "x / 0"]:
    try:
        print(run(postfix(parse(bad)), env))
    except ParseError as e:
        print("ParseError:", e)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    except KeyError as e:
        print("KeyError:", e)

# the tokenizer is lazy: a bad character after the first tokens is reported only when
# the parser reaches it
toks = tokenize("1 + ? 2")
print(next(toks), next(toks))
try:
    next(toks)
except ParseError as e:
    print("lazily:", e)

# token statistics through generator expressions
text = "alpha + 12 * (beta - 3) / gamma2 + 7"
kinds = [k for k, _ in tokenize(text)]
print(sorted((k, kinds.count(k)) for k in ["num", "name", "op", "end"]))
print(sum(v for k, v in tokenize(text) if k == "num"))
print(max((v for k, v in tokenize(text) if k == "name"), key=len))
