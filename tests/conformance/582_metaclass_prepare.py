# __prepare__ makes the namespace the class body fills: names it holds are visible in
# the body, and it receives the class statement's keywords.
class Recorder(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print("prepare", mcls.__name__, name, [b.__name__ for b in bases], kw)
        return {"injected": 42, "order": []}

    def __new__(mcls, name, bases, ns, **kw):
        print("new", sorted(k for k in ns if not k.startswith("__")))
        return super().__new__(mcls, name, bases, ns)

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)


class R(metaclass=Recorder, flag=True):
    z = injected + 1
    order.append("z")

    def m(self):
        return self.z


print(R.z, R.injected, R.order, R().m())


class Sub(R):
    w = injected * 2


print(Sub.w, type(Sub).__name__)


class Fresh(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        ns = {}
        ns["defined_in"] = name
        return ns


class F(metaclass=Fresh):
    label = defined_in + "!"


print(F.label, F.defined_in)
