N = 600  # size; tests/python.rs lowers it to 2
# A ledger report: ten-field records unpacked in loops, the way report code reads rows
# (one UNPACK_SEQUENCE of ten targets per row), plus a rotation of three running values.


def make_rows(n):
    rows = []
    seed = 12345
    for k in range(n):
        seed = (seed * 1103515245 + 12345) % 2147483648
        region = seed % 7
        qty = 1 + seed % 13
        price = 10 + seed % 997
        discount = seed % 50
        tax = price * qty // 20
        ship = 5 + seed % 9
        day = 1 + seed % 28
        month = 1 + seed % 12
        flag = seed % 3 == 0
        rows.append((k, region, qty, price, discount, tax, ship, day, month, flag))
    return rows


def report(rows, rounds):
    totals = [0, 0, 0, 0, 0, 0, 0]
    best = 0
    best_id = -1
    late = 0
    for _ in range(rounds):
        for row in rows:
            ident, region, qty, price, discount, tax, ship, day, month, flag = row
            amount = qty * price - discount + tax + ship
            if flag:
                amount -= day
            if month > 9:
                late += 1
            totals[region] += amount
            if amount > best:
                best = amount
                best_id = ident
    return totals, best, best_id, late


def rotate(n):
    a, b, c = 1, 2, 3
    checksum = 0
    for k in range(n):
        a, b, c = b, c, a + k % 5
        checksum = (checksum * 31 + a) % 1000003
    return checksum


rows = make_rows(2000)
totals, best, best_id, late = report(rows, N)
print("totals:", totals)
print("best:", best, "row", best_id)
print("late:", late)
print("rotate:", rotate(2000 * N))
