-- Lua 5.4 equivalent of examples/particles.py (same algorithm, size and output). Vec2
-- uses metamethods (__add, __sub, __mul with the scalar on either side, __div, __unm) and
-- an iadd method for the Python class's in-place +=; Python properties are methods here;
-- isinstance checks read a class field (is_anchor, is_ball).
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 4000

local function class(base)
  local c = {}
  c.__index = c
  if base then setmetatable(c, {__index = base}) end
  return c
end

local function round6(x)
  return tonumber(string.format("%.6f", x))
end

local function show(x) return py.float(round6(x)) end

local Vec2 = class()
local function vec2(x, y) return setmetatable({x = x, y = y}, Vec2) end
Vec2.__add = function(a, o) return vec2(a.x + o.x, a.y + o.y) end
Vec2.__sub = function(a, o) return vec2(a.x - o.x, a.y - o.y) end
Vec2.__mul = function(a, k)
  if type(a) == "number" then return vec2(a * k.x, a * k.y) end
  return vec2(a.x * k, a.y * k)
end
Vec2.__div = function(a, k) return vec2(a.x / k, a.y / k) end
Vec2.__unm = function(a) return vec2(-a.x, -a.y) end
function Vec2:iadd(o)
  self.x = self.x + o.x
  self.y = self.y + o.y
  return self
end
function Vec2:dot(o) return self.x * o.x + self.y * o.y end
function Vec2:length_sq() return self.x * self.x + self.y * self.y end
function Vec2:length() return (self.x * self.x + self.y * self.y) ^ 0.5 end

local Particle = class()
Particle.is_anchor = false
Particle.is_ball = false
function Particle.init(self, pos, vel, mass)
  self.pos = pos
  self.vel = vel
  self.mass = mass
  self.force = vec2(0.0, 0.0)
end
function Particle.new(...)
  local self = setmetatable({}, Particle)
  Particle.init(self, ...)
  return self
end
function Particle:inv_mass() return 1.0 / self.mass end
function Particle:speed() return self.vel:length() end
function Particle:kinetic_energy() return 0.5 * self.mass * self.vel:length_sq() end
function Particle:momentum() return self.vel * self.mass end
function Particle:apply(f) self.force:iadd(f) end
function Particle:integrate(dt)
  self.vel = self.vel + self.force * (self:inv_mass() * dt)
  self.pos = self.pos + self.vel * dt
  self.force = vec2(0.0, 0.0)
end

local Anchor = class(Particle)
Anchor.is_anchor = true
function Anchor.new(pos)
  local self = setmetatable({}, Anchor)
  Particle.init(self, pos, vec2(0.0, 0.0), 1.0)
  return self
end
function Anchor:inv_mass() return 0.0 end
function Anchor:integrate(dt) self.force = vec2(0.0, 0.0) end

local Ball = class(Particle)
Ball.is_ball = true
function Ball.new(pos, vel, mass, radius)
  local self = setmetatable({}, Ball)
  Particle.init(self, pos, vel, mass)
  self.radius = radius
  self.hits = 0
  return self
end

local Force = class()
function Force:energy(particles) return 0.0 end

local Gravity = class(Force)
function Gravity.new(g) return setmetatable({g = g}, Gravity) end
function Gravity:apply(particles)
  for _, p in ipairs(particles) do
    if not p.is_anchor then p:apply(self.g * p.mass) end
  end
end
function Gravity:energy(particles)
  local e = 0.0
  for _, p in ipairs(particles) do
    if not p.is_anchor then e = e - p.mass * self.g:dot(p.pos) end
  end
  return e
end

local Drag = class(Force)
function Drag.new(k) return setmetatable({k = k}, Drag) end
function Drag:apply(particles)
  for _, p in ipairs(particles) do p:apply(-self.k * p.vel) end
end

local Spring = class(Force)
function Spring.new(a, b, stiffness, damping)
  local self = setmetatable({}, Spring)
  self.a = a
  self.b = b
  self.rest = (b.pos - a.pos):length()
  self.stiffness = stiffness
  self.damping = damping
  return self
end
function Spring:length() return (self.b.pos - self.a.pos):length() end
function Spring:stretch() return self:length() - self.rest end
function Spring:apply(particles)
  local d = self.b.pos - self.a.pos
  local dist = d:length()
  if dist == 0.0 then return end
  local n = d / dist
  local rel = (self.b.vel - self.a.vel):dot(n)
  local f = n * (self.stiffness * (dist - self.rest) + self.damping * rel)
  self.a:apply(f)
  self.b:apply(-f)
end
function Spring:energy(particles)
  local s = self:stretch()
  return 0.5 * self.stiffness * s * s
end

local World = class()
function World.new(width, height, restitution)
  return setmetatable({width = width, height = height, restitution = restitution,
    particles = {}, forces = {}, balls = {}, bounces = 0, collisions = 0, steps = 0}, World)
end
function World:add(p)
  self.particles[#self.particles + 1] = p
  if p.is_ball then self.balls[#self.balls + 1] = p end
  return p
end
function World:walls(b)
  local r = b.radius
  if b.pos.x < r then
    b.pos = vec2(r, b.pos.y)
    b.vel = vec2(-b.vel.x * self.restitution, b.vel.y)
    self.bounces = self.bounces + 1
  elseif b.pos.x > self.width - r then
    b.pos = vec2(self.width - r, b.pos.y)
    b.vel = vec2(-b.vel.x * self.restitution, b.vel.y)
    self.bounces = self.bounces + 1
  end
  if b.pos.y < r then
    b.pos = vec2(b.pos.x, r)
    b.vel = vec2(b.vel.x, -b.vel.y * self.restitution)
    self.bounces = self.bounces + 1
  elseif b.pos.y > self.height - r then
    b.pos = vec2(b.pos.x, self.height - r)
    b.vel = vec2(b.vel.x, -b.vel.y * self.restitution)
    self.bounces = self.bounces + 1
  end
end
function World:collide(a, b)
  local min_d = a.radius + b.radius
  local dx = b.pos.x - a.pos.x
  if dx > min_d or dx < -min_d then return end
  local d = b.pos - a.pos
  local dist_sq = d:length_sq()
  if dist_sq >= min_d * min_d or dist_sq < 1e-12 then return end
  local dist = dist_sq ^ 0.5
  local n = d * (1.0 / dist)
  local total_inv = a:inv_mass() + b:inv_mass()
  local overlap = min_d - dist
  a.pos = a.pos - n * (overlap * a:inv_mass() / total_inv)
  b.pos = b.pos + n * (overlap * b:inv_mass() / total_inv)
  local rel = (b.vel - a.vel):dot(n)
  if rel < 0.0 then
    local j = -(1.0 + self.restitution) * rel / total_inv
    a.vel = a.vel - n * (j * a:inv_mass())
    b.vel = b.vel + n * (j * b:inv_mass())
  end
  a.hits = a.hits + 1
  b.hits = b.hits + 1
  self.collisions = self.collisions + 1
end
function World:step(dt)
  for _, f in ipairs(self.forces) do f:apply(self.particles) end
  for _, p in ipairs(self.particles) do p:integrate(dt) end
  local balls = self.balls
  local count = #balls
  for i = 1, count do
    local a = balls[i]
    self:walls(a)
    for j = i + 1, count do self:collide(a, balls[j]) end
  end
  self.steps = self.steps + 1
end
function World:energy()
  local e = 0.0
  for _, p in ipairs(self.particles) do e = e + p:kinetic_energy() end
  for _, f in ipairs(self.forces) do e = e + f:energy(self.particles) end
  return e
end
function World:momentum()
  local m = vec2(0.0, 0.0)
  for _, p in ipairs(self.particles) do m:iadd(p:momentum()) end
  return m
end

local Random = class()
function Random.new(seed) return setmetatable({state = seed}, Random) end
function Random:uniform(lo, hi)
  self.state = (self.state * 1103515245 + 12345) % 2147483648
  return lo + (hi - lo) * (self.state / 2147483648)
end

local function build()
  local world = World.new(20.0, 30.0, 0.8)
  local rng = Random.new(99)
  local left = world:add(Anchor.new(vec2(2.0, 18.0)))
  local rope = {left}
  for k = 1, 11 do
    rope[#rope + 1] = world:add(Particle.new(vec2(2.0 + 16.0 * k / 12, 18.0), vec2(0.0, 0.0), 0.3))
  end
  rope[#rope + 1] = world:add(Anchor.new(vec2(18.0, 18.0)))
  local springs = {}
  for k = 1, #rope - 1 do
    springs[#springs + 1] = Spring.new(rope[k], rope[k + 1], 180.0, 1.5)
  end
  for _ = 1, 24 do
    local pos = vec2(rng:uniform(1.0, 19.0), rng:uniform(3.0, 15.0))
    local vel = vec2(rng:uniform(-4.0, 4.0), rng:uniform(-2.0, 6.0))
    world:add(Ball.new(pos, vel, rng:uniform(0.5, 2.0), rng:uniform(0.3, 0.6)))
  end
  world.forces[#world.forces + 1] = Gravity.new(vec2(0.0, -9.81))
  world.forces[#world.forces + 1] = Drag.new(0.02)
  for _, s in ipairs(springs) do world.forces[#world.forces + 1] = s end
  return world, springs
end

local world, springs = build()
local dt = 0.002
local report = N // 10
if report == 0 then report = 1 end
py.print("start energy", show(world:energy()))
for step = 1, N do
  world:step(dt)
  if step % report == 0 then
    local m = world:momentum()
    py.print("step", step, "energy", show(world:energy()), "momentum", show(m.x), show(m.y),
      "bounces", world.bounces, "collisions", world.collisions)
  end
end
local fastest = nil
for _, b in ipairs(world.balls) do
  if fastest == nil or b:speed() > fastest:speed() then fastest = b end
end
local longest = springs[1]
for _, s in ipairs(springs) do
  if s:stretch() > longest:stretch() then longest = s end
end
local cx, cy, total_mass, hits = 0.0, 0.0, 0.0, 0
for _, p in ipairs(world.particles) do
  cx = cx + p.pos.x * p.mass
  cy = cy + p.pos.y * p.mass
  total_mass = total_mass + p.mass
  if p.is_ball then hits = hits + p.hits end
end
py.print("center", show(cx / total_mass), show(cy / total_mass), "hits", hits)
py.print("fastest", show(fastest:speed()), show(fastest:kinetic_energy()), "longest spring",
  show(longest:length()))
py.print("rope", show(springs[6].b.pos.x), show(springs[6].b.pos.y), "sag",
  show(18.0 - springs[6].b.pos.y))
