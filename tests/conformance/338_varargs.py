# *args: empty and long tuples, positional and default parameters before *args, passing
# the tuple through, *args in methods, lambdas, generators and nested functions.


def collect(*args):
    return args


print(collect(), collect(1), collect(1, "two", 3.0, None, [4]))
print(type(collect()).__name__, type(collect(1, 2)).__name__, len(collect(*range(50))))


def head_tail(first, *rest):
    return first, rest


print(head_tail(1), head_tail(1, 2), head_tail(1, 2, 3, 4))


def with_defaults(a, b=10, c=20, *rest):
    return a, b, c, rest


print(with_defaults(1))
print(with_defaults(1, 2))
print(with_defaults(1, 2, 3))
print(with_defaults(1, 2, 3, 4, 5))
print(with_defaults(1, c=7))


def total(*nums):
    s = 0
    for n in nums:
        s += n
    return s


print(total(), total(5), total(1, 2, 3, 4, 5, 6, 7, 8, 9, 10))


def passthrough(*args):
    return total(*args) * 2


print(passthrough(1, 2, 3), passthrough())


def rest_is_tuple(*args):
    try:
        args.append(1)
    except AttributeError as e:
        print("AttributeError:", e)
    return args + (99,)


print(rest_is_tuple(1, 2))


def mutate_list_arg(*args):
    args[0].append("x")
    return args


shared = []
mutate_list_arg(shared)
mutate_list_arg(shared)
print(shared)


class Bag:
    def __init__(self, *items):
        self.items = list(items)

    def add(self, *more):
        self.items.extend(more)
        return len(more)

    def describe(self, *labels):
        return "/".join(labels) + ":" + str(self.items)


b = Bag(1, 2)
print(b.add(), b.add(3), b.add(4, 5, 6), b.items)
print(b.describe(), b.describe("a", "b"))
print(Bag().items, Bag(*"xyz").items)

join = lambda sep, *parts: sep.join(parts)
print(join("-"), join("-", "a"), join("-", "a", "b", "c"))
count_args = lambda *a: len(a)
print(count_args(), count_args(None, None), (lambda *a: a)(1, 2))


def gen_each(*values):
    for v in values:
        yield v * 10


print(list(gen_each()), list(gen_each(1, 2, 3)))


def gen_pairs(tag, *values):
    i = 0
    while i < len(values):
        yield tag, values[i]
        i += 1


print(list(gen_pairs("t", "a", "b")))


def outer(*args):
    def inner(*more):
        return args + more

    return inner


print(outer(1, 2)(3, 4), outer()(), outer(1)())


def star_len(*args):
    return len(args), args[-1] if args else None


print(star_len(*[0] * 7), star_len())


def unpack_in_body(*args):
    a, *b = args
    return a, b


print(unpack_in_body(1), unpack_in_body(1, 2, 3))


def recursive_sum(*xs):
    if not xs:
        return 0
    return xs[0] + recursive_sum(*xs[1:])


print(recursive_sum(1, 2, 3, 4, 5))


def varargs_with_name_args(*args):
    return args


args = (7, 8)
print(varargs_with_name_args(args), varargs_with_name_args(*args))
print(collect(*[], *(), *""))
print(collect.__name__, head_tail.__qualname__)
