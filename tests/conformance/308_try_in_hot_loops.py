# try statements inside hot loops and around them: the common idioms (a dict lookup
# that may miss, a conversion that may fail) run many times, with and without errors.


def count_words(words):
    counts = {}
    for w in words:
        try:
            counts[w] += 1
        except KeyError:
            counts[w] = 1
    return counts


words = []
for i in range(3000):
    words.append("w%d" % (i * 7 % 13))
c = count_words(words)
print(len(c), c["w0"], c["w12"])


def parse_all(texts):
    good = 0
    bad = 0
    for t in texts:
        try:
            good += int(t)
        except ValueError:
            bad += 1
    return good, bad


texts = []
for i in range(2000):
    if i % 5 == 0:
        texts.append("x%d" % i)
    else:
        texts.append(str(i))
print(parse_all(texts))


def guarded_sum(n):
    s = 0
    try:
        for i in range(n):
            s += i * i
    except OverflowError:
        s = -1
    return s


print(guarded_sum(100000))


def nested(n):
    hits = 0
    for i in range(n):
        try:
            try:
                if i % 3 == 0:
                    raise KeyError(i)
                if i % 3 == 1:
                    raise IndexError(i)
                hits += 1
            except KeyError:
                hits += 10
            finally:
                hits += 100
        except IndexError:
            hits += 1000
    return hits


print(nested(3000))


def early_exit(limit):
    for i in range(limit):
        try:
            if i * i > 1000:
                return i
        finally:
            pass
    return -1


total = 0
for k in range(500):
    total += early_exit(100 + k)
print(total)
