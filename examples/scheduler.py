N = 36000  # size; tests/python.rs lowers it to 200
# A task scheduler simulation: producer tasks make jobs, worker tasks process them and
# report to a collector, a monitor samples the queues on a timer. Tasks are objects with
# priorities, states and mailboxes of Message objects; the scheduler picks the runnable
# task of highest priority (aged by how long it waited) each tick. Subclasses override
# step(), compute() and the `runnable` property; method calls, attribute reads and writes
# on small objects dominate.

READY = 0
WAITING = 1
DONE = 2
STATE_NAMES = ["ready", "waiting", "done"]


class Message:
    __slots__ = ("sender", "kind", "value")

    def __init__(self, sender, kind, value):
        self.sender = sender
        self.kind = kind
        self.value = value


class Mailbox:
    def __init__(self):
        self.items = []
        self.head = 0
        self.received = 0

    def put(self, msg):
        self.items.append(msg)
        self.received += 1

    def get(self):
        msg = self.items[self.head]
        self.head += 1
        if self.head >= 32 and self.head * 2 >= len(self.items):
            rest = []
            i = self.head
            while i < len(self.items):
                rest.append(self.items[i])
                i += 1
            self.items = rest
            self.head = 0
        return msg

    def __len__(self):
        return len(self.items) - self.head


class Task:
    def __init__(self, ident, name, priority):
        self.ident = ident
        self.name = name
        self.priority = priority
        self.base_priority = priority
        self.state = READY
        self.mailbox = Mailbox()
        self.runs = 0
        self.sent = 0
        self.waited = 0

    @property
    def runnable(self):
        if self.state == READY:
            return True
        return self.state == WAITING and len(self.mailbox) > 0

    def send(self, sched, target, kind, value):
        sched.deliver(Message(self, kind, value), target)
        self.sent += 1

    def run(self, sched):
        self.runs += 1
        self.step(sched)

    def step(self, sched):
        raise NotImplementedError

    def summary(self):
        return "%s runs=%d sent=%d received=%d %s" % (
            self.name, self.runs, self.sent, self.mailbox.received, STATE_NAMES[self.state])


class Producer(Task):
    def __init__(self, ident, name, priority, quota, seed):
        super().__init__(ident, name, priority)
        self.quota = quota
        self.seed = seed
        self.made = 0
        self.workers = []

    def next_random(self):
        self.seed = (self.seed * 1103515245 + 12345) % 2147483648
        return self.seed // 65536

    def step(self, sched):
        if self.made >= self.quota:
            for w in self.workers:
                self.send(sched, w, "stop", self.made)
            self.state = DONE
            return
        burst = 1 + self.next_random() % 4
        k = 0
        while k < burst and self.made < self.quota:
            r = self.next_random()
            self.send(sched, self.workers[r % len(self.workers)], "job", 1 + r % 997)
            self.made += 1
            k += 1


class Worker(Task):
    batch = 3

    def __init__(self, ident, name, priority, collector, producers):
        super().__init__(ident, name, priority)
        self.state = WAITING
        self.collector = collector
        self.producers = producers
        self.stops = 0
        self.jobs = 0

    def compute(self, v):
        total = 0
        while v > 0:
            d = v % 10
            total += d * d
            v //= 10
        return total

    def step(self, sched):
        if len(self.mailbox) > 12:
            self.priority = self.base_priority + 2
        else:
            self.priority = self.base_priority
        n = 0
        while n < self.batch and len(self.mailbox) > 0:
            msg = self.mailbox.get()
            n += 1
            if msg.kind == "job":
                self.jobs += 1
                self.send(sched, self.collector, "result", self.compute(msg.value))
            elif msg.kind == "stop":
                self.stops += 1
                if self.stops == self.producers:
                    self.send(sched, self.collector, "finished", self.jobs)
                    self.state = DONE
                    return
        self.state = WAITING


class HashWorker(Worker):
    batch = 2

    def compute(self, v):
        h = 7
        for k in range(4):
            h = (h * 31 + v + k) % 65521
        return h % 1000


class Collector(Task):
    def __init__(self, ident, name, priority, expected):
        super().__init__(ident, name, priority)
        self.state = WAITING
        self.expected = expected
        self.finished = 0
        self.count = 0
        self.checksum = 0
        self.largest = 0
        self.per_sender = {}
        self.reported = 0

    def step(self, sched):
        while len(self.mailbox) > 0:
            msg = self.mailbox.get()
            if msg.kind == "result":
                self.count += 1
                self.checksum = (self.checksum * 31 + msg.value) % 1000000007
                if msg.value > self.largest:
                    self.largest = msg.value
                name = msg.sender.name
                self.per_sender[name] = self.per_sender.get(name, 0) + 1
            else:
                self.finished += 1
                self.reported += msg.value
        if self.finished == self.expected:
            self.state = DONE
        else:
            self.state = WAITING


class Monitor(Task):
    def __init__(self, ident, name, priority, period, sched, watched):
        super().__init__(ident, name, priority)
        self.period = period
        self.sched = sched
        self.watched = watched
        self.wake_at = period
        self.samples = 0
        self.peak = 0
        self.backlog = 0

    @property
    def runnable(self):
        return self.state != DONE and self.sched.tick >= self.wake_at

    def step(self, sched):
        if self.watched.state == DONE:
            self.state = DONE
            return
        queued = 0
        for t in sched.tasks:
            if isinstance(t, Worker):
                queued += len(t.mailbox)
        self.samples += 1
        self.backlog += queued
        if queued > self.peak:
            self.peak = queued
        self.wake_at = sched.tick + self.period


class Scheduler:
    def __init__(self):
        self.tasks = []
        self.tick = 0
        self.switches = 0
        self.idle = 0
        self.delivered = 0
        self.last = None

    def add(self, task):
        self.tasks.append(task)
        return task

    def deliver(self, msg, target):
        target.mailbox.put(msg)
        self.delivered += 1

    def pick(self):
        best = None
        best_score = -1
        for t in self.tasks:
            if t.runnable:
                score = t.priority + t.waited // 4
                if score > best_score:
                    best = t
                    best_score = score
        return best

    def live(self):
        for t in self.tasks:
            if t.state != DONE:
                return True
        return False

    def run(self, limit):
        while self.tick < limit:
            task = self.pick()
            self.tick += 1
            if task is None:
                if not self.live():
                    break
                self.idle += 1
                continue
            if task is not self.last:
                self.switches += 1
                self.last = task
            for t in self.tasks:
                if t is not task and t.runnable:
                    t.waited += 1
            task.waited = 0
            task.run(self)


def build(jobs):
    sched = Scheduler()
    collector = Collector(0, "collector", 5, 4)
    producers = [Producer(1, "producer-a", 1, jobs, 42), Producer(2, "producer-b", 2, jobs // 2, 7)]
    workers = [
        Worker(3, "worker-1", 3, collector, 2),
        Worker(4, "worker-2", 3, collector, 2),
        HashWorker(5, "hasher-1", 4, collector, 2),
        HashWorker(6, "hasher-2", 2, collector, 2),
    ]
    for p in producers:
        p.workers = workers
        sched.add(p)
    for w in workers:
        sched.add(w)
    sched.add(collector)
    monitor = sched.add(Monitor(7, "monitor", 6, 50, sched, collector))
    return sched, collector, monitor


sched, collector, monitor = build(N)
sched.run(100 * N)
for t in sched.tasks:
    print(t.summary())
print("ticks", sched.tick, "switches", sched.switches, "idle", sched.idle, "delivered", sched.delivered)
print("results", collector.count, "reported", collector.reported, "checksum", collector.checksum,
      "largest", collector.largest)
names = sorted(collector.per_sender.keys())
for name in names:
    print(name, collector.per_sender[name])
print("monitor samples", monitor.samples, "peak", monitor.peak, "backlog", monitor.backlog)
