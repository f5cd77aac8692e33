# expect: 5: KeyError: 'id'
# A bare raise in a handler raises the exception again with the traceback it had: the
# innermost entry is still where it was first raised.
def lookup(record):
    return record["id"]


def load(records):
    out = []
    for r in records:
        try:
            out.append(lookup(r))
        except KeyError:
            print("missing id in", r)
            raise
    return out


print(load([{"id": 1}, {"name": "x"}]))
