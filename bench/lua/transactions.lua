-- Lua 5.4 equivalent of examples/transactions.py (same records, control flow and output).
-- Exceptions are tables whose metatable is their class; they are raised with error(obj),
-- caught with pcall and matched by walking the class chain (isinstance). `raise ... from`
-- sets the `cause` field, a bare `raise` re-raises the same object, and the `finally` of
-- process() runs before an uncaught error is raised again. Python's dict lookups that
-- raise KeyError are Lua table lookups that return nil; int() is a function that raises
-- a ValueError object.
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 150000

local function class(name, base)
  local c = {__name = name, super = base}
  c.__index = c
  if base then setmetatable(c, {__index = base}) end
  return c
end

local function isinstance(obj, cls)
  if type(obj) ~= "table" then return false end
  local c = getmetatable(obj)
  while c do
    if c == cls then return true end
    c = rawget(c, "super")
  end
  return false
end

local Exception = class("Exception")
function Exception.new(cls, message)
  return setmetatable({message = message, cause = nil}, cls)
end

local ValueError = class("ValueError", Exception)
local RuntimeError = class("RuntimeError", Exception)
local ProcessingError = class("ProcessingError", Exception)

local ValidationError = class("ValidationError", ProcessingError)
function ValidationError.new(field, text)
  local self = Exception.new(ValidationError, string.format("bad %s: %s", field, py.repr(text)))
  self.field = field
  return self
end

local UnknownAccount = class("UnknownAccount", ProcessingError)
function UnknownAccount.new(message)
  return Exception.new(UnknownAccount, message)
end

local InsufficientFunds = class("InsufficientFunds", ProcessingError)
function InsufficientFunds.new(account, amount)
  local self = Exception.new(InsufficientFunds,
    string.format("account %d cannot pay %d", account.number, amount))
  self.shortfall = amount - account.balance
  return self
end

local Account = class("Account")
function Account.new(number, balance)
  return setmetatable({number = number, balance = balance, history = 0}, Account)
end
function Account:withdraw(amount)
  if amount > self.balance then
    error(InsufficientFunds.new(self, amount))
  end
  self.balance = self.balance - amount
  self.history = self.history + 1
end
function Account:deposit(amount)
  self.balance = self.balance + amount
  self.history = self.history + 1
end

local Ledger = class("Ledger")
function Ledger.new(accounts)
  local self = setmetatable({accounts = {}, applied = 0, rolled_back = 0}, Ledger)
  for _, a in ipairs(accounts) do
    self.accounts[a.number] = a
  end
  return self
end
function Ledger:account(number)
  local a = self.accounts[number]
  if a == nil then
    error(UnknownAccount.new(string.format("no account %d", number)))
  end
  return a
end
local function credit(ledger, target, amount)
  local dst = ledger:account(target)
  dst:deposit(amount)
end
function Ledger:transfer(source, target, amount)
  local src = self:account(source)
  src:withdraw(amount)
  local ok, e = pcall(credit, self, target, amount)
  if not ok then
    if isinstance(e, UnknownAccount) then
      -- Put the money back, then let the caller know.
      src:deposit(amount)
      self.rolled_back = self.rolled_back + 1
    end
    error(e)
  end
  self.applied = self.applied + 1
end

-- Python's int(str): optional surrounding whitespace, an optional sign, then decimal
-- digits with single underscores allowed between them. Anything else is a ValueError.
-- (ASCII only: Python also skips non-ASCII spaces and digits, which never occur here.)
local WS = "[ \t\n\v\f\r]"
local PLAIN = "^" .. WS .. "*[+-]?%d+" .. WS .. "*$"
local UNDERSCORED = "^" .. WS .. "*([+-]?)(%d[%d_]*)" .. WS .. "*$"
local function int(text)
  -- tonumber() skips the same whitespace and takes the same sign and digits.
  if text:find(PLAIN) then return tonumber(text) end
  local sign, body = text:match(UNDERSCORED)
  if body ~= nil and not body:find("__", 1, true) and body:sub(-1) ~= "_" then
    return tonumber(sign .. body:gsub("_", ""))
  end
  error(Exception.new(ValueError,
    "invalid literal for int() with base 10: " .. py.repr(text)))
end

local function parse_int(field, text)
  local ok, v = pcall(int, text)
  if ok then return v end
  if isinstance(v, ValueError) then
    local err = ValidationError.new(field, text)
    err.cause = v
    error(err)
  end
  error(v)
end

local function split(s, sep)
  local parts, n, start = {}, 0, 1
  while true do
    local i = s:find(sep, start, true)
    n = n + 1
    if i == nil then
      parts[n] = s:sub(start)
      return parts, n
    end
    parts[n] = s:sub(start, i - 1)
    start = i + #sep
  end
end

local function parse(record)
  local parts, count = split(record, ",")
  if count ~= 3 then
    error(ValidationError.new("record", record))
  end
  local source = parse_int("source", parts[1])
  local target = parse_int("target", parts[2])
  local amount = parse_int("amount", parts[3])
  if amount <= 0 then
    error(ValidationError.new("amount", parts[3]))
  end
  return source, target, amount
end

local Audit = class("Audit")
function Audit.new()
  return setmetatable({seen = 0, by_kind = {}}, Audit)
end
function Audit:count(kind)
  local c = self.by_kind[kind]
  if c == nil then
    self.by_kind[kind] = 1
  else
    self.by_kind[kind] = c + 1
  end
end

local function handle(ledger, record, audit)
  local source, target, amount = parse(record)
  ledger:transfer(source, target, amount)
  audit:count("ok")
end

local function process(ledger, records, audit)
  local shortfall = 0
  for i = 1, #records do
    local ok, e = pcall(handle, ledger, records[i], audit)
    local raise = nil
    if not ok then
      if isinstance(e, ValidationError) then
        audit:count("invalid " .. e.field)
        if not isinstance(e.cause, ValueError) and e.field ~= "record"
            and e.field ~= "amount" then
          raise = Exception.new(RuntimeError, "a parse error lost its cause")
        end
      elseif isinstance(e, InsufficientFunds) then
        audit:count("insufficient")
        shortfall = shortfall + e.shortfall
      elseif isinstance(e, ProcessingError) then
        audit:count(getmetatable(e).__name)
      else
        raise = e
      end
    end
    -- finally
    audit.seen = audit.seen + 1
    if raise ~= nil then error(raise) end
  end
  return shortfall
end

local function make_records(n, accounts)
  local records = {}
  local seed = 12345
  for _ = 0, n - 1 do
    -- seed < 2^31 and 1103515245 < 2^31, so the product fits in a 64-bit integer.
    seed = (seed * 1103515245 + 12345) % 2147483648
    local source = seed % (accounts + 2)
    local target = (seed // 7) % (accounts + 1)
    local amount = (seed // 13) % 500 + 1
    local kind = seed % 97
    if kind == 0 then
      records[#records + 1] = string.format("%d,%d", source, target)
    elseif kind == 1 then
      records[#records + 1] = string.format("%d,x%d,%d", source, target, amount)
    elseif kind == 2 then
      records[#records + 1] = string.format("%d,%d,-%d", source, target, amount)
    else
      records[#records + 1] = string.format("%d,%d,%d", source, target, amount)
    end
  end
  return records
end

local ACCOUNTS = 50
local accounts = {}
for number = 0, ACCOUNTS - 1 do
  accounts[#accounts + 1] = Account.new(number, 1000 + number * 10)
end
local ledger = Ledger.new(accounts)
local audit = Audit.new()
local records = make_records(N, ACCOUNTS)
local shortfall = process(ledger, records, audit)
local total = 0
for _, a in ipairs(accounts) do
  total = total + a.balance
end
local kinds = {}
for k in pairs(audit.by_kind) do kinds[#kinds + 1] = k end
table.sort(kinds)
for _, k in ipairs(kinds) do
  py.print(k, audit.by_kind[k])
end
py.print("seen", audit.seen, "applied", ledger.applied, "rolled back", ledger.rolled_back)
py.print("total balance", total, "shortfall", shortfall)
