# finally runs on every way out: falling off the end, an exception (which goes on),
# return, break and continue; a return or break in it replaces what was leaving.


def normal():
    try:
        print("body")
    finally:
        print("finally")
    print("after")


normal()


def on_exception():
    try:
        try:
            print("raising")
            raise KeyError("k")
        finally:
            print("finally sees the exception go by")
    except KeyError as e:
        print("caught after finally", e)


on_exception()


def on_return(x):
    try:
        if x:
            return "early"
        print("no early return")
    finally:
        print("finally, x =", x)
    return "late"


print(on_return(True))
print(on_return(False))


def loop_control():
    out = []
    for i in range(6):
        try:
            if i == 1:
                continue
            if i == 4:
                break
            out.append(i)
        finally:
            out.append(-i)
    return out


print(loop_control())


def while_control():
    n = 0
    log = []
    while True:
        n += 1
        try:
            if n % 2:
                continue
            if n > 6:
                break
            log.append(n)
        finally:
            log.append("f%d" % n)
    return log


print(while_control())


def override_return():
    try:
        return "body"
    finally:
        return "finally wins"


print(override_return())


def swallow_by_return():
    try:
        raise ValueError("lost")
    finally:
        return "the exception is dropped"


print(swallow_by_return())


def swallow_by_break():
    for i in range(3):
        try:
            raise ValueError(i)
        finally:
            break
    return "broke out at %d" % i


print(swallow_by_break())


def nested_finally():
    log = []
    try:
        try:
            try:
                return log
            finally:
                log.append("inner")
        finally:
            log.append("middle")
    finally:
        log.append("outer")


print(nested_finally())


def finally_and_except():
    for x in [0, 1, 2]:
        try:
            print(10 // x)
        except ZeroDivisionError:
            print("zero")
            continue
        else:
            print("else", x)
        finally:
            print("finally", x)


finally_and_except()


def return_value_is_computed_first():
    x = 1
    try:
        return x
    finally:
        x = 2
        print("x changed to", x)


print(return_value_is_computed_first())
