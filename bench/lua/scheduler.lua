-- Lua 5.4 equivalent of examples/scheduler.py (same algorithm, size and output). Classes
-- are metatables with __index chains; Python properties are methods here.
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 36000

local READY, WAITING, DONE = 0, 1, 2
local STATE_NAMES = {[0] = "ready", [1] = "waiting", [2] = "done"}

local function class(base)
  local c = {}
  c.__index = c
  if base then setmetatable(c, {__index = base}) end
  return c
end

local Message = class()
function Message.new(sender, kind, value)
  return setmetatable({sender = sender, kind = kind, value = value}, Message)
end

local Mailbox = class()
function Mailbox.new()
  return setmetatable({items = {}, n = 0, head = 0, received = 0}, Mailbox)
end
function Mailbox:put(msg)
  self.n = self.n + 1
  self.items[self.n] = msg
  self.received = self.received + 1
end
function Mailbox:get()
  local msg = self.items[self.head + 1]
  self.head = self.head + 1
  if self.head >= 32 and self.head * 2 >= self.n then
    local rest, m = {}, 0
    for i = self.head + 1, self.n do
      m = m + 1
      rest[m] = self.items[i]
    end
    self.items, self.n, self.head = rest, m, 0
  end
  return msg
end
function Mailbox:len() return self.n - self.head end

local Task = class()
function Task.init(self, ident, name, priority)
  self.ident = ident
  self.name = name
  self.priority = priority
  self.base_priority = priority
  self.state = READY
  self.mailbox = Mailbox.new()
  self.runs = 0
  self.sent = 0
  self.waited = 0
end
function Task:runnable()
  if self.state == READY then return true end
  return self.state == WAITING and self.mailbox:len() > 0
end
function Task:send(sched, target, kind, value)
  sched:deliver(Message.new(self, kind, value), target)
  self.sent = self.sent + 1
end
function Task:run(sched)
  self.runs = self.runs + 1
  self:step(sched)
end
function Task:summary()
  return string.format("%s runs=%d sent=%d received=%d %s", self.name, self.runs, self.sent,
    self.mailbox.received, STATE_NAMES[self.state])
end

local Producer = class(Task)
function Producer.new(ident, name, priority, quota, seed)
  local self = setmetatable({}, Producer)
  Task.init(self, ident, name, priority)
  self.quota = quota
  self.seed = seed
  self.made = 0
  self.workers = {}
  return self
end
function Producer:next_random()
  self.seed = (self.seed * 1103515245 + 12345) % 2147483648
  return self.seed // 65536
end
function Producer:step(sched)
  if self.made >= self.quota then
    for _, w in ipairs(self.workers) do self:send(sched, w, "stop", self.made) end
    self.state = DONE
    return
  end
  local burst = 1 + self:next_random() % 4
  local k = 0
  while k < burst and self.made < self.quota do
    local r = self:next_random()
    self:send(sched, self.workers[r % #self.workers + 1], "job", 1 + r % 997)
    self.made = self.made + 1
    k = k + 1
  end
end

local Worker = class(Task)
Worker.batch = 3
function Worker.init(self, ident, name, priority, collector, producers)
  Task.init(self, ident, name, priority)
  self.state = WAITING
  self.collector = collector
  self.producers = producers
  self.stops = 0
  self.jobs = 0
end
function Worker.new(...)
  local self = setmetatable({}, Worker)
  Worker.init(self, ...)
  return self
end
function Worker:compute(v)
  local total = 0
  while v > 0 do
    local d = v % 10
    total = total + d * d
    v = v // 10
  end
  return total
end
function Worker:step(sched)
  if self.mailbox:len() > 12 then
    self.priority = self.base_priority + 2
  else
    self.priority = self.base_priority
  end
  local n = 0
  while n < self.batch and self.mailbox:len() > 0 do
    local msg = self.mailbox:get()
    n = n + 1
    if msg.kind == "job" then
      self.jobs = self.jobs + 1
      self:send(sched, self.collector, "result", self:compute(msg.value))
    elseif msg.kind == "stop" then
      self.stops = self.stops + 1
      if self.stops == self.producers then
        self:send(sched, self.collector, "finished", self.jobs)
        self.state = DONE
        return
      end
    end
  end
  self.state = WAITING
end

local HashWorker = class(Worker)
HashWorker.batch = 2
function HashWorker.new(...)
  local self = setmetatable({}, HashWorker)
  Worker.init(self, ...)
  return self
end
function HashWorker:compute(v)
  local h = 7
  for k = 0, 3 do h = (h * 31 + v + k) % 65521 end
  return h % 1000
end

local Collector = class(Task)
function Collector.new(ident, name, priority, expected)
  local self = setmetatable({}, Collector)
  Task.init(self, ident, name, priority)
  self.state = WAITING
  self.expected = expected
  self.finished = 0
  self.count = 0
  self.checksum = 0
  self.largest = 0
  self.per_sender = {}
  self.reported = 0
  return self
end
function Collector:step(sched)
  while self.mailbox:len() > 0 do
    local msg = self.mailbox:get()
    if msg.kind == "result" then
      self.count = self.count + 1
      self.checksum = (self.checksum * 31 + msg.value) % 1000000007
      if msg.value > self.largest then self.largest = msg.value end
      local name = msg.sender.name
      self.per_sender[name] = (self.per_sender[name] or 0) + 1
    else
      self.finished = self.finished + 1
      self.reported = self.reported + msg.value
    end
  end
  if self.finished == self.expected then self.state = DONE else self.state = WAITING end
end

local Monitor = class(Task)
function Monitor.new(ident, name, priority, period, sched, watched)
  local self = setmetatable({}, Monitor)
  Task.init(self, ident, name, priority)
  self.period = period
  self.sched = sched
  self.watched = watched
  self.wake_at = period
  self.samples = 0
  self.peak = 0
  self.backlog = 0
  return self
end
function Monitor:runnable()
  return self.state ~= DONE and self.sched.tick >= self.wake_at
end
local function is_worker(t)
  local mt = getmetatable(t)
  while mt do
    if mt == Worker then return true end
    local parent = getmetatable(mt)
    mt = parent and parent.__index or nil
  end
  return false
end
function Monitor:step(sched)
  if self.watched.state == DONE then
    self.state = DONE
    return
  end
  local queued = 0
  for _, t in ipairs(sched.tasks) do
    if is_worker(t) then queued = queued + t.mailbox:len() end
  end
  self.samples = self.samples + 1
  self.backlog = self.backlog + queued
  if queued > self.peak then self.peak = queued end
  self.wake_at = sched.tick + self.period
end

local Scheduler = class()
function Scheduler.new()
  return setmetatable({tasks = {}, tick = 0, switches = 0, idle = 0, delivered = 0, last = nil},
    Scheduler)
end
function Scheduler:add(task)
  self.tasks[#self.tasks + 1] = task
  return task
end
function Scheduler:deliver(msg, target)
  target.mailbox:put(msg)
  self.delivered = self.delivered + 1
end
function Scheduler:pick()
  local best, best_score = nil, -1
  for _, t in ipairs(self.tasks) do
    if t:runnable() then
      local score = t.priority + t.waited // 4
      if score > best_score then
        best = t
        best_score = score
      end
    end
  end
  return best
end
function Scheduler:live()
  for _, t in ipairs(self.tasks) do
    if t.state ~= DONE then return true end
  end
  return false
end
function Scheduler:run(limit)
  while self.tick < limit do
    local task = self:pick()
    self.tick = self.tick + 1
    if task == nil then
      if not self:live() then break end
      self.idle = self.idle + 1
    else
      if task ~= self.last then
        self.switches = self.switches + 1
        self.last = task
      end
      for _, t in ipairs(self.tasks) do
        if t ~= task and t:runnable() then t.waited = t.waited + 1 end
      end
      task.waited = 0
      task:run(self)
    end
  end
end

local function build(jobs)
  local sched = Scheduler.new()
  local collector = Collector.new(0, "collector", 5, 4)
  local producers = {Producer.new(1, "producer-a", 1, jobs, 42),
                     Producer.new(2, "producer-b", 2, jobs // 2, 7)}
  local workers = {
    Worker.new(3, "worker-1", 3, collector, 2),
    Worker.new(4, "worker-2", 3, collector, 2),
    HashWorker.new(5, "hasher-1", 4, collector, 2),
    HashWorker.new(6, "hasher-2", 2, collector, 2),
  }
  for _, p in ipairs(producers) do
    p.workers = workers
    sched:add(p)
  end
  for _, w in ipairs(workers) do sched:add(w) end
  sched:add(collector)
  local monitor = sched:add(Monitor.new(7, "monitor", 6, 50, sched, collector))
  return sched, collector, monitor
end

local sched, collector, monitor = build(N)
sched:run(100 * N)
for _, t in ipairs(sched.tasks) do py.print(t:summary()) end
py.print("ticks", sched.tick, "switches", sched.switches, "idle", sched.idle, "delivered",
  sched.delivered)
py.print("results", collector.count, "reported", collector.reported, "checksum",
  collector.checksum, "largest", collector.largest)
local names = {}
for name in pairs(collector.per_sender) do names[#names + 1] = name end
table.sort(names)
for _, name in ipairs(names) do py.print(name, collector.per_sender[name]) end
py.print("monitor samples", monitor.samples, "peak", monitor.peak, "backlog", monitor.backlog)
