-- Lua 5.4 equivalent of examples/decorators.py (same rules, orders and output). Decorators
-- are functions that take a function and return a closure; Python's *args forwarding is
-- `...`, keyword arguments (and **kwargs) are one table argument, a decorator's use of
-- fn.__name__ becomes a name passed to it. Memoizing caches are keyed by the arguments
-- joined into a string (Python keys them by the argument tuple). Exceptions are tables
-- raised with error(obj) and caught with pcall, matched by their metatable; a rule
-- expression tree is compiled into the same tree of closures.
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 40000

local unpack = table.unpack

local function class(name)
  local c = {__name = name}
  c.__index = c
  return c
end

local TransientError = class("TransientError")
local Rejected = class("Rejected")

local function raise(cls, reason)
  error(setmetatable({reason = reason}, cls), 0)
end

-- --- decorators -----------------------------------------------------------------------

local STATS = {} -- name -> zero-argument closure that reads a counter

local function counted(name)
  return function(fn)
    local calls = 0
    local function wrapper(...)
      calls = calls + 1
      return fn(...)
    end
    STATS[name .. " calls"] = function() return calls end
    return wrapper
  end
end

local function memoize(fn, name)
  local cache = {}
  local size = 0
  local hits = 0
  local function wrapper(...)
    local key = table.concat({...}, ",")
    local value = cache[key]
    if value ~= nil then
      hits = hits + 1
      return value
    end
    value = fn(...)
    cache[key] = value
    size = size + 1
    return value
  end
  STATS[name .. " hits"] = function() return hits end
  STATS[name .. " cached"] = function() return size end
  return wrapper
end

local function retry(times, opts, name)
  local on, log = opts.on, opts.log
  return function(fn)
    return function(...)
      local attempt = 1
      while true do
        local ok, result = pcall(fn, ...)
        if ok then return result end
        if getmetatable(result) ~= on then error(result, 0) end
        log[name] = (log[name] or 0) + 1
        if attempt == times then error(result, 0) end
        attempt = attempt + 1
      end
    end
  end
end

-- checks: an array of {name, predicate}, in the order Python's **checks keeps.
local function validate(checks)
  return function(fn)
    return function(kwargs)
      for _, c in ipairs(checks) do
        if not c[2](kwargs[c[1]]) then
          raise(Rejected, "bad " .. c[1])
        end
      end
      return fn(kwargs)
    end
  end
end

-- partial(fn, bound positional arguments, bound keyword arguments): the keyword table is
-- copied on every call, as Python builds a fresh **kwargs dict.
local function partial(fn, bound, bound_kwargs)
  return function(...)
    local merged = {}
    for k, v in pairs(bound_kwargs) do merged[k] = v end
    local args = {unpack(bound)}
    local n = #args
    for i = 1, select("#", ...) do args[n + i] = select(i, ...) end
    args[#args + 1] = merged
    return fn(unpack(args))
  end
end

local function chain(first, second)
  return function(value) return second(first(value)) end
end

local function compose(...)
  local stages = {...}
  local pipeline = stages[1]
  for i = 2, #stages do
    pipeline = chain(pipeline, stages[i])
  end
  return pipeline
end

local function make_accumulator()
  local total = 0
  local count = 0
  local function add(amount)
    total = total + amount
    count = count + 1
  end
  local function read()
    return total, count
  end
  return add, read
end

local function make_rng(seed)
  local state = seed
  return function(bound)
    state = (state * 1103515245 + 12345) % 2147483648
    return (state >> 8) % bound
  end
end

-- --- the expression language ----------------------------------------------------------

local OPERATORS = {
  ["+"] = function(a, b) return a + b end,
  ["-"] = function(a, b) return a - b end,
  ["*"] = function(a, b) return a * b end,
  ["//"] = function(a, b) return a // b end,
  ["%"] = function(a, b) return a % b end,
  ["<"] = function(a, b) return a < b end,
  ["<="] = function(a, b) return a <= b end,
  [">"] = function(a, b) return a > b end,
  [">="] = function(a, b) return a >= b end,
  ["=="] = function(a, b) return a == b end,
  ["!="] = function(a, b) return a ~= b end,
}
local FUNCTIONS = {}

local function builtin(name, arity)
  return function(fn)
    FUNCTIONS[name] = {arity, fn}
    return fn
  end
end

local function parse(text)
  local tokens = {}
  for token in text:gsub("%(", " ( "):gsub("%)", " ) "):gmatch("%S+") do
    tokens[#tokens + 1] = token
  end
  local pos = 1
  local function read()
    local token = tokens[pos]
    pos = pos + 1
    if token == "(" then
      local node = {tokens[pos]}
      pos = pos + 1
      while tokens[pos] ~= ")" do
        node[#node + 1] = read()
      end
      pos = pos + 1
      return node
    end
    if token:match("^%-*%d+$") then
      return {"num", math.tointeger(tonumber(token))}
    end
    return {"var", token}
  end
  return read()
end

local compile_node
compile_node = function(node)
  local kind = node[1]
  if kind == "num" then
    local value = node[2]
    return function(env) return value end
  end
  if kind == "var" then
    local name = node[2]
    return function(env) return env[name] end
  end
  if kind == "and" then
    local left, right = compile_node(node[2]), compile_node(node[3])
    return function(env) return left(env) and right(env) end
  end
  if kind == "or" then
    local left, right = compile_node(node[2]), compile_node(node[3])
    return function(env) return left(env) or right(env) end
  end
  if kind == "not" then
    local inner = compile_node(node[2])
    return function(env) return not inner(env) end
  end
  if kind == "if" then
    local test, yes, no = compile_node(node[2]), compile_node(node[3]), compile_node(node[4])
    return function(env)
      if test(env) then return yes(env) end
      return no(env)
    end
  end
  local op = OPERATORS[kind]
  if op then
    local left, right = compile_node(node[2]), compile_node(node[3])
    return function(env) return op(left(env), right(env)) end
  end
  local arity, fn = FUNCTIONS[kind][1], FUNCTIONS[kind][2]
  local args = {}
  for i = 2, #node do args[i - 1] = compile_node(node[i]) end
  if #args ~= arity then
    error(kind .. " takes " .. arity .. " arguments")
  end
  if arity == 1 then
    local only = args[1]
    return function(env) return fn(only(env)) end
  end
  return function(env)
    local values = {}
    for i = 1, #args do values[i] = args[i](env) end
    return fn(unpack(values))
  end
end

local function compile_expr(text)
  return compile_node(parse(text))
end

-- --- functions the rules may call -----------------------------------------------------

builtin("tier", 1)(counted("tier")(memoize(function(points)
  local level = 0
  local threshold = 100
  while points >= threshold and level < 6 do
    level = level + 1
    threshold = threshold * 2 + 50
  end
  return level
end, "loyalty_tier")))

local shipping_cost = builtin("ship", 2)(counted("ship")(memoize(function(zone, kilos)
  local cost = 300 + zone * 150
  for step = 0, kilos - 1 do
    cost = cost + (step < 5 and 40 + zone * 10 or 25)
  end
  return cost
end, "shipping_cost")))

builtin("clamp", 3)(function(value, low, high)
  return math.max(low, math.min(high, value))
end)

builtin("pct", 2)(function(amount, rate)
  return amount * rate // 100
end)

-- --- rules ----------------------------------------------------------------------------

local RULES = {}
local FIRED = {}

local function rule(name, opts)
  local test = compile_expr(opts.when)
  local value = compile_expr(opts.amount)
  local function apply(env)
    if test(env) then
      FIRED[name] = (FIRED[name] or 0) + 1
      return value(env)
    end
    return nil
  end
  RULES[#RULES + 1] = {opts.priority or 0, name, apply, opts.final or false}
  table.sort(RULES, function(a, b)
    if a[1] ~= b[1] then return a[1] > b[1] end
    return a[2] < b[2]
  end)
  return apply
end

rule("clearance", {when = "(== (% category 7) 3)", amount = "(pct subtotal 30)",
                   priority = 9, final = true})
rule("bulk", {when = "(>= qty 12)", amount = "(pct subtotal (if (>= qty 24) 10 5))",
              priority = 5})
rule("member", {when = "(and member (> subtotal 2000))",
                amount = "(pct subtotal (+ 2 (tier points)))", priority = 4})
rule("happy hour", {when = "(and (>= hour 17) (< hour 19))",
                    amount = "(clamp (// subtotal 10) 50 500)", priority = 3})
rule("big spender", {when = "(or (> points 3000) (and member (> qty 20)))",
                     amount = "(clamp (// subtotal 20) 100 1500)", priority = 2})
rule("heavy", {when = "(> weight 15000)",
               amount = "(- 0 (// (ship zone (// weight 1000)) 4))", priority = 1})
rule("night owl", {when = "(not (or (> hour 6) (< qty 3)))", amount = "(* qty 15)"})

-- --- the event bus --------------------------------------------------------------------

local HANDLERS = {}

local function on(event)
  return function(handler)
    local list = HANDLERS[event]
    if list == nil then
      list = {}
      HANDLERS[event] = list
    end
    list[#list + 1] = handler
    return handler
  end
end

local NO_HANDLERS = {}

local function emit(event, payload)
  for _, handler in ipairs(HANDLERS[event] or NO_HANDLERS) do
    handler(payload)
  end
end

local revenue_add, revenue_read = make_accumulator()
local discount_add, discount_read = make_accumulator()
local by_zone = {}
local rejections = {}

on("sold")(function(kw)
  revenue_add(kw.total)
end)

on("sold")(function(kw)
  by_zone[kw.zone] = (by_zone[kw.zone] or 0) + kw.total
end)

on("sold")(function(kw)
  if kw.discount ~= 0 then
    discount_add(kw.discount)
  end
end)

on("rejected")(function(kw)
  rejections[kw.reason] = (rejections[kw.reason] or 0) + 1
end)

-- --- checkout -------------------------------------------------------------------------

local RETRIES = {}

local function make_inventory(stock, restock, fail_every)
  local calls = 0
  return function(sku, qty)
    calls = calls + 1
    if calls % fail_every == 0 or calls % 1000 < 4 then
      raise(TransientError, "inventory timeout")
    end
    local have = stock[sku] or 0
    if have < qty then
      stock[sku] = have + restock
      return 0
    end
    stock[sku] = have - qty
    return qty
  end
end

local STOCK = {}
for sku = 0, 63 do
  STOCK[sku] = 400 + sku * 37 % 300
end
local inventory = make_inventory(STOCK, 300, 7)

local reserve = retry(3, {on = TransientError, log = RETRIES}, "reserve")(function(sku, qty)
  return inventory(sku, qty)
end)

local line_total = counted("line_total")(validate({
  {"qty", function(q) return 0 < q and q <= 40 end},
  {"price", function(p) return p > 0 end},
})(function(kw)
  local markup = kw.markup or 0
  return kw.price * kw.qty * (100 + markup) // 100
end))

local function price_stage(env)
  env.subtotal = line_total({price = env.price, qty = env.qty,
                             markup = env.category % 5 == 0 and 5 or 0})
  return env
end

local function reserve_stage(env)
  if reserve(env.sku, env.qty) == 0 then
    raise(Rejected, "out of stock")
  end
  return env
end

local function discount_stage(env, kw)
  local discount = 0
  for _, r in ipairs(kw.rules) do
    local amount = r[3](env)
    if amount ~= nil then
      discount = discount + amount
      if r[4] then break end
    end
  end
  env.discount = math.min(discount, env.subtotal * kw.cap_pct // 100)
  return env
end

local function shipping_stage(env, kw)
  if env.subtotal - env.discount >= kw.free_over then
    env.shipping = 0
  else
    env.shipping = shipping_cost(env.zone, env.weight // 1000)
  end
  return env
end

local function tax_stage(env, kw)
  env.tax = (env.subtotal - env.discount) * kw.rates[env.zone + 1] // 1000
  env.total = env.subtotal - env.discount + env.shipping + env.tax
  return env
end

local checkout = compose(
  price_stage,
  reserve_stage,
  partial(discount_stage, {}, {rules = RULES, cap_pct = 35}),
  partial(shipping_stage, {}, {free_over = 9000}),
  partial(tax_stage, {}, {rates = {0, 70, 90, 120, 160, 200}})
)

local function make_order(below, number)
  local qty = below(30) + 1
  if below(50) == 0 then
    qty = below(3) * 50
  end
  local sku = below(64)
  local price = 150 + below(2500)
  local weight = qty * (100 + below(900))
  local zone = below(6)
  local member = below(3) == 0
  local points = below(60) * 100
  local category = below(40)
  local hour = below(24)
  return {number = number, sku = sku, qty = qty, price = price, weight = weight,
          zone = zone, member = member, points = points, category = category, hour = hour}
end

local below = make_rng(2024)
local check = 0
for number = 0, N - 1 do
  local order = make_order(below, number)
  local ok, done = pcall(checkout, order)
  if ok then
    emit("sold", {total = done.total, zone = done.zone, discount = done.discount,
                  order = number})
    check = (check * 31 + done.total + done.shipping) % 1000000007
  elseif getmetatable(done) == Rejected then
    emit("rejected", {reason = done.reason, order = number})
  elseif getmetatable(done) == TransientError then
    emit("rejected", {reason = "inventory down", order = number})
  else
    error(done, 0)
  end
end

local function sorted_keys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  table.sort(keys)
  return keys
end

local revenue, sold = revenue_read()
local discounts, discounted = discount_read()
py.print("orders", N, "sold", sold, "revenue", revenue, "checksum", check)
py.print("discounted", discounted, "discounts", discounts)
local parts = {}
for _, r in ipairs(sorted_keys(rejections)) do parts[#parts + 1] = r .. "=" .. rejections[r] end
py.print("rejected", table.concat(parts, ", "))
parts = {}
for _, z in ipairs(sorted_keys(by_zone)) do parts[#parts + 1] = z .. ":" .. by_zone[z] end
py.print("by zone", table.concat(parts, " "))
parts = {}
for _, r in ipairs(RULES) do parts[#parts + 1] = r[2] .. "=" .. (FIRED[r[2]] or 0) end
py.print("rules fired", table.concat(parts, ", "))
parts = {}
for _, name in ipairs(sorted_keys(STATS)) do parts[#parts + 1] = name .. "=" .. STATS[name]() end
py.print("stats", table.concat(parts, ", "))
parts = {}
for _, name in ipairs(sorted_keys(RETRIES)) do
  parts[#parts + 1] = "(" .. py.repr(name) .. ", " .. RETRIES[name] .. ")"
end
local left = 0
for _, n in pairs(STOCK) do left = left + n end
py.print("retries", "[" .. table.concat(parts, ", ") .. "]", "stock left", left)
