-- Lua 5.4 equivalent of examples/sieve.py (same algorithm, size and output). Python's
-- 0-based lists map to Lua arrays with index + 1.
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 1000000

local function sieve(n)
  local flags = {}
  for i = 0, n do
    flags[#flags + 1] = true
  end
  flags[1] = false
  flags[2] = false
  local i = 2
  while i * i <= n do
    if flags[i + 1] then
      local j = i * i
      while j <= n do
        flags[j + 1] = false
        j = j + i
      end
    end
    i = i + 1
  end
  return flags
end

local function primes_of(flags)
  local primes = {}
  for i = 0, #flags - 1 do
    if flags[i + 1] then
      primes[#primes + 1] = i
    end
  end
  return primes
end

local function goldbach(n, primes, flags)
  local ways = 0
  for _, p in ipairs(primes) do
    if p + p > n then
      break
    end
    if flags[n - p + 1] then
      ways = ways + 1
    end
  end
  return ways
end

local flags, primes
for _, limit in ipairs({N // 4, N // 2, N}) do
  flags = sieve(limit)
  primes = primes_of(flags)
  local total = 0
  for _, p in ipairs(primes) do
    total = total + p
  end
  py.print("limit", limit, "primes", #primes, "sum", total, "largest", primes[#primes])
end

local twins, gap, gap_at = 0, 0, 0
for k = 2, #primes do
  local d = primes[k] - primes[k - 1]
  if d == 2 then
    twins = twins + 1
  end
  if d > gap then
    gap = d
    gap_at = primes[k - 1]
  end
end
py.print("twin pairs", twins)
py.print("largest gap", gap, "after", gap_at)

local buckets = {}
for _ = 1, 10 do
  buckets[#buckets + 1] = 0
end
local width = N // 10 + 1
for _, p in ipairs(primes) do
  local b = p // width + 1
  buckets[b] = buckets[b] + 1
end
py.print("per tenth", py.list(buckets))

local top = N - N % 2
local fewest, fewest_at, checksum = -1, 0, 0
for k = 0, 199 do
  local n = top - 2 * k
  local ways = goldbach(n, primes, flags)
  checksum = checksum + ways * (k + 1)
  if fewest < 0 or ways < fewest then
    fewest = ways
    fewest_at = n
  end
end
py.print("goldbach", top, goldbach(top, primes, flags))
py.print("fewest", fewest, "at", fewest_at, "checksum", checksum)
