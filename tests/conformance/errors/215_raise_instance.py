# expect: 9: ValueError: insufficient funds: 20 < 40
# Raising a builtin exception instance with a message from inside a method.
class Account:
    def __init__(self, balance):
        self.balance = balance

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds: " + str(self.balance) + " < " + str(amount))
        self.balance -= amount
        return self.balance


a = Account(100)
print(a.withdraw(30))
print(a.withdraw(50))
print(a.withdraw(40))
