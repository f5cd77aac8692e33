# Function attributes: attributes set by decorators and read back, counters kept on the
# wrapper function, __dict__ (contents, identity, entries removed through it),
# __defaults__ and __kwdefaults__ (None when there are none), __name__ and __qualname__
# of nested functions, lambdas and methods (also after reassignment), and attributes on
# the functions behind methods, read through the class and through bound methods.


def tag(**attrs):
    def decorate(fn):
        for key, value in attrs.items():
            setattr(fn, key, value)
        return fn

    return decorate


@tag(route="/home", methods=("GET",))
@tag(priority=3)
def home():
    return "home page"


print(home(), home.route, home.methods, home.priority)
print(list(home.__dict__.items()))
print(hasattr(home, "route"), hasattr(home, "missing"), getattr(home, "missing", "dflt"))


def counting(fn):
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        wrapper.history.append(args)
        return fn(*args, **kwargs)

    wrapper.calls = 0
    wrapper.history = []
    wrapper.__name__ = fn.__name__
    wrapper.__qualname__ = "counted." + fn.__qualname__
    return wrapper


@counting
def add(a, b=1):
    return a + b


print(add(1), add(2, 3), add(b=5, a=1))
print(add.calls, add.history, add.__name__, add.__qualname__)
add.calls = 0
print(add(10), add.calls)

# each decorated function gets its own wrapper and counter
@counting
def neg(x):
    return -x


neg(1)
neg(2)
print(neg.calls, add.calls, neg.__name__)


# __dict__ is a real dict: updates through it are attributes and vice versa
def target():
    pass


print(target.__dict__)
target.__dict__["via_dict"] = 1
target.direct = 2
print(target.via_dict, target.__dict__["direct"], sorted(target.__dict__))
d = target.__dict__
target.later = 3
print(d is target.__dict__, "later" in d)
del target.__dict__["direct"]
print(sorted(target.__dict__), hasattr(target, "direct"))
print(target.__dict__.pop("later"), sorted(target.__dict__), hasattr(target, "later"))
try:
    target.nothing
except AttributeError as e:
    print("AttributeError", e)

# attribute values can be any object, including other functions
target.helper = lambda x: x * 2
target.counter = {"n": 0}
target.counter["n"] += 5
print(target.helper(21), target.counter)


# __defaults__ and __kwdefaults__
def defaults(a, b=2, c=[3], *args, d, e=5, **kw):
    return a, b, c, d, e


print(defaults.__defaults__, defaults.__kwdefaults__)
print(defaults(1, d=4), defaults(1, 2, 3, 4, d=0, e=0, f=0))


def no_defaults(a, *, b):
    return a, b


print(no_defaults.__defaults__, no_defaults.__kwdefaults__)


def only_kw_defaults(*, x=1, y=2):
    return x, y


print(only_kw_defaults.__defaults__, only_kw_defaults.__kwdefaults__)
print(only_kw_defaults(y=9))

# mutable defaults are shared and visible through __defaults__
def remember(item, seen=[]):
    seen.append(item)
    return len(seen)


remember("a")
remember("b")
print(remember.__defaults__)


# __name__ and __qualname__ of nested functions and lambdas
def outer():
    def middle():
        def inner():
            pass

        return inner

    square = lambda v: v * v
    return middle, middle(), square, (lambda: lambda: 0)()


m, i, sq, nested_lambda = outer()
print(m.__name__, m.__qualname__)
print(i.__name__, i.__qualname__)
print(sq.__name__, sq.__qualname__)
print(nested_lambda.__name__, nested_lambda.__qualname__)
top_lambda = lambda: None
print(top_lambda.__name__, top_lambda.__qualname__, outer.__name__, outer.__qualname__)

# renaming a function changes __name__ but not __qualname__, and not the call
i.__name__ = "renamed"
print(i.__name__, i.__qualname__)
sq.__qualname__ = "custom.qualname"
print(sq.__name__, sq.__qualname__, sq(7))


# functions behind methods
class Greeter:
    def hello(self, name="world"):
        return "hello " + name

    def make_local(self):
        def local():
            return self

        return local

    class Inner:
        def deep(self):
            pass


Greeter.hello.visits = 0
Greeter.hello.visits += 1
print(Greeter.hello.visits, Greeter.hello.__name__, Greeter.hello.__qualname__)
print(Greeter.hello.__defaults__, Greeter().hello())
print(Greeter().make_local().__qualname__, Greeter.Inner.deep.__qualname__)
print(Greeter.__dict__["hello"].visits)

# attributes of the function are read through a bound method
g = Greeter()
print(g.hello.visits, g.hello.__name__, g.hello.__qualname__)
try:
    g.hello.new_attr = 1
except AttributeError as e:
    print("AttributeError", e)
print(g.hello.__func__ is Greeter.hello, g.hello.__self__ is g)


# a decorator that registers methods by an attribute, read back from the class
def command(name):
    def decorate(fn):
        fn.command_name = name
        return fn

    return decorate


class Shell:
    @command("ls")
    def list_files(self):
        return "listing"

    @command("cd")
    def change_dir(self):
        return "changing"

    def helper(self):
        return "not a command"


commands = {}
for attr_name, value in Shell.__dict__.items():
    if hasattr(value, "command_name"):
        commands[value.command_name] = attr_name
print(commands)
sh = Shell()
print([getattr(sh, commands[c])() for c in ["cd", "ls"]])
