-- Lua 5.4 equivalent of examples/ledger.py (same records, loops and output). A Python
-- tuple of ten fields is a Lua array read into ten locals, as the Python unpacks it.
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 600

local function make_rows(n)
  local rows = {}
  local seed = 12345
  for k = 0, n - 1 do
    seed = (seed * 1103515245 + 12345) % 2147483648
    local region = seed % 7
    local qty = 1 + seed % 13
    local price = 10 + seed % 997
    local discount = seed % 50
    local tax = price * qty // 20
    local ship = 5 + seed % 9
    local day = 1 + seed % 28
    local month = 1 + seed % 12
    local flag = seed % 3 == 0
    rows[#rows + 1] = {k, region, qty, price, discount, tax, ship, day, month, flag}
  end
  return rows
end

local function report(rows, rounds)
  local totals = {0, 0, 0, 0, 0, 0, 0}
  local best, best_id, late = 0, -1, 0
  for _ = 1, rounds do
    for r = 1, #rows do
      local row = rows[r]
      local ident, region, qty, price, discount, tax, ship, day, month, flag =
        row[1], row[2], row[3], row[4], row[5], row[6], row[7], row[8], row[9], row[10]
      local amount = qty * price - discount + tax + ship
      if flag then
        amount = amount - day
      end
      if month > 9 then
        late = late + 1
      end
      totals[region + 1] = totals[region + 1] + amount
      if amount > best then
        best = amount
        best_id = ident
      end
    end
  end
  return totals, best, best_id, late
end

local function rotate(n)
  local a, b, c = 1, 2, 3
  local checksum = 0
  for k = 0, n - 1 do
    a, b, c = b, c, a + k % 5
    checksum = (checksum * 31 + a) % 1000003
  end
  return checksum
end

local rows = make_rows(2000)
local totals, best, best_id, late = report(rows, N)
py.print("totals:", py.list(totals))
py.print("best:", best, "row", best_id)
py.print("late:", late)
py.print("rotate:", rotate(2000 * N))
