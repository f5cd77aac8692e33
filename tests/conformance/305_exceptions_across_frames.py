# Exceptions raised frames below and caught above, through loops in every frame between:
# the loops the exception ended are over, and the loops around the handler go on.


def leaf(n):
    for i in range(3):
        for ch in "ab":
            if n == i and ch == "b":
                raise ValueError("leaf %d" % n)
    return n * 10


def middle(items):
    total = 0
    for x in items:
        total += leaf(x)
    return total


def top():
    results = []
    for batch in [[5, 6], [7, 1], [8], [2, 9]]:
        for attempt in range(2):
            try:
                results.append(middle(batch))
            except ValueError as e:
                results.append(str(e))
        results.append("batch done")
    return results


print(top())


# Re-raised on the way up, each frame adding to what it knows.
def level3(x):
    if x > 2:
        raise KeyError(x)
    return x


def level2(x):
    try:
        return level3(x)
    except KeyError:
        print("level2 saw", x)
        raise


def level1(xs):
    out = []
    for x in xs:
        try:
            out.append(level2(x))
        except KeyError as e:
            out.append("missing %s" % e)
    return out


print(level1([1, 3, 2, 4]))


# A handler in a loop over an iterator that a callee's loop shares nothing with.
def scan(words):
    found = []
    it = iter(words)
    for w in it:
        try:
            for c in w:
                if c == "!":
                    raise StopIteration
            found.append(w)
        except StopIteration:
            found.append("stop in " + w)
    return found


print(scan(["ab", "c!d", "ef", "!"]))


# Deep recursion that raises at the bottom, caught halfway up.
def down(n):
    if n == 0:
        raise ArithmeticError("bottom")
    if n == 50:
        try:
            return down(n - 1)
        except ArithmeticError as e:
            return "caught at 50: " + str(e)
    return down(n - 1)


print(down(120))


# A method raising, caught by the caller's caller.
class Account:
    def __init__(self, balance):
        self.balance = balance

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds: %d > %d" % (amount, self.balance))
        self.balance -= amount
        return self.balance


def run(account, amounts):
    log = []
    for a in amounts:
        try:
            log.append(account.withdraw(a))
        except ValueError as e:
            log.append(str(e))
    return log


print(run(Account(100), [30, 50, 40, 20, 1]))
