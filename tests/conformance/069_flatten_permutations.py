# Recursion over lists: flattening with isinstance and generating permutations.
def flatten(x, out):
    if isinstance(x, list) or isinstance(x, tuple):
        for item in x:
            flatten(item, out)
    else:
        out.append(x)
    return out


def permutations(items):
    if len(items) <= 1:
        return [list(items)]
    result = []
    for i in range(len(items)):
        rest = []
        for j in range(len(items)):
            if j != i:
                rest.append(items[j])
        for p in permutations(rest):
            result.append([items[i]] + p)
    return result


print(flatten([1, [2, [3, [4, (5, 6)]]], "s", []], []))
perms = permutations([1, 2, 3])
print(len(perms), perms)
print(len(permutations(["a", "b", "c", "d"])))
