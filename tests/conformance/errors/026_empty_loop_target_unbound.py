# expect: 9: UnboundLocalError: cannot access local variable 'y' where it is not associated with a value
# A loop that never runs leaves its local target unbound (FOR_ITER_FAST writes it only
# when there is an item).


def unbound(xs):
    for y in xs:
        pass
    return y


print(unbound([1, 2]))
print(unbound([]))
