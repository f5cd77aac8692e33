-- Lua 5.4 equivalent of examples/pipeline.py (same records, stages and output). Each
-- Python generator is a coroutine (coroutine.wrap for those iterated or pulled with
-- next(), coroutine.create/resume for the session trackers driven with send()); Python's
-- `yield from` into a sub-generator is a plain call of a function that yields from the
-- same coroutine, and the sub-coroutine's return value is that call's result. Tuples are
-- arrays; int() that raises ValueError is a function that returns nil.
local py = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "pyfmt.lua")

local N = 32000

local SHARDS = 4
local WINDOW = 60
local SESSION_GAP = 120
local SLOW_MS = 400

local PATHS = {"/", "/login", "/logout", "/search", "/cart", "/checkout", "/api/items",
               "/api/users", "/api/orders", "/static/app.js", "/static/site.css", "/help"}
local METHODS = {"GET", "GET", "GET", "GET", "POST", "POST", "PUT", "DELETE"}
local STATUSES = {200, 200, 200, 200, 200, 200, 200, 201, 204, 301, 304, 304, 400, 403, 404,
                  500, 502, 503}

local yield = coroutine.yield
local wrap = coroutine.wrap

-- str.split(sep) for a one-character separator.
local function split(s, sep)
  local out, n, i = {}, 0, 1
  while true do
    local j = string.find(s, sep, i, true)
    n = n + 1
    if not j then
      out[n] = string.sub(s, i)
      return out
    end
    out[n] = string.sub(s, i, j - 1)
    i = j + 1
  end
end

-- int(text) for the texts the log holds: nil where Python raises ValueError.
local function int(text)
  return math.tointeger(tonumber(text))
end

local function lcg(seed)
  return wrap(function()
    local state = seed
    while true do
      state = (state * 1103515245 + 12345) % 2147483648
      yield(state >> 4)
    end
  end)
end

local function request_text(rand, sep)
  local r = rand()
  local method = METHODS[r % #METHODS + 1]
  local path = PATHS[(r >> 3) % #PATHS + 1]
  if string.sub(path, 1, 5) == "/api/" then
    path = path .. "/" .. tostring((r >> 7) % 500)
  end
  local status = STATUSES[(r >> 11) % #STATUSES + 1]
  r = rand()
  local size = 200 + r % 9000
  local latency = 5 + (r >> 13) % 300
  if status >= 500 then
    latency = latency + 350
  end
  if r % 97 == 0 then
    return method .. sep .. path .. sep .. status .. sep .. "-" .. sep .. latency
  end
  return method .. sep .. path .. sep .. status .. sep .. size .. sep .. latency
end

local function shard_lines(shard, count, seed)
  return wrap(function()
    local rand = lcg(seed)
    local ts = 0
    for _ = 0, count - 1 do
      local r = rand()
      ts = ts + r % 3
      local client = "10." .. shard .. "." .. (r >> 5) % 4 .. "." .. (r >> 9) % 16
      local kind = (r >> 15) % 64
      if kind == 0 then
        yield(ts .. " " .. client)
      elseif kind < 5 then
        local k = 2 + (r >> 21) % 4
        local items = {}
        for j = 1, k do
          items[j] = request_text(rand, ",")
        end
        yield(ts .. " " .. client .. " BULK " .. table.concat(items, ";"))
      else
        yield(ts .. " " .. client .. " " .. request_text(rand, " "))
      end
    end
  end)
end

local function make_record(ts, client, fields, stats)
  local status, size, latency = int(fields[3]), int(fields[4]), int(fields[5])
  if status == nil or size == nil or latency == nil then
    stats.bad = stats.bad + 1
    return nil
  end
  return {ts, client, fields[1], fields[2], status, size, latency}
end

-- Called inside parse's coroutine: Python's `yield from parse_bulk(...)`.
local function parse_bulk(ts, client, text, stats)
  stats.bulk = stats.bulk + 1
  for _, item in ipairs(split(text, ";")) do
    local rec = make_record(ts, client, split(item, ","), stats)
    if rec ~= nil then
      yield(rec)
    end
  end
end

local function parse(lines, stats)
  return wrap(function()
    for line in lines do
      stats.lines = stats.lines + 1
      local fields = split(line, " ")
      if #fields < 4 then
        stats.bad = stats.bad + 1
      else
        local ts = int(fields[1])
        if fields[3] == "BULK" then
          parse_bulk(ts, fields[2], fields[4], stats)
        else
          local rest = table.move(fields, 3, #fields, 1, {})
          local rec = make_record(ts, fields[2], rest, stats)
          if rec ~= nil then
            yield(rec)
          end
        end
      end
    end
  end)
end

local function merge(streams)
  return wrap(function()
    local heads = {}
    for _, s in ipairs(streams) do
      local rec = s()
      if rec ~= nil then
        heads[#heads + 1] = {rec, s}
      end
    end
    while #heads > 0 do
      local best = 1
      for i = 2, #heads do
        if heads[i][1][1] < heads[best][1][1] then
          best = i
        end
      end
      local head = heads[best]
      yield(head[1])
      local rec = head[2]()
      if rec == nil then
        table.remove(heads, best)
      else
        head[1] = rec
      end
    end
  end)
end

local function enrich(records)
  return wrap(function()
    for rec in records do
      local ts, client, method, path, status, size, latency =
        rec[1], rec[2], rec[3], rec[4], rec[5], rec[6], rec[7]
      local parts = split(path, "/")
      local route = "/" .. parts[2]
      if parts[2] == "api" then
        route = route .. "/" .. parts[3]
      end
      yield({ts, client, method .. " " .. route, status, size, latency,
             status >= 500, latency > SLOW_MS})
    end
  end)
end

-- Called inside a sessionizer's coroutine: Python's `yield from one_session(...)`.
local function one_session(first, gap)
  local start = first[1]
  local last = start
  local count = 1
  local nbytes = first[5]
  local errors = first[7] and 1 or 0
  while true do
    local rec = yield()
    if rec == nil or rec[1] - last > gap then
      return {start, last, count, nbytes, errors}, rec
    end
    last = rec[1]
    count = count + 1
    nbytes = nbytes + rec[5]
    if rec[7] then
      errors = errors + 1
    end
  end
end

local function sessionizer(client, gap, out)
  return coroutine.create(function()
    local rec = yield()
    while rec ~= nil do
      local summary
      summary, rec = one_session(rec, gap)
      out[#out + 1] = {client, summary[1], summary[2], summary[3], summary[4], summary[5]}
    end
  end)
end

local function tap(records, trackers, sessions)
  return wrap(function()
    for rec in records do
      local tracker = trackers[rec[2]]
      if tracker == nil then
        tracker = sessionizer(rec[2], SESSION_GAP, sessions)
        assert(coroutine.resume(tracker))
        trackers[rec[2]] = tracker
      end
      assert(coroutine.resume(tracker, rec))
      yield(rec)
    end
  end)
end

local function window_summary(start, count, errors, slow, nbytes, latencies, routes)
  table.sort(latencies)
  local p90 = latencies[(#latencies * 9) // 10 + 1]
  local top, top_n = nil, nil
  for route, n in pairs(routes) do
    if top == nil or n > top_n or (n == top_n and route < top) then
      top, top_n = route, n
    end
  end
  return {start, count, errors, slow, nbytes, p90, top, routes}
end

local function windows(records, width)
  return wrap(function()
    local current = -1
    local count, errors, slow, nbytes = 0, 0, 0, 0
    local latencies = {}
    local routes = {}
    for rec in records do
      local ts, route, size, latency, failed, late =
        rec[1], rec[3], rec[5], rec[6], rec[7], rec[8]
      local w = ts // width
      if w ~= current then
        if count ~= 0 then
          yield(window_summary(current * width, count, errors, slow, nbytes, latencies,
                               routes))
        end
        current = w
        count, errors, slow, nbytes = 0, 0, 0, 0
        latencies = {}
        routes = {}
      end
      count = count + 1
      nbytes = nbytes + size
      latencies[#latencies + 1] = latency
      routes[route] = (routes[route] or 0) + 1
      if failed then
        errors = errors + 1
      end
      if late then
        slow = slow + 1
      end
    end
    if count ~= 0 then
      yield(window_summary(current * width, count, errors, slow, nbytes, latencies, routes))
    end
  end)
end

local stats = {lines = 0, bad = 0, bulk = 0}
local trackers = {}
local sessions = {}
local shards = {}
for i = 0, SHARDS - 1 do
  shards[i + 1] = parse(shard_lines(i, N, 1000 + 7919 * i), stats)
end
local visible = wrap(function()
  for r in merge(shards) do
    if string.sub(r[4], 1, 8) ~= "/static/" then
      yield(r)
    end
  end
end)
local report = {}
for w in windows(tap(enrich(visible), trackers, sessions), WINDOW) do
  report[#report + 1] = w
end
local clients = {}
for client in pairs(trackers) do clients[#clients + 1] = client end
table.sort(clients)
for _, client in ipairs(clients) do
  assert(coroutine.resume(trackers[client], nil))
end

local requests, errors, slow, nbytes = 0, 0, 0, 0
for _, w in ipairs(report) do
  requests = requests + w[2]
  errors = errors + w[3]
  slow = slow + w[4]
  nbytes = nbytes + w[5]
end
py.print("lines", stats.lines, "bulk", stats.bulk, "bad", stats.bad, "requests", requests)
py.print("windows", #report, "errors", errors, "slow", slow, "bytes", nbytes)
local busiest, worst = report[1], report[1]
for _, w in ipairs(report) do
  if w[2] > busiest[2] then busiest = w end
  if w[6] > worst[6] or (w[6] == worst[6] and w[1] < worst[1]) then worst = w end
end
py.print("busiest window", busiest[1], busiest[2], busiest[7], "worst p90", worst[1], worst[6])

-- Route names sorted by count, descending, then by name.
local function ranked(counts)
  local names = {}
  for name in pairs(counts) do names[#names + 1] = name end
  table.sort(names, function(a, b)
    if counts[a] ~= counts[b] then return counts[a] > counts[b] end
    return a < b
  end)
  return names
end

local totals = {}
for _, w in ipairs(report) do
  for route, n in pairs(w[8]) do
    totals[route] = (totals[route] or 0) + n
  end
end
local top = ranked(totals)
local parts = {}
for i = 1, 4 do parts[i] = top[i] .. "=" .. totals[top[i]] end
py.print("top routes", table.concat(parts, ", "))
local tops = {}
for _, w in ipairs(report) do
  tops[w[7]] = (tops[w[7]] or 0) + 1
end
local leaders = ranked(tops)
parts = {}
for i = 1, 3 do parts[i] = leaders[i] .. "=" .. tops[leaders[i]] end
py.print("window leaders", table.concat(parts, ", "), "of", #leaders)

local longest = sessions[1]
local session_requests, with_errors = 0, 0
for _, s in ipairs(sessions) do
  local d, ld = s[3] - s[2], longest[3] - longest[2]
  if d > ld or (d == ld and s[1] > longest[1]) then longest = s end
  session_requests = session_requests + s[4]
  if s[6] ~= 0 then with_errors = with_errors + 1 end
end
py.print("sessions", #sessions, "clients", #clients, "requests", session_requests,
  "with errors", with_errors, "longest", longest[1], longest[3] - longest[2])
local check = 0
for _, w in ipairs(report) do
  check = (check * 31 + w[1] + w[2] * 7 + w[6] * 13 + w[3]) % 1000000007
end
for _, s in ipairs(sessions) do
  check = (check * 17 + s[2] + s[4]) % 1000000007
end
py.print("checksum", check)
