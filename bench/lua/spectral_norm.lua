-- Lua 5.4 equivalent of examples/spectral_norm.py (same algorithm, size and output).
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 300

local function eval_a(i, j)
  local ij = i + j
  return 1.0 / (ij * (ij + 1) // 2 + i + 1)
end

-- Indices are 0-based in the formula, as in the Python version; arrays are 1-based.
local function mul_av(v, out)
  local n = #v
  for i = 0, n - 1 do
    local s = 0.0
    for j = 0, n - 1 do
      s = s + eval_a(i, j) * v[j + 1]
    end
    out[i + 1] = s
  end
end

local function mul_atv(v, out)
  local n = #v
  for i = 0, n - 1 do
    local s = 0.0
    for j = 0, n - 1 do
      s = s + eval_a(j, i) * v[j + 1]
    end
    out[i + 1] = s
  end
end

local function mul_atav(v, out, tmp)
  mul_av(v, tmp)
  mul_atv(tmp, out)
end

local function filled(n, x)
  local result = {}
  for i = 1, n do
    result[#result + 1] = x
  end
  return result
end

local u = filled(N, 1.0)
local v = filled(N, 0.0)
local tmp = filled(N, 0.0)
for _ = 1, 10 do
  mul_atav(u, v, tmp)
  mul_atav(v, u, tmp)
end

local vbv, vv = 0.0, 0.0
for i = 1, N do
  vbv = vbv + u[i] * v[i]
  vv = vv + v[i] * v[i]
end
py.print(N, (vbv / vv) ^ 0.5)
