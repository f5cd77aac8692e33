-- Lua 5.4 equivalent of examples/dicts_sets.py (same algorithm, size and output). Python
-- dicts keep insertion order, so where the Python output depends on it the Lua version
-- keeps an array of keys beside the table; sets are tables of true with a size counter.
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 200000

local SYLLABLES = {"ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "an", "el", "or", "ub"}

local seed = 12345

local function next_random()
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed // 65536
end

local function make_word()
  local r = next_random()
  local word = SYLLABLES[r % 12 + 1]
  local length = r // 12 % 8
  if length >= 2 then
    word = word .. SYLLABLES[next_random() % 12 + 1]
  end
  if length >= 5 then
    word = word .. SYLLABLES[next_random() % 12 + 1]
  end
  if length == 7 then
    word = word .. SYLLABLES[next_random() % 12 + 1]
  end
  return word
end

-- A set: {items = {[k] = true}, n = size}.
local function new_set()
  return {items = {}, n = 0}
end

local function set_add(s, x)
  if not s.items[x] then
    s.items[x] = true
    s.n = s.n + 1
  end
end

local function set_discard(s, x)
  if s.items[x] then
    s.items[x] = nil
    s.n = s.n - 1
  end
end

local function set_intersection(a, b)
  if b.n < a.n then
    a, b = b, a
  end
  local r = new_set()
  for x in pairs(a.items) do
    if b.items[x] then
      set_add(r, x)
    end
  end
  return r
end

local function set_union(a, b)
  local r = new_set()
  for x in pairs(a.items) do
    set_add(r, x)
  end
  for x in pairs(b.items) do
    set_add(r, x)
  end
  return r
end

local function set_difference(a, b)
  local r = new_set()
  for x in pairs(a.items) do
    if not b.items[x] then
      set_add(r, x)
    end
  end
  return r
end

local words = {}
for _ = 1, N do
  words[#words + 1] = make_word()
end

local counts = {}
local order = {}
local ncounts = 0
for _, w in ipairs(words) do
  local c = counts[w]
  if c == nil then
    order[#order + 1] = w
    ncounts = ncounts + 1
    c = 0
  end
  counts[w] = c + 1
end
py.print("distinct words", ncounts)

local ranked = {}
for _, w in ipairs(order) do
  ranked[#ranked + 1] = {counts[w], w}
end
table.sort(ranked, function(a, b)
  if a[1] ~= b[1] then
    return a[1] < b[1]
  end
  return a[2] < b[2]
end)
local n = #ranked
for i = 1, n // 2 do
  ranked[i], ranked[n + 1 - i] = ranked[n + 1 - i], ranked[i]
end
py.print("most common", py.tuple(ranked[1]), py.tuple(ranked[2]), py.tuple(ranked[3]))
py.print("least common", py.tuple(ranked[#ranked]))

local groups = {}
local group_order = {}
for _, w in ipairs(order) do
  local key = w:sub(1, 1) .. w:sub(2, 2)
  local g = groups[key]
  if g == nil then
    g = {}
    groups[key] = g
    group_order[#group_order + 1] = key
  end
  g[#g + 1] = w
end
local sizes = {}
for _, key in ipairs(group_order) do
  sizes[#sizes + 1] = #groups[key]
end
py.print("groups", #group_order, "sizes", py.list(sizes))

local positions = {}
for i = 0, #words - 1 do
  local w = words[i + 1]
  local p = positions[w]
  if p then
    p[#p + 1] = i
  else
    positions[w] = {i}
  end
end
local spread = 0
for _, p in pairs(positions) do
  spread = spread + p[#p] - p[1]
end
py.print("spread", spread)

local threes, fives, squares = new_set(), new_set(), new_set()
for i = 0, N - 1 do
  set_add(threes, i * 3 % 1000003)
  set_add(fives, i * 5 % 1000033)
  set_add(squares, i * i % 65537)
end
local both = set_intersection(threes, fives)
local either = set_union(threes, fives)
local only3 = set_difference(threes, fives)
py.print("sets", threes.n, fives.n, squares.n, both.n, either.n, only3.n)
local total = 0
for x in pairs(both.items) do
  total = total + x
end
py.print("sum of both", total)
local hits = 0
for i = 0, N - 1 do
  if squares.items[i] and not both.items[i] then
    hits = hits + 1
  end
end
py.print("squares not in both", hits)

local first, second = new_set(), new_set()
local half = N // 2
for i = 0, N - 1 do
  if i < half then
    set_add(first, words[i + 1])
  else
    set_add(second, words[i + 1])
  end
end
local common = set_intersection(first, second)
py.print("halves", first.n, second.n, common.n, set_difference(first, second).n)
for _, w in ipairs(order) do
  if counts[w] > 10 then
    set_discard(common, w)
  end
end
py.print("left after discard", common.n)

local memo = {[1] = 1}
local nmemo = 1

local function collatz(n)
  local steps = 0
  local m = n
  while memo[m] == nil do
    if m % 2 == 0 then
      m = m // 2
    else
      m = 3 * m + 1
    end
    steps = steps + 1
  end
  local length = steps + memo[m]
  if memo[n] == nil then
    nmemo = nmemo + 1
  end
  memo[n] = length
  return length
end

local best, best_at = 0, 0
for k = 1, N - 1 do
  local c = collatz(k)
  if c > best then
    best = c
    best_at = k
  end
end
py.print("collatz", best_at, best, nmemo)

local rare = {}
local nrare = 0
for _, w in ipairs(order) do
  if counts[w] < 5 then
    rare[w] = counts[w]
    nrare = nrare + 1
    counts[w] = nil
    ncounts = ncounts - 1
  end
end
for _, kv in ipairs({{"zz", 1}, {"yy", 2}}) do
  if rare[kv[1]] == nil then
    nrare = nrare + 1
  end
  rare[kv[1]] = kv[2]
end
py.print("rare", nrare, "remaining", ncounts)
local values_sum = 0
for _, v in pairs(rare) do
  values_sum = values_sum + v
end
py.print("rare total", values_sum)
