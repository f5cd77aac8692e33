# expect: 8: ValueError: negative balance
# A function accumulate calls raises while a for loop drives it.
from itertools import accumulate


def apply(balance, amount):
    if balance + amount < 0:
        raise ValueError("negative balance")
    return balance + amount


for balance in accumulate([10, -3, -4, -5], apply):
    print(balance)
