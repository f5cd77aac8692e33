# expect: 10: LookupError: unknown user 7
# raise ... from None hides the exception being handled.
USERS = {1: "ann"}


def name_of(uid):
    try:
        return USERS[uid]
    except KeyError:
        raise LookupError("unknown user %d" % uid) from None


print(name_of(1))
print(name_of(7))
