-- Lua 5.4 equivalent of examples/raytrace.py (same algorithm, size and output). Vec uses
-- metamethods (__add, __sub, __mul with the scalar on either side, __unm) as the Python
-- class uses operator methods; other classes are metatables with __index chains.
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 120

local function class(base)
  local c = {}
  c.__index = c
  if base then setmetatable(c, {__index = base}) end
  return c
end

-- round(x, 6) as Python does it: the double nearest the correctly rounded decimal.
local function round6(x)
  return tonumber(string.format("%.6f", x))
end

local Vec = class()
local function vec(x, y, z) return setmetatable({x = x, y = y, z = z}, Vec) end
Vec.__add = function(a, o) return vec(a.x + o.x, a.y + o.y, a.z + o.z) end
Vec.__sub = function(a, o) return vec(a.x - o.x, a.y - o.y, a.z - o.z) end
Vec.__mul = function(a, k)
  if type(a) == "number" then
    return vec(a * k.x, a * k.y, a * k.z)
  end
  return vec(a.x * k, a.y * k, a.z * k)
end
Vec.__unm = function(a) return vec(-a.x, -a.y, -a.z) end
function Vec:dot(o) return self.x * o.x + self.y * o.y + self.z * o.z end
function Vec:cross(o)
  return vec(self.y * o.z - self.z * o.y, self.z * o.x - self.x * o.z,
    self.x * o.y - self.y * o.x)
end
function Vec:times(o) return vec(self.x * o.x, self.y * o.y, self.z * o.z) end
function Vec:length() return self:dot(self) ^ 0.5 end
function Vec:normalized() return self * (1.0 / self:length()) end
function Vec:repr()
  return "Vec(" .. py.float(round6(self.x)) .. ", " .. py.float(round6(self.y)) .. ", " ..
    py.float(round6(self.z)) .. ")"
end

local EPSILON = 0.0001

local Ray = class()
local function ray_new(origin, direction)
  return setmetatable({origin = origin, direction = direction}, Ray)
end
function Ray:at(t) return self.origin + self.direction * t end

local Material = class()
function Material.init(self, color, diffuse, specular, shininess, reflect)
  self.color = color
  self.diffuse = diffuse
  self.specular = specular
  self.shininess = shininess
  self.reflect = reflect
end
function Material.new(...)
  local self = setmetatable({}, Material)
  Material.init(self, ...)
  return self
end
function Material:color_at(point) return self.color end

local Checker = class(Material)
function Checker.new(color, other, diffuse, reflect)
  local self = setmetatable({}, Checker)
  Material.init(self, color, diffuse, 0.0, 1.0, reflect)
  self.other = other
  return self
end
function Checker:color_at(point)
  if math.floor(point.x // 1.0 + point.z // 1.0) % 2 == 0 then return self.color end
  return self.other
end

local Sphere = class()
function Sphere.new(center, radius, material)
  return setmetatable({material = material, center = center, radius = radius}, Sphere)
end
function Sphere:intersect(ray)
  local oc = ray.origin - self.center
  local b = oc:dot(ray.direction)
  local c = oc:dot(oc) - self.radius * self.radius
  local disc = b * b - c
  if disc < 0.0 then return -1.0 end
  local root = disc ^ 0.5
  local t = -b - root
  if t > EPSILON then return t end
  t = -b + root
  if t > EPSILON then return t end
  return -1.0
end
function Sphere:normal_at(point) return (point - self.center) * (1.0 / self.radius) end

local Plane = class()
function Plane.new(point, normal, material)
  return setmetatable({material = material, point = point, normal = normal:normalized()}, Plane)
end
function Plane:intersect(ray)
  local denom = self.normal:dot(ray.direction)
  if -EPSILON < denom and denom < EPSILON then return -1.0 end
  local t = (self.point - ray.origin):dot(self.normal) / denom
  if t > EPSILON then return t end
  return -1.0
end
function Plane:normal_at(point) return self.normal end

local Light = class()
function Light.init(self, position, color, power)
  self.position = position
  self.color = color
  self.power = power
  self.is_light = true
end
function Light.new(...)
  local self = setmetatable({}, Light)
  Light.init(self, ...)
  return self
end
function Light:intensity_at(point) return self.power end

local SpotLight = class(Light)
function SpotLight.new(position, color, power, target, cutoff)
  local self = setmetatable({}, SpotLight)
  Light.init(self, position, color, power)
  self.axis = (target - position):normalized()
  self.cutoff = cutoff
  return self
end
function SpotLight:intensity_at(point)
  local cos_angle = (point - self.position):normalized():dot(self.axis)
  if cos_angle < self.cutoff then return 0.0 end
  return self.power * (cos_angle - self.cutoff) / (1.0 - self.cutoff)
end

local Camera = class()
function Camera.new(eye, target, up, fov_scale)
  local self = setmetatable({}, Camera)
  self.eye = eye
  self.forward = (target - eye):normalized()
  self.right = up:cross(self.forward):normalized()
  self.up = self.forward:cross(self.right)
  self.scale = fov_scale
  return self
end
function Camera:ray_for(px, py_, width, height)
  local sx = (2.0 * px / width - 1.0) * self.scale
  local sy = (1.0 - 2.0 * py_ / height) * self.scale
  local direction = self.forward + sx * self.right + sy * self.up
  return ray_new(self.eye, direction:normalized())
end

local Scene = class()
function Scene.new(camera, ambient, background)
  return setmetatable({camera = camera, ambient = ambient, background = background, shapes = {},
    lights = {}, rays = 0, shadow_rays = 0}, Scene)
end
function Scene:add(thing)
  if thing.is_light then
    self.lights[#self.lights + 1] = thing
  else
    self.shapes[#self.shapes + 1] = thing
  end
end
function Scene:nearest(ray)
  local best_t, best = -1.0, nil
  for _, shape in ipairs(self.shapes) do
    local t = shape:intersect(ray)
    if t > 0.0 and (best == nil or t < best_t) then
      best_t = t
      best = shape
    end
  end
  return best, best_t
end
function Scene:in_shadow(point, light)
  self.shadow_rays = self.shadow_rays + 1
  local to_light = light.position - point
  local distance = to_light:length()
  local ray = ray_new(point, to_light * (1.0 / distance))
  for _, shape in ipairs(self.shapes) do
    local t = shape:intersect(ray)
    if 0.0 < t and t < distance then return true end
  end
  return false
end
function Scene:trace(ray, depth)
  self.rays = self.rays + 1
  local shape, t = self:nearest(ray)
  if shape == nil then return self.background end
  local point = ray:at(t)
  local normal = shape:normal_at(point)
  if normal:dot(ray.direction) > 0.0 then normal = -normal end
  local material = shape.material
  local base = material:color_at(point)
  local color = base * self.ambient
  for _, light in ipairs(self.lights) do
    local strength = light:intensity_at(point)
    if not (strength <= 0.0 or self:in_shadow(point, light)) then
      local to_light = (light.position - point):normalized()
      local lambert = normal:dot(to_light)
      if lambert > 0.0 then
        color = color + base:times(light.color) * (lambert * material.diffuse * strength)
        if material.specular > 0.0 then
          local half = (to_light - ray.direction):normalized()
          local spec = normal:dot(half)
          if spec > 0.0 then
            color = color + light.color *
              (material.specular * strength * spec ^ material.shininess)
          end
        end
      end
    end
  end
  if material.reflect > 0.0 and depth < 3 then
    local bounce = ray.direction - normal * (2.0 * normal:dot(ray.direction))
    local reflected = self:trace(ray_new(point, bounce:normalized()), depth + 1)
    color = color * (1.0 - material.reflect) + reflected * material.reflect
  end
  return color
end

local function clamp(v)
  if v < 0.0 then return 0.0 end
  if v > 1.0 then return 1.0 end
  return v
end

local function build_scene()
  local camera = Camera.new(vec(0.0, 2.2, -5.0), vec(0.0, 0.7, 0.5), vec(0.0, 1.0, 0.0), 0.75)
  local scene = Scene.new(camera, 0.12, vec(0.05, 0.07, 0.12))
  scene:add(Plane.new(vec(0.0, 0.0, 0.0), vec(0.0, 1.0, 0.0),
    Checker.new(vec(0.9, 0.9, 0.9), vec(0.15, 0.15, 0.2), 0.8, 0.25)))
  scene:add(Sphere.new(vec(0.0, 1.0, 0.5), 1.0, Material.new(vec(1.0, 0.35, 0.3), 0.8, 0.6, 32.0, 0.3)))
  scene:add(Sphere.new(vec(-2.2, 0.7, 1.5), 0.7, Material.new(vec(0.2, 0.8, 0.3), 0.9, 0.2, 8.0, 0.0)))
  scene:add(Sphere.new(vec(2.0, 0.6, -0.5), 0.6, Material.new(vec(0.3, 0.4, 0.95), 0.6, 0.9, 64.0, 0.5)))
  scene:add(Sphere.new(vec(0.9, 0.3, -1.8), 0.3, Material.new(vec(0.95, 0.85, 0.2), 0.8, 0.5, 16.0, 0.1)))
  scene:add(Light.new(vec(-4.0, 6.0, -5.0), vec(1.0, 0.95, 0.9), 1.1))
  scene:add(SpotLight.new(vec(3.0, 5.0, -2.0), vec(0.6, 0.7, 1.0), 1.2, vec(0.0, 0.5, 0.5), 0.85))
  return scene
end

local RAMP = " .:-=+*#%@"
local SAMPLES = 2

local function render(scene, width, height)
  local rows = {}
  local checksum = 0
  local total = {0, 0, 0}
  for py_ = 0, height - 1 do
    local line = {}
    for px = 0, width - 1 do
      local lum = 0
      for sy = 0, SAMPLES - 1 do
        for sx = 0, SAMPLES - 1 do
          local fx = px + (sx + 0.5) / SAMPLES
          local fy = py_ + (sy + 0.5) / SAMPLES
          local c = scene:trace(scene.camera:ray_for(fx, fy, width, height), 0)
          local r = math.floor(255.0 * clamp(c.x))
          local g = math.floor(255.0 * clamp(c.y))
          local b = math.floor(255.0 * clamp(c.z))
          total[1] = total[1] + r
          total[2] = total[2] + g
          total[3] = total[3] + b
          checksum = (checksum * 31 + r * 65536 + g * 256 + b) % 1000000007
          lum = lum + r * 299 + g * 587 + b * 114
        end
      end
      lum = lum // (1000 * SAMPLES * SAMPLES)
      local k = lum * #RAMP // 256 + 1
      line[#line + 1] = RAMP:sub(k, k)
    end
    rows[#rows + 1] = table.concat(line)
  end
  return rows, checksum, total
end

local scene = build_scene()
local rows, checksum, total = render(scene, N, N // 2)
for _, row in ipairs(rows) do io.write((row:gsub("%s+$", "")), "\n") end
py.print("pixels", N * (N // 2) * SAMPLES * SAMPLES, "rays", scene.rays, "shadow rays",
  scene.shadow_rays)
py.print("checksum", checksum, "channel sums", py.list(total))
py.print(scene.camera.forward:repr(), scene.camera.right:repr(), scene.camera.up:repr())
