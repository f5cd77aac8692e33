import modules.cyc.second as second

events = ["first: after importing second"]


def who():
    return "first"


def partner():
    return second.who()
