N = 150000  # size; tests/python.rs lowers it to 300
# A payment processor: a stream of transaction records (text fields, some malformed) is
# parsed, validated and applied to accounts. Errors are exceptions raised several calls
# deep and handled where a real program would: a field that does not parse becomes a
# ValidationError chained to the ValueError (`raise ... from`), an overdraft raises
# InsufficientFunds out of Account.withdraw, a missing account is a KeyError turned into
# UnknownAccount, a transfer that fails half-way is rolled back in an `except` that
# re-raises, and a `finally` keeps the audit counters right on every path. Most records
# are fine, so the `try` blocks run mostly without raising, as in real code.


class ProcessingError(Exception):
    pass


class ValidationError(ProcessingError):
    def __init__(self, field, text):
        super().__init__("bad %s: %r" % (field, text))
        self.field = field


class UnknownAccount(ProcessingError):
    pass


class InsufficientFunds(ProcessingError):
    def __init__(self, account, amount):
        super().__init__("account %d cannot pay %d" % (account.number, amount))
        self.shortfall = amount - account.balance


class Account:
    def __init__(self, number, balance):
        self.number = number
        self.balance = balance
        self.history = 0

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.history += 1

    def deposit(self, amount):
        self.balance += amount
        self.history += 1


class Ledger:
    def __init__(self, accounts):
        self.accounts = {}
        for a in accounts:
            self.accounts[a.number] = a
        self.applied = 0
        self.rolled_back = 0

    def account(self, number):
        try:
            return self.accounts[number]
        except KeyError:
            raise UnknownAccount("no account %d" % number) from None

    def transfer(self, source, target, amount):
        src = self.account(source)
        src.withdraw(amount)
        try:
            dst = self.account(target)
            dst.deposit(amount)
        except UnknownAccount:
            # Put the money back, then let the caller know.
            src.deposit(amount)
            self.rolled_back += 1
            raise
        self.applied += 1


def parse_int(field, text):
    try:
        return int(text)
    except ValueError as e:
        raise ValidationError(field, text) from e


def parse(record):
    parts = record.split(",")
    if len(parts) != 3:
        raise ValidationError("record", record)
    source = parse_int("source", parts[0])
    target = parse_int("target", parts[1])
    amount = parse_int("amount", parts[2])
    if amount <= 0:
        raise ValidationError("amount", parts[2])
    return source, target, amount


class Audit:
    def __init__(self):
        self.seen = 0
        self.by_kind = {}

    def count(self, kind):
        try:
            self.by_kind[kind] += 1
        except KeyError:
            self.by_kind[kind] = 1


def process(ledger, records, audit):
    shortfall = 0
    for record in records:
        try:
            source, target, amount = parse(record)
            ledger.transfer(source, target, amount)
            audit.count("ok")
        except ValidationError as e:
            audit.count("invalid " + e.field)
            if not isinstance(e.__cause__, ValueError) and e.field != "record" and e.field != "amount":
                raise RuntimeError("a parse error lost its cause")
        except InsufficientFunds as e:
            audit.count("insufficient")
            shortfall += e.shortfall
        except ProcessingError as e:
            audit.count(type(e).__name__)
        finally:
            audit.seen += 1
    return shortfall


def make_records(n, accounts):
    records = []
    seed = 12345
    for i in range(n):
        seed = (seed * 1103515245 + 12345) % 2147483648
        source = seed % (accounts + 2)
        target = (seed // 7) % (accounts + 1)
        amount = (seed // 13) % 500 + 1
        kind = seed % 97
        if kind == 0:
            records.append("%d,%d" % (source, target))
        elif kind == 1:
            records.append("%d,x%d,%d" % (source, target, amount))
        elif kind == 2:
            records.append("%d,%d,-%d" % (source, target, amount))
        else:
            records.append("%d,%d,%d" % (source, target, amount))
    return records


ACCOUNTS = 50
accounts = []
for number in range(ACCOUNTS):
    accounts.append(Account(number, 1000 + number * 10))
ledger = Ledger(accounts)
audit = Audit()
records = make_records(N, ACCOUNTS)
shortfall = process(ledger, records, audit)
total = 0
for a in accounts:
    total += a.balance
kinds = sorted(audit.by_kind)
for k in kinds:
    print(k, audit.by_kind[k])
print("seen", audit.seen, "applied", ledger.applied, "rolled back", ledger.rolled_back)
print("total balance", total, "shortfall", shortfall)
