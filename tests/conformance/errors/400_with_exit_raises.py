# expect: 21,17,13: KeyError: 'exit failed'
# An __exit__ that raises after the body ended normally: the traceback shows the `with`
# line and the method's raise (the call is an ordinary CALL of the bound __exit__).


class Log:
    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, t, e, tb):
        print("exit", t)
        raise KeyError("exit failed")


def run():
    with Log():
        print("the body")


run()
