# **kwargs: a fresh dict in call order, named parameters taken out of it, forwarding to
# another function, kwargs in methods and lambdas, mutation not visible to the caller.


def kw(**kwargs):
    return kwargs


print(kw(), kw(a=1), kw(z=26, a=1, m=13))
print(list(kw(c=3, b=2, a=1)), type(kw()).__name__)


def named_and_kw(a, b=2, **rest):
    return a, b, rest


print(named_and_kw(1))
print(named_and_kw(1, 3))
print(named_and_kw(1, x=9))
print(named_and_kw(a=5, y=1, b=6, x=2))
print(named_and_kw(b=0, a=0))


def all_three(a, *args, **kwargs):
    return a, args, kwargs


print(all_three(1, 2, 3, k=4, j=5))
print(all_three(a=1, k=2))
print(all_three(1))


def target(x, y=0, z=0):
    return "x=%s y=%s z=%s" % (x, y, z)


def forward(**kwargs):
    return target(**kwargs)


print(forward(x=1), forward(z=3, x=1), forward(y=2, x=1, z=3))


def forward_all(*args, **kwargs):
    return target(*args, **kwargs)


print(forward_all(1, 2, 3), forward_all(1, z=5), forward_all(y=4, x=0))


def fresh_each_time(**kwargs):
    kwargs["seen"] = True
    return kwargs


d = {"a": 1}
out = fresh_each_time(**d)
print(d, out, out is d)
print(fresh_each_time(), fresh_each_time())


def order_of_merge(**kwargs):
    return list(kwargs.items())


print(order_of_merge(b=1, **{"d": 4, "c": 3}, a=0))
print(order_of_merge(**{"x": 1}, **{"y": 2}))


class Config:
    def __init__(self, name, **options):
        self.name = name
        self.options = options

    def update(self, **changes):
        for k in changes:
            self.options[k] = changes[k]
        return self

    def get(self, key, **kw):
        if "default" in kw:
            return self.options.get(key, kw["default"])
        return self.options[key]


c = Config("db", host="localhost", port=5432)
print(c.name, c.options)
print(c.update(port=6543, user="admin").options)
print(c.get("host"), c.get("missing", default="none"))

make = lambda **kw: sorted(kw.items())
print(make(), make(b=2, a=1))
pick = lambda key, **kw: kw.get(key, "?")
print(pick("a", a=1), pick("z", a=1))


def kwargs_keys_are_strings(**kw):
    return [type(k).__name__ for k in kw]


print(kwargs_keys_are_strings(a=1, b=2))


def counting(**kw):
    return len(kw), sum(kw.values())


print(counting(**{"n%d" % i: i for i in range(10)}))


def nested(**outer_kw):
    def inner(**inner_kw):
        merged = dict(outer_kw)
        merged.update(inner_kw)
        return merged

    return inner


print(nested(a=1, b=2)(b=20, c=30))


def kw_named_like_builtins(**kw):
    return kw


print(kw_named_like_builtins(list=1, print=2, self=3, kwargs=4))


def takes_self_kw(self, **kw):
    return self, kw


print(takes_self_kw(0, other=1))


def gen_kw(**kw):
    for k in kw:
        yield k, kw[k]


print(list(gen_kw(one=1, two=2, three=3)))
print(dict(gen_kw(**{"p": 0, "q": 1})))
