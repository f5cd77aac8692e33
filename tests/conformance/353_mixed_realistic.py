# A small command-line style application: a command registry filled by decorators with
# arguments, a tokenizer generator, argument parsing into *args/**kwargs (--key=value
# options), dispatch with spreads, an event bus with closures, middleware wrappers and
# error reporting with CPython's TypeError messages for bad command invocations.


class EventBus:
    def __init__(self):
        self.handlers = {}

    def on(self, event, *, priority=0):
        def register(fn):
            self.handlers.setdefault(event, []).append((priority, fn))
            self.handlers[event].sort(key=lambda pair: -pair[0])
            return fn

        return register

    def emit(self, event, *args, **kwargs):
        return [fn(*args, **kwargs) for _, fn in self.handlers.get(event, [])]


bus = EventBus()
history = []


@bus.on("ran", priority=1)
def remember(name, *args, **kwargs):
    history.append(name)
    return "remembered " + name


@bus.on("ran", priority=5)
def announce(name, *args, result=None, **kwargs):
    return "announce %s -> %r" % (name, result)


class Registry:
    def __init__(self):
        self.commands = {}
        self.middleware = []

    def command(self, name=None, *, aliases=(), hidden=False):
        def register(fn):
            key = name or fn.__name__
            entry = {"fn": fn, "hidden": hidden}
            self.commands[key] = entry
            for alias in aliases:
                self.commands[alias] = entry
            return fn

        return register

    def use(self, mw):
        self.middleware.append(mw)
        return mw

    def invoke(self, name, *args, **kwargs):
        entry = self.commands.get(name)
        if entry is None:
            raise KeyError(name)
        call = entry["fn"]
        for mw in reversed(self.middleware):
            call = mw(call)
        result = call(*args, **kwargs)
        bus.emit("ran", name, *args, result=result, **kwargs)
        return result


app = Registry()


depth_log = []


@app.use
def timing(fn):
    depth = 0

    def wrapper(*args, **kwargs):
        nonlocal depth
        depth += 1
        try:
            return fn(*args, **kwargs)
        finally:
            depth_log.append(depth)
            depth -= 1

    return wrapper


@app.use
def coerce_numbers(fn):
    def convert(v):
        if isinstance(v, str) and v.lstrip("-").isdigit():
            return int(v)
        return v

    def wrapper(*args, **kwargs):
        return fn(*[convert(a) for a in args], **{k: convert(v) for k, v in kwargs.items()})

    return wrapper


@app.command(aliases=("sum", "+"))
def add(*nums, start=0):
    total = start
    for n in nums:
        total += n
    return total


@app.command("greet")
def say_hello(name, /, greeting="Hello", *, punct="!"):
    return "%s, %s%s" % (greeting, name, punct)


@app.command(hidden=True)
def config(**settings):
    return ", ".join("%s=%s" % (k, settings[k]) for k in sorted(settings))


@app.command()
def repeat(text, times=2, *, sep=" "):
    return sep.join([text] * times)


def tokenize(line):
    token = ""
    quoted = False
    for ch in line:
        if ch == '"':
            quoted = not quoted
        elif ch == " " and not quoted:
            if token:
                yield token
            token = ""
        else:
            token += ch
    if token:
        yield token


def parse(line):
    name, *rest = tokenize(line)
    args = []
    kwargs = {}
    for tok in rest:
        if tok.startswith("--"):
            key, _, value = tok[2:].partition("=")
            kwargs[key.replace("-", "_")] = value if value else True
        else:
            args.append(tok)
    return name, args, kwargs


def run(line):
    name, args, kwargs = parse(line)
    try:
        result = app.invoke(name, *args, **kwargs)
        print("%-34s => %r" % (line, result))
    except TypeError as e:
        print("%-34s !! TypeError: %s" % (line, e))
    except KeyError as e:
        print("%-34s !! unknown command %s" % (line, e))


script = [
    "add 1 2 3",
    "sum 10 -4 --start=100",
    "+",
    'greet Ann',
    'greet Bob Hi --punct=?',
    'greet "Cy Young" --greeting=Hey',
    "greet",
    "greet Ann Hi Extra",
    "greet --name=Ann",
    "config --mode=fast --level=3 --dry-run",
    "repeat ab",
    "repeat ab 3 --sep=-",
    "repeat ab --times=4",
    "repeat ab --colour=red",
    "repeat ab 2 --text=x",
    "add 1 --start=2 --end=3",
    "missing 1 2",
]
for line in script:
    run(line)
print(history, sum(depth_log), len(depth_log))
print(sorted(k for k, v in app.commands.items() if not v["hidden"]))
print(bus.emit("ran", "manual", 1, result="r"), bus.emit("other"))
print(app.middleware[0].__name__, [mw.__name__ for mw in app.middleware])
