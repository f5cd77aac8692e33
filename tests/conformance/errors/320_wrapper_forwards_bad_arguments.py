# expect: 10: TypeError: connect() got an unexpected keyword argument 'timeout'
# A decorator's wrapper forwards *args and **kwargs to the wrapped function, which does not
# accept one of the keywords: the error is raised at the forwarding call in the wrapper.
calls = []


def logged(fn):
    def wrapper(*args, **kwargs):
        calls.append(fn.__name__)
        return fn(*args, **kwargs)

    return wrapper


@logged
def connect(host, port=80, *, secure=False):
    return "%s:%d%s" % (host, port, " (tls)" if secure else "")


print(connect("example.org"))
print(connect("example.org", 443, secure=True))
print(calls)
print(connect("example.org", timeout=5))
