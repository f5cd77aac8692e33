# expect: 18: see docs/config.md
# Notes added with add_note print after the message, in a chain too.
def parse_port(text):
    try:
        return int(text)
    except ValueError as e:
        e.add_note(f"while parsing {text!r}")
        raise


def load(cfg):
    try:
        return parse_port(cfg["port"])
    except ValueError as e:
        err = ValueError(f"invalid port {cfg['port']!r}")
        err.add_note("in section [server]")
        err.add_note("see docs/config.md")
        raise err from e


print(load({"port": "8080"}))
print(load({"port": "abc"}))
