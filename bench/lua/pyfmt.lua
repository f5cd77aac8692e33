-- Helpers that print values the way Python's print() does, so that the Lua versions of
-- the examples produce byte-identical output. Loaded by each script with dofile().
local py = {}

-- repr() of a Python float: the shortest decimal string that reads back as the same
-- double, in fixed notation when the decimal exponent is in [-4, 16), else scientific.
function py.float(x)
  if x ~= x then return "nan" end
  if x == math.huge then return "inf" end
  if x == -math.huge then return "-inf" end
  if x == 0 then
    if 1 / x < 0 then return "-0.0" end
    return "0.0"
  end
  local s
  for p = 1, 17 do
    s = string.format("%." .. (p - 1) .. "e", x)
    if tonumber(s) == x then break end
  end
  local sign, d1, rest, exp = s:match("^(-?)(%d)%.?(%d*)e([-+]%d+)$")
  local digits = (d1 .. rest):gsub("0+$", "")
  if digits == "" then digits = "0" end
  local e = tonumber(exp)
  local out
  if e >= -4 and e < 16 then
    if e >= 0 then
      if #digits <= e + 1 then
        out = digits .. string.rep("0", e + 1 - #digits) .. ".0"
      else
        out = digits:sub(1, e + 1) .. "." .. digits:sub(e + 2)
      end
    else
      out = "0." .. string.rep("0", -e - 1) .. digits
    end
  else
    local mant = digits:sub(1, 1)
    if #digits > 1 then mant = mant .. "." .. digits:sub(2) end
    local es = e < 0 and "-" or "+"
    local ae = math.abs(e)
    out = mant .. "e" .. es .. (ae < 10 and "0" .. ae or tostring(ae))
  end
  return sign .. out
end

-- str() of a value: Lua integers print as Python ints, floats via py.float, booleans as
-- True/False, tables (Python lists, see py.list) through their __tostring.
function py.str(v)
  local t = math.type(v)
  if t == "integer" then return tostring(v) end
  if t == "float" then return py.float(v) end
  if v == true then return "True" end
  if v == false then return "False" end
  if v == nil then return "None" end
  return tostring(v)
end

-- repr() of a value: like str() but strings are quoted.
function py.repr(v)
  if type(v) == "string" then
    if v:find("'", 1, true) and not v:find('"', 1, true) then
      return '"' .. v .. '"'
    end
    return "'" .. v:gsub("\\", "\\\\"):gsub("'", "\\'"):gsub("\n", "\\n") .. "'"
  end
  return py.str(v)
end

-- "[a, b, c]" for a Lua array, elements by repr().
function py.list(t)
  local parts = {}
  for i = 1, #t do parts[i] = py.repr(t[i]) end
  return "[" .. table.concat(parts, ", ") .. "]"
end

-- "(a, b)" for a Lua array used as a tuple.
function py.tuple(t)
  local parts = {}
  for i = 1, #t do parts[i] = py.repr(t[i]) end
  if #t == 1 then return "(" .. parts[1] .. ",)" end
  return "(" .. table.concat(parts, ", ") .. ")"
end

-- print(a, b, ...): str() of each argument, separated by one space.
function py.print(...)
  local n = select("#", ...)
  local parts = {}
  for i = 1, n do parts[i] = py.str((select(i, ...))) end
  io.write(table.concat(parts, " "), "\n")
end

return py
