# close(): GeneratorExit raised at the suspended yield; finally blocks run; a generator
# that catches GeneratorExit and returns is closed quietly; one that yields again makes
# close raise RuntimeError; closing a just-started or finished generator does nothing;
# a closed generator is exhausted.

def with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("  finally")

g = with_finally()
print(next(g))
print(g.close())
print(next(g, "exhausted"))
print(g.close())

# close before the first next: the body never runs, nor its finally
g = with_finally()
g.close()
print(list(g))

# close after exhaustion
g = with_finally()
print(list(g))
g.close()
print("closed a finished generator")

def catches_exit():
    try:
        yield "working"
    except GeneratorExit:
        print("  got GeneratorExit")
        return "ignored value"

g = catches_exit()
print(next(g))
print(g.close())

def catches_and_reraises():
    try:
        yield 1
    except GeneratorExit as e:
        print("  cleaning up", type(e).__name__, isinstance(e, Exception),
              isinstance(e, BaseException))
        raise

g = catches_and_reraises()
next(g)
g.close()
print("closed")

def refuses():
    refused = 0
    while True:
        try:
            yield "still here"
        except GeneratorExit:
            refused += 1
            print("  refusing to exit", refused)
            if refused == 2:
                return

g = refuses()
print(next(g))
try:
    g.close()
except RuntimeError as e:
    print("RuntimeError:", e)
g.close()
print("second close accepted:", next(g, "exhausted"))

def raises_other():
    try:
        yield 1
    except GeneratorExit:
        raise ValueError("during close")

g = raises_other()
next(g)
try:
    g.close()
except ValueError as e:
    print("close raised", e, "| context:", type(e.__context__).__name__)
print(next(g, "done"))

# an except Exception clause does not catch GeneratorExit
def broad_handler():
    try:
        yield 1
    except Exception:
        print("  never: GeneratorExit is not an Exception")
    finally:
        print("  broad finally")

g = broad_handler()
next(g)
g.close()

# close runs nested finally blocks innermost first
def nested():
    try:
        try:
            for i in range(3):
                try:
                    yield i
                finally:
                    print("  loop finally", i)
        finally:
            print("  middle finally")
    finally:
        print("  outer finally")

g = nested()
print(next(g), next(g))
g.close()

# a consumer closes a generator after taking what it needs
def lines():
    n = 0
    try:
        while True:
            n += 1
            yield "line %d" % n
    finally:
        print("  read", n, "lines")

src = lines()
for line in src:
    print(line)
    if line.endswith("3"):
        break
src.close()

# finally may itself yield during close: RuntimeError
def yields_in_finally():
    try:
        yield 1
    finally:
        yield "from finally"

g = yields_in_finally()
next(g)
try:
    g.close()
except RuntimeError as e:
    print("RuntimeError:", e)
# resumed, the finally block ends and GeneratorExit carries on out of next()
try:
    next(g)
except GeneratorExit as e:
    print("GeneratorExit came out of next:", type(e).__name__)
print(next(g, "then done"))

# closing a generator stored in a list, in a loop
def ticker(name):
    try:
        while True:
            yield name
    finally:
        print("  stop", name)

gens = [ticker("a"), ticker("b"), ticker("c")]
for t in gens:
    next(t)
for t in gens:
    t.close()
print([next(t, None) for t in gens])

# a for loop whose body closes the generator it iterates: the loop ends at the next step
def nums():
    try:
        for i in range(10):
            yield i
    finally:
        print("  nums finally")

g = nums()
for v in g:
    print("v", v)
    if v == 2:
        g.close()
print("loop over")
