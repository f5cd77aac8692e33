# expect: 5: KeyError: 'b'
# A KeyError the VM raises, caught, and a second one raised while handling it, uncaught:
# both tracebacks print, the second "during handling of" the first.
def get(d, k):
    return d[k]


def both(d):
    try:
        return get(d, "a")
    except KeyError:
        return get(d, "b")


both({})
