-- Lua 5.4 equivalent of examples/constraints.py (same algorithm, size and output). Classes
-- are metatables with __index chains; Python properties are methods here; lists are
-- 1-based arrays, the trail's (cell, domain) tuples are two-element arrays.
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 320

local ALL = 511
local POPCOUNT = {}
local LOWEST = {}
for m = 0, 511 do
  local count, low = 0, 0
  for d = 0, 8 do
    if m & (1 << d) ~= 0 then
      count = count + 1
      if low == 0 then low = d + 1 end
    end
  end
  POPCOUNT[m] = count
  LOWEST[m] = low
end

local function class(base)
  local c = {}
  c.__index = c
  if base then setmetatable(c, {__index = base}) end
  return c
end

local Cell = class()
function Cell.new(index)
  local self = setmetatable({}, Cell)
  self.index = index
  self.row = index // 9
  self.col = index % 9
  self.box = (self.row // 3) * 3 + self.col // 3
  self.domain = ALL
  self.constraints = {}
  return self
end
function Cell:size() return POPCOUNT[self.domain] end
function Cell:fixed() return POPCOUNT[self.domain] == 1 end
function Cell:value()
  if POPCOUNT[self.domain] == 1 then return LOWEST[self.domain] end
  return 0
end
function Cell:repr()
  return string.format("Cell(r%dc%d=%d)", self.row + 1, self.col + 1, self:value())
end

local Constraint = class()
function Constraint.init(self, name, cells)
  self.name = name
  self.cells = cells
  self.queued = false
  self.calls = 0
  for _, c in ipairs(cells) do c.constraints[#c.constraints + 1] = self end
end

local Given = class(Constraint)
function Given.new(cell, digit)
  local self = setmetatable({}, Given)
  Constraint.init(self, "given", {cell})
  self.digit = digit
  return self
end
function Given:propagate(solver)
  self.calls = self.calls + 1
  return solver:restrict(self.cells[1], self.cells[1].domain & (1 << (self.digit - 1)))
end
function Given:satisfied() return self.cells[1]:value() == self.digit end

local AllDifferent = class(Constraint)
function AllDifferent.new(name, cells)
  local self = setmetatable({}, AllDifferent)
  Constraint.init(self, name, cells)
  return self
end
function AllDifferent:propagate(solver)
  self.calls = self.calls + 1
  local cells = self.cells
  local fixed_mask = 0
  for _, c in ipairs(cells) do
    if c:fixed() then
      if fixed_mask & c.domain ~= 0 then return false end
      fixed_mask = fixed_mask | c.domain
    end
  end
  for _, c in ipairs(cells) do
    if not c:fixed() and c.domain & fixed_mask ~= 0 then
      if not solver:restrict(c, c.domain & ~fixed_mask) then return false end
    end
  end
  for d = 0, 8 do
    local bit = 1 << d
    if fixed_mask & bit == 0 then
      local where, count = nil, 0
      for _, c in ipairs(cells) do
        if c.domain & bit ~= 0 then
          count = count + 1
          where = c
          if count > 1 then break end
        end
      end
      if count == 0 then return false end
      if count == 1 and where.domain ~= bit then
        if not solver:restrict(where, bit) then return false end
      end
    end
  end
  return true
end
function AllDifferent:satisfied()
  local seen = 0
  for _, c in ipairs(self.cells) do
    if not c:fixed() or seen & c.domain ~= 0 then return false end
    seen = seen | c.domain
  end
  return seen == ALL
end

local Solver = class()
function Solver.new(puzzle)
  local self = setmetatable({}, Solver)
  self.cells = {}
  for i = 0, 80 do self.cells[i + 1] = Cell.new(i) end
  self.constraints = {}
  local cons = self.constraints
  for k = 0, 8 do
    local row, col, box = {}, {}, {}
    for j = 0, 8 do
      row[j + 1] = self.cells[k * 9 + j + 1]
      col[j + 1] = self.cells[j * 9 + k + 1]
      box[j + 1] = self.cells[((k // 3) * 3 + j // 3) * 9 + (k % 3) * 3 + j % 3 + 1]
    end
    cons[#cons + 1] = AllDifferent.new("row", row)
    cons[#cons + 1] = AllDifferent.new("col", col)
    cons[#cons + 1] = AllDifferent.new("box", box)
  end
  for i = 1, 81 do
    if puzzle[i] ~= 0 then cons[#cons + 1] = Given.new(self.cells[i], puzzle[i]) end
  end
  self.trail = {}
  self.queue = {}
  self.nodes = 0
  self.backtracks = 0
  self.restricts = 0
  return self
end
function Solver:restrict(cell, domain)
  if domain == cell.domain then return true end
  if domain == 0 then return false end
  self.restricts = self.restricts + 1
  self.trail[#self.trail + 1] = {cell, cell.domain}
  cell.domain = domain
  local queue = self.queue
  for _, con in ipairs(cell.constraints) do
    if not con.queued then
      con.queued = true
      queue[#queue + 1] = con
    end
  end
  return true
end
function Solver:propagate()
  local queue = self.queue
  while #queue > 0 do
    local con = queue[#queue]
    queue[#queue] = nil
    con.queued = false
    if not con:propagate(self) then
      for _, other in ipairs(queue) do other.queued = false end
      self.queue = {}
      return false
    end
    queue = self.queue
  end
  return true
end
function Solver:undo(mark)
  local trail = self.trail
  while #trail > mark do
    local entry = trail[#trail]
    trail[#trail] = nil
    entry[1].domain = entry[2]
  end
end
function Solver:choose()
  local best, best_size = nil, 10
  for _, c in ipairs(self.cells) do
    local s = c:size()
    if 1 < s and s < best_size then
      best = c
      best_size = s
      if s == 2 then break end
    end
  end
  return best
end
function Solver:search()
  self.nodes = self.nodes + 1
  local cell = self:choose()
  if cell == nil then return true end
  local domain = cell.domain
  for d = 0, 8 do
    local bit = 1 << d
    if domain & bit ~= 0 then
      local mark = #self.trail
      if self:restrict(cell, bit) and self:propagate() and self:search() then return true end
      self:undo(mark)
      self.backtracks = self.backtracks + 1
    end
  end
  return false
end
function Solver:solve()
  for _, con in ipairs(self.constraints) do
    con.queued = true
    self.queue[#self.queue + 1] = con
  end
  return self:propagate() and self:search()
end
function Solver:check()
  for _, con in ipairs(self.constraints) do
    if not con:satisfied() then return false end
  end
  return true
end

local Random = class()
function Random.new(seed) return setmetatable({state = seed}, Random) end
function Random:below(n)
  self.state = (self.state * 1103515245 + 12345) % 2147483648
  return (self.state // 65536) % n
end

local function make_puzzle(rng, givens)
  local digits = {1, 2, 3, 4, 5, 6, 7, 8, 9}
  for i = 8, 1, -1 do
    local j = rng:below(i + 1)
    digits[i + 1], digits[j + 1] = digits[j + 1], digits[i + 1]
  end
  local rows, cols = {}, {}
  for band = 0, 2 do
    local order = {0, 1, 2}
    for i = 2, 1, -1 do
      local j = rng:below(i + 1)
      order[i + 1], order[j + 1] = order[j + 1], order[i + 1]
    end
    for _, k in ipairs(order) do rows[#rows + 1] = band * 3 + k end
    order = {0, 1, 2}
    for i = 2, 1, -1 do
      local j = rng:below(i + 1)
      order[i + 1], order[j + 1] = order[j + 1], order[i + 1]
    end
    for _, k in ipairs(order) do cols[#cols + 1] = band * 3 + k end
  end
  local grid = {}
  for r = 0, 8 do
    for c = 0, 8 do
      local rr, cc = rows[r + 1], cols[c + 1]
      grid[#grid + 1] = digits[(rr * 3 + rr // 3 + cc) % 9 + 1]
    end
  end
  local cells = {}
  for i = 0, 80 do cells[i + 1] = i end
  for i = 80, 1, -1 do
    local j = rng:below(i + 1)
    cells[i + 1], cells[j + 1] = cells[j + 1], cells[i + 1]
  end
  for k = givens, 80 do grid[cells[k + 1] + 1] = 0 end
  return grid
end

local rng = Random.new(2024)
local total_nodes, total_backtracks, total_calls, checksum, solved = 0, 0, 0, 0, 0
local solver
for p = 0, N - 1 do
  local puzzle = make_puzzle(rng, 19 + p % 9)
  solver = Solver.new(puzzle)
  local ok = solver:solve() and solver:check()
  if ok then solved = solved + 1 end
  local row = {}
  for _, c in ipairs(solver.cells) do
    if c.row == 0 then row[#row + 1] = c:value() end
  end
  for _, c in ipairs(solver.cells) do
    checksum = (checksum * 7 + c:value() * (c.index + 1)) % 1000000007
  end
  local calls, givens = 0, 0
  for _, con in ipairs(solver.constraints) do
    calls = calls + con.calls
    if getmetatable(con) == Given then givens = givens + 1 end
  end
  total_nodes = total_nodes + solver.nodes
  total_backtracks = total_backtracks + solver.backtracks
  total_calls = total_calls + calls
  if p < 10 or p % 10 == 0 then
    py.print("puzzle", p, "givens", givens, "solved", ok, "nodes", solver.nodes,
      "backtracks", solver.backtracks, "restricts", solver.restricts, "row", py.list(row))
  end
end
py.print(solved, "of", N, "solved; nodes", total_nodes, "backtracks", total_backtracks,
  "propagations", total_calls, "checksum", checksum)
py.print(solver.cells[1]:repr(), solver.cells[41]:repr(), solver.cells[81]:repr())
