# A small expression evaluator written with match, the way PEP 636 shows it: dataclass
# nodes, class patterns with __match_args__, nesting, guards and OR patterns.
from dataclasses import dataclass


@dataclass
class Num:
    value: float


@dataclass
class Var:
    name: str


@dataclass
class BinOp:
    op: str
    left: object
    right: object


@dataclass
class Neg:
    operand: object


def simplify(e):
    match e:
        case BinOp("+", Num(0), x) | BinOp("+", x, Num(0)):
            return simplify(x)
        case BinOp("*", Num(1), x) | BinOp("*", x, Num(1)):
            return simplify(x)
        case BinOp("*", Num(0), _) | BinOp("*", _, Num(0)):
            return Num(0)
        case Neg(Neg(x)):
            return simplify(x)
        case BinOp(op, left, right):
            return BinOp(op, simplify(left), simplify(right))
        case Neg(x):
            return Neg(simplify(x))
        case _:
            return e


def evaluate(e, env):
    match e:
        case Num(v):
            return v
        case Var(name) if name in env:
            return env[name]
        case Var(name):
            raise NameError(f"unbound variable {name}")
        case BinOp("+", l, r):
            return evaluate(l, env) + evaluate(r, env)
        case BinOp("-", l, r):
            return evaluate(l, env) - evaluate(r, env)
        case BinOp("*", l, r):
            return evaluate(l, env) * evaluate(r, env)
        case BinOp("/", l, Num(0)):
            raise ZeroDivisionError("literal division by zero")
        case BinOp("/", l, r):
            return evaluate(l, env) / evaluate(r, env)
        case Neg(x):
            return -evaluate(x, env)
        case BinOp(op, _, _):
            raise ValueError(f"unknown operator {op}")


def show(e):
    match e:
        case Num(v):
            return str(v)
        case Var(n):
            return n
        case BinOp(op, l, r):
            return f"({show(l)} {op} {show(r)})"
        case Neg(x):
            return f"-{show(x)}"


exprs = [
    BinOp("+", Num(0), BinOp("*", Var("x"), Num(1))),
    Neg(Neg(BinOp("-", Var("x"), Num(2)))),
    BinOp("*", BinOp("+", Var("x"), Var("y")), Num(0)),
    BinOp("/", Var("y"), Num(0)),
    BinOp("/", Var("y"), Var("x")),
    BinOp("%", Num(1), Num(2)),
    Var("z"),
]
for e in exprs:
    s = simplify(e)
    try:
        value = evaluate(s, {"x": 4, "y": 10})
    except (NameError, ZeroDivisionError, ValueError) as err:
        value = f"{type(err).__name__}: {err}"
    print(show(e), "=>", show(s), "=", value)

tokens = "3 4 + 2 * 7 - dup *".split()
stack = []
for tok in tokens:
    match tok, stack:
        case ("+" | "-" | "*") as op, [*rest, a, b]:
            stack = rest + [{"+": a + b, "-": a - b, "*": a * b}[op]]
        case "dup", [*_, top]:
            stack.append(top)
        case str() as digits, _ if digits.isdigit():
            stack.append(int(digits))
print("rpn:", stack)
