# Recursion through rich signatures: accumulators passed as keyword-only arguments,
# depth counters in **kwargs, recursive *args consumption, mutual recursion through
# spreads, recursive tree walks with options forwarded down.


def flatten(items, *, depth=0, out=None):
    if out is None:
        out = []
    for x in items:
        if isinstance(x, list):
            flatten(x, depth=depth + 1, out=out)
        else:
            out.append((x, depth))
    return out


print(flatten([1, [2, [3, [4]], 5], [[6]]]))


def count_down(n, **state):
    state.setdefault("seen", [])
    state["seen"].append(n)
    if n == 0:
        return state
    return count_down(n - 1, **state)


print(count_down(4))


def total(*nums, acc=0):
    if not nums:
        return acc
    first, *rest = nums
    return total(*rest, acc=acc + first)


print(total(), total(1), total(*range(1, 101)))


def is_even(n, **kw):
    kw["calls"] = kw.get("calls", 0) + 1
    if n == 0:
        return True, kw["calls"]
    return is_odd(*[n - 1], **kw)


def is_odd(n, **kw):
    kw["calls"] = kw.get("calls", 0) + 1
    if n == 0:
        return False, kw["calls"]
    return is_even(n - 1, **kw)


print(is_even(10), is_odd(7), is_even(3))


def render(tree, *, indent=0, bullet="-", lines=None):
    if lines is None:
        lines = []
    name, children = tree
    lines.append(" " * indent + bullet + " " + name)
    for child in children:
        render(child, indent=indent + 2, bullet=bullet, lines=lines)
    return lines


tree = ("root", [("a", [("a1", []), ("a2", [])]), ("b", [("b1", [("b1x", [])])])])
for line in render(tree):
    print(line)
print("\n".join(render(tree, bullet="*", indent=1)))


def ackermann(m, n, /):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


print(ackermann(2, 3), ackermann(*[1, 5]))


def permutations(*items, prefix=()):
    if not items:
        return [prefix]
    result = []
    for i in range(len(items)):
        rest = items[:i] + items[i + 1 :]
        result.extend(permutations(*rest, prefix=prefix + (items[i],)))
    return result


print(permutations(1, 2, 3))
print(len(permutations(*"abcd")), permutations())


def hanoi(n, src="A", dst="C", via="B", *, moves=None):
    if moves is None:
        moves = []
    if n > 0:
        hanoi(n - 1, src, via, dst, moves=moves)
        moves.append(src + dst)
        hanoi(n - 1, via, dst, src, moves=moves)
    return moves


print(hanoi(3), len(hanoi(6)))
print(hanoi(2, dst="B", via="C"))


def power_set(first=None, *rest):
    if first is None and not rest:
        return [[]]
    tail = power_set(*rest) if rest else [[]]
    return tail + [[first] + s for s in tail]


print(power_set(1, 2, 3))


def deep(n, **kw):
    if n == 0:
        return sorted(kw)
    kw["k%d" % n] = n
    return deep(n - 1, **kw)


print(deep(5))


def gcd(a, b, *more):
    while b:
        a, b = b, a % b
    if more:
        return gcd(a, *more)
    return a


print(gcd(12, 18), gcd(48, 36, 120, 84), gcd(*[7, 13]))


def memo_fib(n, *, memo={}):
    if n in memo:
        return memo[n]
    r = n if n < 2 else memo_fib(n - 1) + memo_fib(n - 2)
    memo[n] = r
    return r


print(memo_fib(80), memo_fib(90), memo_fib(memo={}, n=10))
