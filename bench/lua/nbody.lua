-- Lua 5.4 equivalent of examples/nbody.py (same algorithm, size and output). Bodies are
-- arrays {x, y, z, vx, vy, vz, mass}.
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 120000

local PI = 3.14159265358979323
local SOLAR_MASS = 4 * PI * PI
local DAYS_PER_YEAR = 365.24

local function make_bodies()
  local sun = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0, SOLAR_MASS}
  local jupiter = {
    4.84143144246472090e00,
    -1.16032004402742839e00,
    -1.03622044471123109e-01,
    1.66007664274403694e-03 * DAYS_PER_YEAR,
    7.69901118419740425e-03 * DAYS_PER_YEAR,
    -6.90460016972063023e-05 * DAYS_PER_YEAR,
    9.54791938424326609e-04 * SOLAR_MASS,
  }
  local saturn = {
    8.34336671824457987e00,
    4.12479856412430479e00,
    -4.03523417114321381e-01,
    -2.76742510726862411e-03 * DAYS_PER_YEAR,
    4.99852801234917238e-03 * DAYS_PER_YEAR,
    2.30417297573763929e-05 * DAYS_PER_YEAR,
    2.85885980666130812e-04 * SOLAR_MASS,
  }
  local uranus = {
    1.28943695621391310e01,
    -1.51111514016986312e01,
    -2.23307578892655734e-01,
    2.96460137564761618e-03 * DAYS_PER_YEAR,
    2.37847173959480950e-03 * DAYS_PER_YEAR,
    -2.96589568540237556e-05 * DAYS_PER_YEAR,
    4.36624404335156298e-05 * SOLAR_MASS,
  }
  local neptune = {
    1.53796971148509165e01,
    -2.59193146099879641e01,
    1.79258772950371181e-01,
    2.68067772490389322e-03 * DAYS_PER_YEAR,
    1.62824170038242295e-03 * DAYS_PER_YEAR,
    -9.51592254519715870e-05 * DAYS_PER_YEAR,
    5.15138902046611451e-05 * SOLAR_MASS,
  }
  return {sun, jupiter, saturn, uranus, neptune}
end

local function offset_momentum(bodies)
  local px, py_, pz = 0.0, 0.0, 0.0
  for _, b in ipairs(bodies) do
    local m = b[7]
    px = px + b[4] * m
    py_ = py_ + b[5] * m
    pz = pz + b[6] * m
  end
  local sun = bodies[1]
  sun[4] = -px / SOLAR_MASS
  sun[5] = -py_ / SOLAR_MASS
  sun[6] = -pz / SOLAR_MASS
end

local function energy(bodies)
  local e = 0.0
  local nb = #bodies
  for i = 1, nb do
    local b1 = bodies[i]
    e = e + 0.5 * b1[7] * (b1[4] * b1[4] + b1[5] * b1[5] + b1[6] * b1[6])
    for j = i + 1, nb do
      local b2 = bodies[j]
      local dx = b1[1] - b2[1]
      local dy = b1[2] - b2[2]
      local dz = b1[3] - b2[3]
      e = e - (b1[7] * b2[7]) / (dx * dx + dy * dy + dz * dz) ^ 0.5
    end
  end
  return e
end

local function advance(bodies, dt, steps)
  local nb = #bodies
  for _ = 1, steps do
    for i = 1, nb do
      local b1 = bodies[i]
      local x1, y1, z1, m1 = b1[1], b1[2], b1[3], b1[7]
      for j = i + 1, nb do
        local b2 = bodies[j]
        local dx = x1 - b2[1]
        local dy = y1 - b2[2]
        local dz = z1 - b2[3]
        local d2 = dx * dx + dy * dy + dz * dz
        local mag = dt / (d2 * d2 ^ 0.5)
        local m2 = b2[7] * mag
        b1[4] = b1[4] - dx * m2
        b1[5] = b1[5] - dy * m2
        b1[6] = b1[6] - dz * m2
        m2 = m1 * mag
        b2[4] = b2[4] + dx * m2
        b2[5] = b2[5] + dy * m2
        b2[6] = b2[6] + dz * m2
      end
    end
    for _, b in ipairs(bodies) do
      b[1] = b[1] + dt * b[4]
      b[2] = b[2] + dt * b[5]
      b[3] = b[3] + dt * b[6]
    end
  end
end

local bodies = make_bodies()
offset_momentum(bodies)
py.print(energy(bodies))
advance(bodies, 0.01, N)
py.print(energy(bodies))
