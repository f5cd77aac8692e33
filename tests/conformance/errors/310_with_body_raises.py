# expect: 16: ValueError: bad row 3
# A with body's exception goes on after __exit__ returns a false value.
class Table:
    def __enter__(self):
        print("open")
        return self

    def __exit__(self, t, v, tb):
        print("close after", t.__name__)


def load(rows):
    with Table():
        for r in rows:
            if r > 2:
                raise ValueError("bad row %d" % r)
            print("row", r)


load([1, 2, 3, 4])
