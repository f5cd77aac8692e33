# __class_getitem__, __init_subclass__, __set_name__, __mro_entries__, class annotations,
# builtin generic aliases.
class A:
    def __class_getitem__(cls, item):
        return (cls.__name__, item)


class B(A):
    pass


print(A[int], B[str, int])


class Registry:
    children = []

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Registry.children.append(cls.__name__)


class C1(Registry):
    pass


class C2(C1):
    pass


print(Registry.children)


class Named:
    def __set_name__(self, owner, name):
        self.name = owner.__name__ + "." + name

    def __get__(self, obj, objtype=None):
        return self.name


class Holder:
    attr = Named()


print(Holder.__dict__["attr"].name)


class Entry:
    def __mro_entries__(self, bases):
        return (Base,)


class Base:
    def hello(self):
        return "hello from Base"


class D(Entry()):
    pass


print(D.__bases__, D().hello(), len(D.__orig_bases__))


class Annotated:
    x: int
    y: str = "s"
    __private: float = 1.0
    if True:
        z: list = []

    def method(self):
        w: int = 3
        return w


print(Annotated.__annotations__, Annotated.y, Annotated().method())
print(hasattr(Annotated, "x"))
print(list[int], dict[str, list[int]], tuple[int, ...], type[int], set[str], frozenset[int])
alias = list[int]
print(alias.__origin__, alias.__args__, alias([1, 2]), alias == list[int])


class MyList(list):
    pass


print(MyList[int])
