N = 120  # size; tests/python.rs lowers it to 12
# A ray tracer: a Vec class with operator overloads (+, -, * by a scalar on either side,
# unary -) and dot/cross/normalized methods; spheres and a checkered plane (Shape
# subclasses overriding intersect/normal_at), materials (a Checker subclass overriding
# color_at), a point light and a spotlight (overriding intensity_at), shadows and
# reflections. Renders an N x N/2 image as ASCII art (2 x 2 rays a character) plus
# checksums of the 8-bit pixels.


class Vec:
    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k, self.z * k)

    def __rmul__(self, k):
        return Vec(k * self.x, k * self.y, k * self.z)

    def __neg__(self):
        return Vec(-self.x, -self.y, -self.z)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def cross(self, o):
        return Vec(self.y * o.z - self.z * o.y, self.z * o.x - self.x * o.z,
                   self.x * o.y - self.y * o.x)

    def times(self, o):
        return Vec(self.x * o.x, self.y * o.y, self.z * o.z)

    @property
    def length(self):
        return self.dot(self) ** 0.5

    def normalized(self):
        return self * (1.0 / self.length)

    def __repr__(self):
        return "Vec(%s, %s, %s)" % (round(self.x, 6), round(self.y, 6), round(self.z, 6))


BLACK = Vec(0.0, 0.0, 0.0)
EPSILON = 0.0001


class Ray:
    def __init__(self, origin, direction):
        self.origin = origin
        self.direction = direction

    def at(self, t):
        return self.origin + self.direction * t


class Material:
    def __init__(self, color, diffuse, specular, shininess, reflect):
        self.color = color
        self.diffuse = diffuse
        self.specular = specular
        self.shininess = shininess
        self.reflect = reflect

    def color_at(self, point):
        return self.color


class Checker(Material):
    def __init__(self, color, other, diffuse, reflect):
        super().__init__(color, diffuse, 0.0, 1.0, reflect)
        self.other = other

    def color_at(self, point):
        if int(point.x // 1.0 + point.z // 1.0) % 2 == 0:
            return self.color
        return self.other


class Shape:
    def __init__(self, material):
        self.material = material

    def intersect(self, ray):
        raise NotImplementedError

    def normal_at(self, point):
        raise NotImplementedError


class Sphere(Shape):
    def __init__(self, center, radius, material):
        super().__init__(material)
        self.center = center
        self.radius = radius

    def intersect(self, ray):
        oc = ray.origin - self.center
        b = oc.dot(ray.direction)
        c = oc.dot(oc) - self.radius * self.radius
        disc = b * b - c
        if disc < 0.0:
            return -1.0
        root = disc ** 0.5
        t = -b - root
        if t > EPSILON:
            return t
        t = -b + root
        if t > EPSILON:
            return t
        return -1.0

    def normal_at(self, point):
        return (point - self.center) * (1.0 / self.radius)


class Plane(Shape):
    def __init__(self, point, normal, material):
        super().__init__(material)
        self.point = point
        self.normal = normal.normalized()

    def intersect(self, ray):
        denom = self.normal.dot(ray.direction)
        if -EPSILON < denom < EPSILON:
            return -1.0
        t = (self.point - ray.origin).dot(self.normal) / denom
        if t > EPSILON:
            return t
        return -1.0

    def normal_at(self, point):
        return self.normal


class Light:
    def __init__(self, position, color, power):
        self.position = position
        self.color = color
        self.power = power

    def intensity_at(self, point):
        return self.power


class SpotLight(Light):
    def __init__(self, position, color, power, target, cutoff):
        super().__init__(position, color, power)
        self.axis = (target - position).normalized()
        self.cutoff = cutoff

    def intensity_at(self, point):
        cos_angle = (point - self.position).normalized().dot(self.axis)
        if cos_angle < self.cutoff:
            return 0.0
        return self.power * (cos_angle - self.cutoff) / (1.0 - self.cutoff)


class Camera:
    def __init__(self, eye, target, up, fov_scale):
        self.eye = eye
        self.forward = (target - eye).normalized()
        self.right = up.cross(self.forward).normalized()
        self.up = self.forward.cross(self.right)
        self.scale = fov_scale

    def ray_for(self, px, py, width, height):
        sx = (2.0 * px / width - 1.0) * self.scale
        sy = (1.0 - 2.0 * py / height) * self.scale
        direction = self.forward + sx * self.right + sy * self.up
        return Ray(self.eye, direction.normalized())


class Scene:
    def __init__(self, camera, ambient, background):
        self.camera = camera
        self.ambient = ambient
        self.background = background
        self.shapes = []
        self.lights = []
        self.rays = 0
        self.shadow_rays = 0

    def add(self, thing):
        if isinstance(thing, Light):
            self.lights.append(thing)
        else:
            self.shapes.append(thing)

    def nearest(self, ray):
        best_t = -1.0
        best = None
        for shape in self.shapes:
            t = shape.intersect(ray)
            if t > 0.0 and (best is None or t < best_t):
                best_t = t
                best = shape
        return best, best_t

    def in_shadow(self, point, light):
        self.shadow_rays += 1
        to_light = light.position - point
        distance = to_light.length
        ray = Ray(point, to_light * (1.0 / distance))
        for shape in self.shapes:
            t = shape.intersect(ray)
            if 0.0 < t < distance:
                return True
        return False

    def trace(self, ray, depth):
        self.rays += 1
        shape, t = self.nearest(ray)
        if shape is None:
            return self.background
        point = ray.at(t)
        normal = shape.normal_at(point)
        if normal.dot(ray.direction) > 0.0:
            normal = -normal
        material = shape.material
        base = material.color_at(point)
        color = base * self.ambient
        for light in self.lights:
            strength = light.intensity_at(point)
            if strength <= 0.0 or self.in_shadow(point, light):
                continue
            to_light = (light.position - point).normalized()
            lambert = normal.dot(to_light)
            if lambert > 0.0:
                color = color + base.times(light.color) * (lambert * material.diffuse * strength)
                if material.specular > 0.0:
                    half = (to_light - ray.direction).normalized()
                    spec = normal.dot(half)
                    if spec > 0.0:
                        color = color + light.color * (material.specular * strength * spec ** material.shininess)
        if material.reflect > 0.0 and depth < 3:
            bounce = ray.direction - normal * (2.0 * normal.dot(ray.direction))
            reflected = self.trace(Ray(point, bounce.normalized()), depth + 1)
            color = color * (1.0 - material.reflect) + reflected * material.reflect
        return color


def clamp(v):
    if v < 0.0:
        return 0.0
    if v > 1.0:
        return 1.0
    return v


def build_scene():
    camera = Camera(Vec(0.0, 2.2, -5.0), Vec(0.0, 0.7, 0.5), Vec(0.0, 1.0, 0.0), 0.75)
    scene = Scene(camera, 0.12, Vec(0.05, 0.07, 0.12))
    scene.add(Plane(Vec(0.0, 0.0, 0.0), Vec(0.0, 1.0, 0.0),
                    Checker(Vec(0.9, 0.9, 0.9), Vec(0.15, 0.15, 0.2), 0.8, 0.25)))
    scene.add(Sphere(Vec(0.0, 1.0, 0.5), 1.0, Material(Vec(1.0, 0.35, 0.3), 0.8, 0.6, 32.0, 0.3)))
    scene.add(Sphere(Vec(-2.2, 0.7, 1.5), 0.7, Material(Vec(0.2, 0.8, 0.3), 0.9, 0.2, 8.0, 0.0)))
    scene.add(Sphere(Vec(2.0, 0.6, -0.5), 0.6, Material(Vec(0.3, 0.4, 0.95), 0.6, 0.9, 64.0, 0.5)))
    scene.add(Sphere(Vec(0.9, 0.3, -1.8), 0.3, Material(Vec(0.95, 0.85, 0.2), 0.8, 0.5, 16.0, 0.1)))
    scene.add(Light(Vec(-4.0, 6.0, -5.0), Vec(1.0, 0.95, 0.9), 1.1))
    scene.add(SpotLight(Vec(3.0, 5.0, -2.0), Vec(0.6, 0.7, 1.0), 1.2, Vec(0.0, 0.5, 0.5), 0.85))
    return scene


RAMP = " .:-=+*#%@"
SAMPLES = 2


def render(scene, width, height):
    rows = []
    checksum = 0
    total = [0, 0, 0]
    for py in range(height):
        line = []
        for px in range(width):
            lum = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    fx = px + (sx + 0.5) / SAMPLES
                    fy = py + (sy + 0.5) / SAMPLES
                    c = scene.trace(scene.camera.ray_for(fx, fy, width, height), 0)
                    r = int(255.0 * clamp(c.x))
                    g = int(255.0 * clamp(c.y))
                    b = int(255.0 * clamp(c.z))
                    total[0] += r
                    total[1] += g
                    total[2] += b
                    checksum = (checksum * 31 + r * 65536 + g * 256 + b) % 1000000007
                    lum += r * 299 + g * 587 + b * 114
            lum = lum // (1000 * SAMPLES * SAMPLES)
            line.append(RAMP[lum * len(RAMP) // 256])
        rows.append("".join(line))
    return rows, checksum, total


scene = build_scene()
rows, checksum, total = render(scene, N, N // 2)
for row in rows:
    print(row.rstrip())
print("pixels", N * (N // 2) * SAMPLES * SAMPLES, "rays", scene.rays, "shadow rays", scene.shadow_rays)
print("checksum", checksum, "channel sums", total)
print(scene.camera.forward, scene.camera.right, scene.camera.up)
