# sys.flags, sys.int_info, sys.float_info and sys.hash_info: structseqs (tuples whose
# items are also read-only attributes), their fields, reprs, tuple behaviour, and the
# errors of assigning to them and of making more.
import sys

infos = [sys.flags, sys.int_info, sys.float_info, sys.hash_info]

print(sys.int_info)
print(sys.float_info)
print(repr(sys.int_info) == str(sys.int_info))

# Fields that depend on how CPython is started (the tests run it with -E -s -B) or on
# how strings hash (vm-std: unseeded FxHash) are left out of the printed values.
varies = {
    "dont_write_bytecode",
    "no_user_site",
    "ignore_environment",
    "hash_randomization",
    "algorithm",
    "seed_bits",
    "cutoff",
}

for info in infos:
    cls = type(info)
    print(cls.__name__, cls.__module__, cls.__qualname__, isinstance(info, tuple))
    print(cls.n_sequence_fields, cls.n_fields, cls.n_unnamed_fields, len(info))
    names = [n for n in dir(info) if not n.startswith("_") and n not in
             ("count", "index", "n_fields", "n_sequence_fields", "n_unnamed_fields")]
    # dir() sorts; the fields' order is the repr's.
    order = [part.split("=")[0] for part in repr(info)[len(cls.__module__) + len(cls.__name__) + 2:-1].split(", ")]
    print(sorted(order) == names, order)
    # The repr is name(field=repr(value), ...), in the tuple's order.
    rebuilt = "sys.%s(%s)" % (cls.__name__, ", ".join("%s=%r" % (n, getattr(info, n)) for n in order))
    print(repr(info) == rebuilt, str(info) == rebuilt)
    for i, n in enumerate(order):
        same = info[i] is getattr(info, n) or info[i] == getattr(info, n)
        shown = "-" if n in varies else repr(getattr(info, n))
        print(" ", i, n, shown, type(info[i]).__name__, same)
    print(info[-1] == info[len(info) - 1], info[:2] == tuple(info)[:2], list(iter(info)) == list(info))
    print(tuple(info) == info, info == tuple(info), hash(info) == hash(tuple(info)))
    first, *rest = info
    print(first == info[0], len(rest))
    for attempt in ("setattr(info, order[0], 1)", "setattr(info, 'foo', 1)",
                    "delattr(info, order[-1])", "info.__setitem__(0, 1)",
                    "info[0]", "info[len(info)]", "info.foo", "cls()",
                    "cls(range(len(info)))", "cls(range(len(info) - 1))",
                    "cls(range(len(info) + 1))", "cls(5)", "cls(range(len(info)), 3)",
                    "cls(range(len(info)), None)", "cls(range(len(info)), {})",
                    "cls(sequence=list(range(len(info))))", "cls([], {}, 1)"):
        try:
            r = eval(attempt)
            if type(r) is cls:
                print(" ", attempt, "->", type(r).__name__, r == tuple(range(len(info))), r)
            else:
                print(" ", attempt, "->", repr(r) if attempt != "info[0]" else "ok")
        except (AttributeError, TypeError, IndexError) as e:
            print(" ", attempt, "->", type(e).__name__, e)

# The statements, not only setattr() and friends.
def assign(info, n):
    for k in range(n):
        try:
            if k == 0:
                info.max = 1.0
            elif k == 1:
                info.width = 1
            elif k == 2:
                info[0] = 1
            elif k == 3:
                del info[0]
            elif k == 4:
                info.bits_per_digit += 1
            elif k == 5:
                del info.debug
            print("no error", k)
        except (AttributeError, TypeError) as e:
            print(type(info).__name__, k, type(e).__name__, e)


for _ in range(3):  # warm, for the specializing interpreter
    for info in infos:
        assign(info, 6)

# A few values programs use.
print(sys.float_info.max == 1.7976931348623157e308, sys.float_info.epsilon == 2.0 ** -52)
print(sys.float_info.max * 2 == float("inf"), 1.0 + sys.float_info.epsilon > 1.0)
print(sys.float_info.min / 2 > 0, sys.float_info.mant_dig, sys.float_info.dig)
print(sys.int_info.default_max_str_digits == sys.get_int_max_str_digits())
print(sys.flags.int_max_str_digits, sys.flags.optimize, sys.flags.dev_mode, sys.flags.safe_path)
sys.set_int_max_str_digits(1000)
print(sys.flags.int_max_str_digits, sys.get_int_max_str_digits())
sys.set_int_max_str_digits(sys.int_info.default_max_str_digits)
h = sys.hash_info
print(hash(float("inf")) == h.inf, hash(float("-inf")) == -h.inf, hash(h.modulus) == 0)
print(hash(h.modulus + 5) == 5, hash(-h.modulus - 5) == -5, hash(2.0 ** 61) == 1)
print(hash(0.5) == pow(2, h.modulus - 2, h.modulus), h.width == sys.maxsize.bit_length() + 1)
print(h.hash_bits, sys.flags is sys.flags, sys.int_info == sys.int_info)
print(sorted(vars(sys.flags).keys()) if hasattr(sys.flags, "__dict__") else "no __dict__")
