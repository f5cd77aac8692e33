# A visitor dispatching on type(node).__name__ with getattr(self, "visit_" + name,
# default): an expression evaluator and a printer over a tree of small node classes.


class Num:
    def __init__(self, v):
        self.v = v


class BinOp:
    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right


class Neg:
    def __init__(self, operand):
        self.operand = operand


class Unknown:
    pass


class Visitor:
    def visit(self, node):
        method = getattr(self, "visit_" + type(node).__name__, None)
        if method is None:
            return self.generic(node)
        return method(node)

    def generic(self, node):
        return "?" + type(node).__name__


class Evaluator(Visitor):
    def visit_Num(self, node):
        return node.v

    def visit_BinOp(self, node):
        a = self.visit(node.left)
        b = self.visit(node.right)
        if node.op == "+":
            return a + b
        if node.op == "*":
            return a * b
        return a - b

    def visit_Neg(self, node):
        return -self.visit(node.operand)


class Printer(Visitor):
    def visit_Num(self, node):
        return str(node.v)

    def visit_BinOp(self, node):
        return "(" + self.visit(node.left) + " " + node.op + " " + self.visit(node.right) + ")"

    def visit_Neg(self, node):
        return "-" + self.visit(node.operand)


tree = BinOp("+", Num(2), BinOp("*", Neg(Num(3)), BinOp("-", Num(10), Num(4))))
print(Printer().visit(tree), "=", Evaluator().visit(tree))
print(Printer().visit(Unknown()), hasattr(Evaluator(), "visit_Num"), hasattr(Printer(), "visit_X"))

expr = Num(1)
for i in range(2, 30):
    if i % 3 == 0:
        expr = BinOp("*", expr, Num(i % 4 + 1))
    elif i % 3 == 1:
        expr = BinOp("-", expr, Neg(Num(i)))
    else:
        expr = BinOp("+", Num(i), expr)
print(Evaluator().visit(expr), len(Printer().visit(expr)))
