import modules.cyc.first as first_module

events = []
try:
    first_module.who
except AttributeError as e:
    events.append("second saw: " + str(e))
try:
    from modules.cyc.first import who as early
except ImportError as e:
    events.append("second could not: " + str(e).split(" (")[0])


def who():
    return "second"


def partner():
    return first_module.who()
