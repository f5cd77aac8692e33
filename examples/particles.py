N = 4000  # size; tests/python.rs lowers it to 40
# A particle simulation: a rope of particles on springs hung between two anchors, and
# balls falling into a box, bouncing off its walls and each other. A Vec2 class with
# operator methods (+, -, * and / by a scalar, * on the left, unary -, in-place +=);
# particles with properties for derived quantities (speed, kinetic energy, momentum,
# inverse mass); Anchor and Ball subclasses; forces (gravity, drag, springs) as classes
# with apply() and energy(); isinstance checks in the step loop.


class Vec2:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        return Vec2(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec2(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return Vec2(self.x * k, self.y * k)

    def __rmul__(self, k):
        return Vec2(k * self.x, k * self.y)

    def __truediv__(self, k):
        return Vec2(self.x / k, self.y / k)

    def __neg__(self):
        return Vec2(-self.x, -self.y)

    def __iadd__(self, o):
        self.x += o.x
        self.y += o.y
        return self

    def dot(self, o):
        return self.x * o.x + self.y * o.y

    @property
    def length_sq(self):
        return self.x * self.x + self.y * self.y

    @property
    def length(self):
        return (self.x * self.x + self.y * self.y) ** 0.5


class Particle:
    def __init__(self, pos, vel, mass):
        self.pos = pos
        self.vel = vel
        self.mass = mass
        self.force = Vec2(0.0, 0.0)

    @property
    def inv_mass(self):
        return 1.0 / self.mass

    @property
    def speed(self):
        return self.vel.length

    @property
    def kinetic_energy(self):
        return 0.5 * self.mass * self.vel.length_sq

    @property
    def momentum(self):
        return self.vel * self.mass

    def apply(self, f):
        self.force += f

    def integrate(self, dt):
        self.vel = self.vel + self.force * (self.inv_mass * dt)
        self.pos = self.pos + self.vel * dt
        self.force = Vec2(0.0, 0.0)


class Anchor(Particle):
    def __init__(self, pos):
        super().__init__(pos, Vec2(0.0, 0.0), 1.0)

    @property
    def inv_mass(self):
        return 0.0

    def integrate(self, dt):
        self.force = Vec2(0.0, 0.0)


class Ball(Particle):
    def __init__(self, pos, vel, mass, radius):
        super().__init__(pos, vel, mass)
        self.radius = radius
        self.hits = 0


class Force:
    def apply(self, particles):
        raise NotImplementedError

    def energy(self, particles):
        return 0.0


class Gravity(Force):
    def __init__(self, g):
        self.g = g

    def apply(self, particles):
        for p in particles:
            if not isinstance(p, Anchor):
                p.apply(self.g * p.mass)

    def energy(self, particles):
        e = 0.0
        for p in particles:
            if not isinstance(p, Anchor):
                e -= p.mass * self.g.dot(p.pos)
        return e


class Drag(Force):
    def __init__(self, k):
        self.k = k

    def apply(self, particles):
        for p in particles:
            p.apply(-self.k * p.vel)


class Spring(Force):
    def __init__(self, a, b, stiffness, damping):
        self.a = a
        self.b = b
        self.rest = (b.pos - a.pos).length
        self.stiffness = stiffness
        self.damping = damping

    @property
    def length(self):
        return (self.b.pos - self.a.pos).length

    @property
    def stretch(self):
        return self.length - self.rest

    def apply(self, particles):
        d = self.b.pos - self.a.pos
        dist = d.length
        if dist == 0.0:
            return
        n = d / dist
        rel = (self.b.vel - self.a.vel).dot(n)
        f = n * (self.stiffness * (dist - self.rest) + self.damping * rel)
        self.a.apply(f)
        self.b.apply(-f)

    def energy(self, particles):
        s = self.stretch
        return 0.5 * self.stiffness * s * s


class World:
    def __init__(self, width, height, restitution):
        self.width = width
        self.height = height
        self.restitution = restitution
        self.particles = []
        self.forces = []
        self.balls = []
        self.bounces = 0
        self.collisions = 0
        self.steps = 0

    def add(self, p):
        self.particles.append(p)
        if isinstance(p, Ball):
            self.balls.append(p)
        return p

    def walls(self, b):
        r = b.radius
        if b.pos.x < r:
            b.pos = Vec2(r, b.pos.y)
            b.vel = Vec2(-b.vel.x * self.restitution, b.vel.y)
            self.bounces += 1
        elif b.pos.x > self.width - r:
            b.pos = Vec2(self.width - r, b.pos.y)
            b.vel = Vec2(-b.vel.x * self.restitution, b.vel.y)
            self.bounces += 1
        if b.pos.y < r:
            b.pos = Vec2(b.pos.x, r)
            b.vel = Vec2(b.vel.x, -b.vel.y * self.restitution)
            self.bounces += 1
        elif b.pos.y > self.height - r:
            b.pos = Vec2(b.pos.x, self.height - r)
            b.vel = Vec2(b.vel.x, -b.vel.y * self.restitution)
            self.bounces += 1

    def collide(self, a, b):
        min_d = a.radius + b.radius
        dx = b.pos.x - a.pos.x
        if dx > min_d or dx < -min_d:
            return
        d = b.pos - a.pos
        dist_sq = d.length_sq
        if dist_sq >= min_d * min_d or dist_sq < 1e-12:
            return
        dist = dist_sq ** 0.5
        n = d * (1.0 / dist)
        total_inv = a.inv_mass + b.inv_mass
        overlap = min_d - dist
        a.pos = a.pos - n * (overlap * a.inv_mass / total_inv)
        b.pos = b.pos + n * (overlap * b.inv_mass / total_inv)
        rel = (b.vel - a.vel).dot(n)
        if rel < 0.0:
            j = -(1.0 + self.restitution) * rel / total_inv
            a.vel = a.vel - n * (j * a.inv_mass)
            b.vel = b.vel + n * (j * b.inv_mass)
        a.hits += 1
        b.hits += 1
        self.collisions += 1

    def step(self, dt):
        for f in self.forces:
            f.apply(self.particles)
        for p in self.particles:
            p.integrate(dt)
        balls = self.balls
        count = len(balls)
        for i in range(count):
            a = balls[i]
            self.walls(a)
            for j in range(i + 1, count):
                self.collide(a, balls[j])
        self.steps += 1

    def energy(self):
        e = 0.0
        for p in self.particles:
            e += p.kinetic_energy
        for f in self.forces:
            e += f.energy(self.particles)
        return e

    def momentum(self):
        m = Vec2(0.0, 0.0)
        for p in self.particles:
            m += p.momentum
        return m


class Random:
    def __init__(self, seed):
        self.state = seed

    def uniform(self, lo, hi):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return lo + (hi - lo) * (self.state / 2147483648)


def build():
    world = World(20.0, 30.0, 0.8)
    rng = Random(99)
    left = world.add(Anchor(Vec2(2.0, 18.0)))
    prev = left
    rope = [left]
    for k in range(1, 12):
        node = world.add(Particle(Vec2(2.0 + 16.0 * k / 12, 18.0), Vec2(0.0, 0.0), 0.3))
        rope.append(node)
    right = world.add(Anchor(Vec2(18.0, 18.0)))
    rope.append(right)
    springs = []
    for k in range(len(rope) - 1):
        springs.append(Spring(rope[k], rope[k + 1], 180.0, 1.5))
    for k in range(24):
        pos = Vec2(rng.uniform(1.0, 19.0), rng.uniform(3.0, 15.0))
        vel = Vec2(rng.uniform(-4.0, 4.0), rng.uniform(-2.0, 6.0))
        world.add(Ball(pos, vel, rng.uniform(0.5, 2.0), rng.uniform(0.3, 0.6)))
    world.forces.append(Gravity(Vec2(0.0, -9.81)))
    world.forces.append(Drag(0.02))
    for s in springs:
        world.forces.append(s)
    return world, springs


def show(x):
    return round(x, 6)


world, springs = build()
dt = 0.002
report = N // 10
if report == 0:
    report = 1
print("start energy", show(world.energy()))
for step in range(1, N + 1):
    world.step(dt)
    if step % report == 0:
        m = world.momentum()
        print("step", step, "energy", show(world.energy()), "momentum", show(m.x), show(m.y),
              "bounces", world.bounces, "collisions", world.collisions)
fastest = None
for b in world.balls:
    if fastest is None or b.speed > fastest.speed:
        fastest = b
longest = springs[0]
for s in springs:
    if s.stretch > longest.stretch:
        longest = s
cx = 0.0
cy = 0.0
total_mass = 0.0
hits = 0
for p in world.particles:
    cx += p.pos.x * p.mass
    cy += p.pos.y * p.mass
    total_mass += p.mass
    if isinstance(p, Ball):
        hits += p.hits
print("center", show(cx / total_mass), show(cy / total_mass), "hits", hits)
print("fastest", show(fastest.speed), show(fastest.kinetic_energy), "longest spring", show(longest.length))
print("rope", show(springs[5].b.pos.x), show(springs[5].b.pos.y), "sag", show(18.0 - springs[5].b.pos.y))
