# expect: 12: RuntimeError: no default for 'b'
# An exception raised in a handler is printed after the one being handled, joined by
# "During handling of the above exception, another exception occurred".
def get(config, key):
    return config[key]


def get_or_fail(config, key):
    try:
        return get(config, key)
    except KeyError:
        raise RuntimeError("no default for %r" % key)


print(get_or_fail({"a": 1}, "a"))
print(get_or_fail({"a": 1}, "b"))
