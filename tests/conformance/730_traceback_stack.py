# traceback.extract_stack, format_stack and print_stack from functions, methods,
# generators and comprehensions (frames outermost first, the caller's last), with
# limits; exceptions from generators and methods formatted with their frames.
import io
import traceback


def clean(text):
    return text.replace(__file__, "FILE")


def names(stack):
    return [(f.name, f.lineno) for f in stack]


def here():
    return traceback.extract_stack()


def a():
    return b()


def b():
    return here()


print(names(a()))
print(names(traceback.extract_stack(limit=1)), names(traceback.extract_stack(limit=0)))
print(len(traceback.extract_stack()), traceback.extract_stack()[-1].line)


class Walker:
    def step(self):
        return traceback.extract_stack(limit=2)

    def __init__(self):
        self.made = names(traceback.extract_stack())


print(names(Walker().step()), Walker().made)


def gen():
    yield names(traceback.extract_stack())
    yield names(here())


for frames in gen():
    print(frames)
print([names(here())[-2:] for _ in range(1)])


def show():
    out = io.StringIO()
    traceback.print_stack(file=out)
    return clean(out.getvalue())


def caller():
    return show()


print(caller(), end="")
print(clean("".join(traceback.format_stack())), end="")


def failing_gen():
    yield 1
    raise KeyError("from generator")


def consume():
    for _ in failing_gen():
        pass


class Box:
    def open(self):
        raise PermissionError("locked")


for fn in (consume, Box().open):
    try:
        fn()
    except Exception as e:
        print(clean(traceback.format_exc()), end="")
        print(names(traceback.extract_tb(e.__traceback__)))
