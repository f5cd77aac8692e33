# The names in a program's constants are one object per text, as CPython interns them:
# a keyword's name (which keys the callee's `**kwargs`), a string inside a tuple
# constant, and the same text written elsewhere are the same object, so a dict keyed by
# keyword names finds them by identity.
alpha = "alpha"
beta = "beta"


def kwargs(**kw):
    return kw


def names_of(**kw):
    return [k is alpha or k is beta for k in kw]


print(names_of(alpha=1, beta=2))
d = kwargs(beta=2, alpha=1)
print([k is alpha or k is beta for k in d], d["alpha"], d[beta])

t = ("alpha", ("beta", "gamma"), 3)
print(t[0] is alpha, t[1][0] is beta)


def elsewhere():
    return ("alpha", "beta")


e = elsewhere()
print(e[0] is alpha, e[1] is beta, e[0] is t[0])


def lookup(table, *names):
    return [table[n] for n in names]


config = kwargs(width=3, height=4, depth=5)
print(lookup(config, "depth", "width"), sorted(config))


def wrapper(*args, **kwargs):
    return target(*args, **kwargs)


def target(*, width, **others):
    return width, sorted(others.items())


print(wrapper(width=1, height=2, depth=3))
