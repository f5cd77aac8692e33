# expect: 9: ValueError: bad port 'http'
# raise ... from e prints the cause first, joined by "The above exception was the direct
# cause of the following exception".
def parse_port(text):
    try:
        return int(text)
    except ValueError as e:
        print("parse failed")
        raise ValueError("bad port %r" % text) from e


print(parse_port("80"))
print(parse_port("http"))
