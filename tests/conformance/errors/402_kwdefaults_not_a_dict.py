# expect: 8: TypeError: __kwdefaults__ must be set to a dict object
# A function's keyword-only defaults replaced by a list of pairs.
def connect(host, *, port=80, timeout=5):
    return f"{host}:{port}/{timeout}"


print(connect("example"))
connect.__kwdefaults__ = [("port", 8080)]
