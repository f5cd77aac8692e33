# expect: 4: dataclasses.FrozenInstanceError: cannot assign to field 'amount'
from dataclasses import dataclass


@dataclass(frozen=True)
class Money:
    amount: int
    currency: str = "EUR"


m = Money(5)
print(m)
m.amount = 6
