-- Lua 5.4 equivalent of examples/strings.py (same algorithm, size and output). Python's
-- str methods are written as small helpers over Lua's plain (non-pattern) string.find.
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 20000

local WORDS = {"the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "and", "runs",
               "far", "away", "from", "home", "with", "its", "old", "friend", "cat", "noon"}
local LOWER = "abcdefghijklmnopqrstuvwxyz"
local UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

-- str.find: 0-based index of the first occurrence, or -1.
local function find(s, sub)
  local i = string.find(s, sub, 1, true)
  if i then
    return i - 1
  end
  return -1
end

-- str.count: non-overlapping occurrences.
local function count(s, sub)
  local n, pos = 0, 1
  while true do
    local i, j = string.find(s, sub, pos, true)
    if not i then
      return n
    end
    n = n + 1
    pos = j + 1
  end
end

-- str.split(sep) with an explicit separator.
local function split(s, sep)
  local parts, pos = {}, 1
  while true do
    local i, j = string.find(s, sep, pos, true)
    if not i then
      parts[#parts + 1] = s:sub(pos)
      return parts
    end
    parts[#parts + 1] = s:sub(pos, i - 1)
    pos = j + 1
  end
end

-- str.split() without arguments: runs of whitespace.
local function split_ws(s)
  local parts = {}
  for w in s:gmatch("%S+") do
    parts[#parts + 1] = w
  end
  return parts
end

-- str.replace(old, new).
local function replace(s, old, new)
  local pattern = old:gsub("%p", "%%%0")
  local repl = new:gsub("%%", "%%%%")
  return (s:gsub(pattern, repl))
end

local function startswith(s, prefix)
  return s:sub(1, #prefix) == prefix
end

local function endswith(s, suffix)
  return suffix == "" or s:sub(-#suffix) == suffix
end

local function strip(s)
  return (s:gsub("^%s+", ""):gsub("%s+$", ""))
end

local function isdigit(s)
  return s:find("^%d+$") ~= nil
end

local seed = 42

local function next_random()
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed // 65536
end

local function make_sentence()
  local n = 4 + next_random() % 8
  local parts = {}
  for _ = 1, n do
    parts[#parts + 1] = WORDS[next_random() % #WORDS + 1]
  end
  return table.concat(parts, " ")
end

local function caesar(text, shift)
  local out = {}
  for i = 1, #text do
    local c = text:sub(i, i)
    local k = find(LOWER, c)
    if k >= 0 then
      local m = (k + shift) % 26 + 1
      out[#out + 1] = LOWER:sub(m, m)
    else
      out[#out + 1] = c
    end
  end
  return table.concat(out)
end

local function reverse(s)
  local out = ""
  local i = #s
  while i >= 1 do
    out = out .. s:sub(i, i)
    i = i - 1
  end
  return out
end

local function is_palindrome(s)
  local i, j = 1, #s
  while i < j do
    if s:sub(i, i) ~= s:sub(j, j) then
      return false
    end
    i = i + 1
    j = j - 1
  end
  return true
end

local function capitalize(word)
  local k = find(LOWER, word:sub(1, 1))
  if k < 0 then
    return word
  end
  local out = UPPER:sub(k + 1, k + 1)
  for i = 2, #word do
    out = out .. word:sub(i, i)
  end
  return out
end

local function title_case(line)
  local parts = {}
  for _, w in ipairs(split(line, " ")) do
    parts[#parts + 1] = capitalize(w)
  end
  return table.concat(parts, " ")
end

local function run_length(s)
  if #s == 0 then
    return ""
  end
  local parts = {}
  local current = s:sub(1, 1)
  local n = 1
  for i = 2, #s do
    local c = s:sub(i, i)
    if c == current then
      n = n + 1
    else
      parts[#parts + 1] = n .. current
      current = c
      n = 1
    end
  end
  parts[#parts + 1] = n .. current
  return table.concat(parts)
end

local lines = {}
for _ = 1, N do
  lines[#lines + 1] = make_sentence()
end
local text = table.concat(lines, "\n")
py.print("chars", #text, "lines", #split(text, "\n"), "words", #split_ws(text))
py.print("first:", lines[1])
py.print("title:", title_case(lines[1]))
py.print("reversed:", reverse(lines[1]))
py.print("counts", count(text, "the"), count(text, "fox"), count(text, "o"), count(text, "noon"))
py.print("find", find(text, "lazy cat"), find(text, "cat noon"), find(text, "zebra"))

local upper = text:upper()
py.print("upper", count(upper, "DOG"), upper:lower() == text, isdigit(upper))
local replaced = replace(replace(replace(text, "fox", "wolf"), "dog", "hound"), "\n", " / ")
py.print("replaced", #replaced, count(replaced, "wolf"), count(replaced, " / "))

local secret = caesar(text, 13)
py.print("caesar", find(secret, "gur"), caesar(secret, 13) == text, caesar(lines[2], 13))

local starts, ends, palindromes = 0, 0, 0
local longest = ""
local checksum = 0
for _, line in ipairs(lines) do
  if startswith(line, "the ") then
    starts = starts + 1
  end
  if endswith(line, " home") then
    ends = ends + 1
  end
  for _, w in ipairs(split(line, " ")) do
    if #w > 2 and is_palindrome(w) then
      palindromes = palindromes + 1
    end
  end
  local padded = "  " .. title_case(line) .. "\t "
  local stripped = strip(padded)
  if #stripped > #longest then
    longest = stripped
  end
  local backwards = reverse(line)
  checksum = (checksum * 31 + #backwards + find(backwards, "eht")) % 1000000007
end
py.print("starts", starts, "ends", ends, "palindromes", palindromes)
py.print("longest:", longest)
py.print("checksum", checksum)

local encoded = run_length("aaabccddddeffffffg" .. reverse(lines[3]) .. "zzz")
py.print("rle", encoded)
local rle_total = 0
for _, line in ipairs(lines) do
  rle_total = rle_total + #run_length(line)
end
py.print("rle total", rle_total)

local records = {}
for i = 0, N - 1 do
  records[#records + 1] = "item" .. i .. "=" .. (i * i % 9973)
end
local blob = table.concat(records, ";")
local total, digits = 0, 0
for _, record in ipairs(split(blob, ";")) do
  local pair = split(record, "=")
  if isdigit(pair[2]) then
    total = total + math.tointeger(tonumber(pair[2]))
  end
  for i = 1, #pair[1] do
    if isdigit(pair[1]:sub(i, i)) then
      digits = digits + 1
    end
  end
end
py.print("records", #records, "total", total, "digits", digits)
