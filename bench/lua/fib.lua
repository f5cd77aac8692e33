-- Lua 5.4 equivalent of examples/fib.py (same algorithm, size and output).
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 32

local function fib(n)
  if n < 2 then
    return n
  end
  return fib(n - 1) + fib(n - 2)
end

local total = 0
for k = N - 4, N do
  local f = fib(k)
  total = total + f
  py.print("fib(" .. k .. ") =", f)
end
py.print("total", total)
