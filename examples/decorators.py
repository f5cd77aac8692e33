N = 40000  # size; tests/python.rs lowers it to 150
# An order-pricing rule engine built from closures and decorators. Pricing rules are
# written as small prefix expressions ("(and member (> subtotal 2000))"), parsed once and
# compiled into trees of closures (one lambda per node, operators looked up in a dict of
# lambdas); the functions rules may call are registered by a decorator with arguments and
# wrapped in memoizing (dict cache keyed by the argument tuple) and call-counting
# decorators whose counters are `nonlocal` cells read back through closures. Each order
# goes through a checkout built by composing stages, some partially applied by a
# hand-written partial() that forwards *args and **kwargs; the line total is behind a
# validating decorator that checks keyword arguments, the stock reservation behind a
# retry decorator that catches the transient errors of a flaky inventory closure, and the
# results are announced on an event bus whose handlers, registered by a decorator, take
# keyword arguments. Almost all the time goes to calls through wrappers and closures.


class TransientError(Exception):
    pass


class Rejected(Exception):
    def __init__(self, reason):
        super().__init__(reason)
        self.reason = reason


# --- decorators ------------------------------------------------------------------------

STATS = {}  # name -> zero-argument closure that reads a counter


def counted(name):
    def decorate(fn):
        calls = 0

        def wrapper(*args, **kwargs):
            nonlocal calls
            calls += 1
            return fn(*args, **kwargs)

        STATS[name + " calls"] = lambda: calls
        return wrapper

    return decorate


def memoize(fn):
    cache = {}
    hits = 0

    def wrapper(*args):
        nonlocal hits
        if args in cache:
            hits += 1
            return cache[args]
        value = fn(*args)
        cache[args] = value
        return value

    STATS[fn.__name__ + " hits"] = lambda: hits
    STATS[fn.__name__ + " cached"] = lambda: len(cache)
    return wrapper


def retry(times, *, on, log):
    def decorate(fn):
        def wrapper(*args, **kwargs):
            attempt = 1
            while True:
                try:
                    return fn(*args, **kwargs)
                except on:
                    log[fn.__name__] = log.get(fn.__name__, 0) + 1
                    if attempt == times:
                        raise
                    attempt += 1

        return wrapper

    return decorate


def validate(**checks):
    rules = list(checks.items())

    def decorate(fn):
        def wrapper(*args, **kwargs):
            for name, check in rules:
                if not check(kwargs[name]):
                    raise Rejected(f"bad {name}")
            return fn(*args, **kwargs)

        return wrapper

    return decorate


def partial(fn, *bound, **bound_kwargs):
    def call(*args, **kwargs):
        merged = dict(bound_kwargs)
        merged.update(kwargs)
        return fn(*(bound + args), **merged)

    return call


def chain(first, second):
    return lambda value: second(first(value))


def compose(*stages):
    pipeline = stages[0]
    for stage in stages[1:]:
        pipeline = chain(pipeline, stage)
    return pipeline


def make_accumulator():
    total = 0
    count = 0

    def add(amount):
        nonlocal total, count
        total += amount
        count += 1

    def read():
        return total, count

    return add, read


def make_rng(seed):
    state = seed

    def below(bound):
        nonlocal state
        state = (state * 1103515245 + 12345) % 2147483648
        return (state >> 8) % bound

    return below


# --- the expression language -----------------------------------------------------------

OPERATORS = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "//": lambda a, b: a // b,
    "%": lambda a, b: a % b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}
FUNCTIONS = {}


def builtin(name, *, arity):
    def register(fn):
        FUNCTIONS[name] = (arity, fn)
        return fn

    return register


def parse(text):
    tokens = text.replace("(", " ( ").replace(")", " ) ").split()
    pos = 0

    def read():
        nonlocal pos
        token = tokens[pos]
        pos += 1
        if token == "(":
            node = [tokens[pos]]
            pos += 1
            while tokens[pos] != ")":
                node.append(read())
            pos += 1
            return tuple(node)
        if token.lstrip("-").isdigit():
            return ("num", int(token))
        return ("var", token)

    return read()


def compile_node(node):
    kind = node[0]
    if kind == "num":
        value = node[1]
        return lambda env: value
    if kind == "var":
        name = node[1]
        return lambda env: env[name]
    if kind == "and":
        left, right = compile_node(node[1]), compile_node(node[2])
        return lambda env: left(env) and right(env)
    if kind == "or":
        left, right = compile_node(node[1]), compile_node(node[2])
        return lambda env: left(env) or right(env)
    if kind == "not":
        inner = compile_node(node[1])
        return lambda env: not inner(env)
    if kind == "if":
        test, yes, no = [compile_node(n) for n in node[1:]]
        return lambda env: yes(env) if test(env) else no(env)
    if kind in OPERATORS:
        op = OPERATORS[kind]
        left, right = compile_node(node[1]), compile_node(node[2])
        return lambda env: op(left(env), right(env))
    arity, fn = FUNCTIONS[kind]
    args = [compile_node(n) for n in node[1:]]
    if len(args) != arity:
        raise ValueError(f"{kind} takes {arity} arguments")
    if arity == 1:
        only = args[0]
        return lambda env: fn(only(env))
    return lambda env: fn(*[arg(env) for arg in args])


def compile_expr(text):
    return compile_node(parse(text))


# --- functions the rules may call --------------------------------------------------------

@builtin("tier", arity=1)
@counted("tier")
@memoize
def loyalty_tier(points):
    level = 0
    threshold = 100
    while points >= threshold and level < 6:
        level += 1
        threshold = threshold * 2 + 50
    return level


@builtin("ship", arity=2)
@counted("ship")
@memoize
def shipping_cost(zone, kilos):
    cost = 300 + zone * 150
    for step in range(kilos):
        cost += 40 + zone * 10 if step < 5 else 25
    return cost


@builtin("clamp", arity=3)
def clamp(value, low, high):
    return max(low, min(high, value))


@builtin("pct", arity=2)
def percent(amount, rate):
    return amount * rate // 100


# --- rules -------------------------------------------------------------------------------

RULES = []
FIRED = {}


def rule(name, *, when, amount, priority=0, final=False):
    test = compile_expr(when)
    value = compile_expr(amount)

    def apply(env):
        if test(env):
            FIRED[name] = FIRED.get(name, 0) + 1
            return value(env)
        return None

    RULES.append((priority, name, apply, final))
    RULES.sort(key=lambda r: (-r[0], r[1]))
    return apply


rule("clearance", when="(== (% category 7) 3)", amount="(pct subtotal 30)",
     priority=9, final=True)
rule("bulk", when="(>= qty 12)", amount="(pct subtotal (if (>= qty 24) 10 5))", priority=5)
rule("member", when="(and member (> subtotal 2000))",
     amount="(pct subtotal (+ 2 (tier points)))", priority=4)
rule("happy hour", when="(and (>= hour 17) (< hour 19))",
     amount="(clamp (// subtotal 10) 50 500)", priority=3)
rule("big spender", when="(or (> points 3000) (and member (> qty 20)))",
     amount="(clamp (// subtotal 20) 100 1500)", priority=2)
rule("heavy", when="(> weight 15000)", amount="(- 0 (// (ship zone (// weight 1000)) 4))",
     priority=1)
rule("night owl", when="(not (or (> hour 6) (< qty 3)))", amount="(* qty 15)")


# --- the event bus -----------------------------------------------------------------------

HANDLERS = {}


def on(event):
    def register(handler):
        HANDLERS.setdefault(event, []).append(handler)
        return handler

    return register


def emit(event, **payload):
    for handler in HANDLERS.get(event, ()):
        handler(**payload)


revenue_add, revenue_read = make_accumulator()
discount_add, discount_read = make_accumulator()
by_zone = {}
rejections = {}


@on("sold")
def book_revenue(*, total, **rest):
    revenue_add(total)


@on("sold")
def book_zone(*, zone, total, **rest):
    by_zone[zone] = by_zone.get(zone, 0) + total


@on("sold")
def book_discount(*, discount, **rest):
    if discount:
        discount_add(discount)


@on("rejected")
def book_rejection(*, reason, **rest):
    rejections[reason] = rejections.get(reason, 0) + 1


# --- checkout ----------------------------------------------------------------------------

RETRIES = {}


def make_inventory(stock, restock, fail_every):
    calls = 0

    def reserve(sku, qty):
        nonlocal calls
        calls += 1
        if calls % fail_every == 0 or calls % 1000 < 4:  # flaky, and down now and then
            raise TransientError("inventory timeout")
        have = stock.get(sku, 0)
        if have < qty:
            stock[sku] = have + restock  # back-ordered: arrives for later orders
            return 0
        stock[sku] = have - qty
        return qty

    return reserve


STOCK = {}
for sku in range(64):
    STOCK[sku] = 400 + sku * 37 % 300
inventory = make_inventory(STOCK, 300, 7)


@retry(3, on=TransientError, log=RETRIES)
def reserve(sku, qty):
    return inventory(sku, qty)


@counted("line_total")
@validate(qty=lambda q: 0 < q <= 40, price=lambda p: p > 0)
def line_total(*, price, qty, markup=0):
    return price * qty * (100 + markup) // 100


def price_stage(env):
    env["subtotal"] = line_total(price=env["price"], qty=env["qty"],
                                 markup=5 if env["category"] % 5 == 0 else 0)
    return env


def reserve_stage(env):
    if reserve(env["sku"], env["qty"]) == 0:
        raise Rejected("out of stock")
    return env


def discount_stage(env, *, rules, cap_pct):
    discount = 0
    for priority, name, apply, final in rules:
        amount = apply(env)
        if amount is not None:
            discount += amount
            if final:
                break
    env["discount"] = min(discount, env["subtotal"] * cap_pct // 100)
    return env


def shipping_stage(env, *, free_over):
    if env["subtotal"] - env["discount"] >= free_over:
        env["shipping"] = 0
    else:
        env["shipping"] = shipping_cost(env["zone"], env["weight"] // 1000)
    return env


def tax_stage(env, *, rates):
    env["tax"] = (env["subtotal"] - env["discount"]) * rates[env["zone"]] // 1000
    env["total"] = env["subtotal"] - env["discount"] + env["shipping"] + env["tax"]
    return env


checkout = compose(
    price_stage,
    reserve_stage,
    partial(discount_stage, rules=RULES, cap_pct=35),
    partial(shipping_stage, free_over=9000),
    partial(tax_stage, rates=[0, 70, 90, 120, 160, 200]),
)


def make_order(below, number):
    qty = below(30) + 1
    if below(50) == 0:
        qty = below(3) * 50  # a bad quantity: 0, 50 or 100
    return {
        "number": number,
        "sku": below(64),
        "qty": qty,
        "price": 150 + below(2500),
        "weight": qty * (100 + below(900)),
        "zone": below(6),
        "member": below(3) == 0,
        "points": below(60) * 100,
        "category": below(40),
        "hour": below(24),
    }


below = make_rng(2024)
check = 0
for number in range(N):
    order = make_order(below, number)
    try:
        done = checkout(order)
    except Rejected as e:
        emit("rejected", reason=e.reason, order=number)
        continue
    except TransientError:
        emit("rejected", reason="inventory down", order=number)
        continue
    emit("sold", total=done["total"], zone=done["zone"], discount=done["discount"],
         order=number)
    check = (check * 31 + done["total"] + done["shipping"]) % 1000000007

revenue, sold = revenue_read()
discounts, discounted = discount_read()
print("orders", N, "sold", sold, "revenue", revenue, "checksum", check)
print("discounted", discounted, "discounts", discounts)
print("rejected", ", ".join(f"{r}={rejections[r]}" for r in sorted(rejections)))
print("by zone", " ".join(f"{z}:{by_zone[z]}" for z in sorted(by_zone)))
print("rules fired", ", ".join(f"{name}={FIRED.get(name, 0)}" for p, name, a, f in RULES))
print("stats", ", ".join(f"{name}={read()}" for name, read in sorted(STATS.items())))
print("retries", sorted(RETRIES.items()), "stock left", sum(STOCK.values()))
