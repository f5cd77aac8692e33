N = 320  # size; tests/python.rs lowers it to 2
# A constraint solver: Sudoku puzzles generated from a shuffled pattern grid, solved by
# constraint propagation and backtracking search. Cells are variables whose domains are
# bit sets of digits; constraints are objects (AllDifferent over rows, columns and boxes,
# Given for the clues) with propagate() and satisfied() methods; the solver keeps a queue
# of constraints to revisit and a trail of domain changes to undo on backtracking.

ALL = 511
POPCOUNT = []
LOWEST = []
for m in range(512):
    count = 0
    low = 0
    for d in range(9):
        if m & (1 << d):
            count += 1
            if low == 0:
                low = d + 1
    POPCOUNT.append(count)
    LOWEST.append(low)


class Cell:
    def __init__(self, index):
        self.index = index
        self.row = index // 9
        self.col = index % 9
        self.box = (self.row // 3) * 3 + self.col // 3
        self.domain = ALL
        self.constraints = []

    @property
    def size(self):
        return POPCOUNT[self.domain]

    @property
    def fixed(self):
        return POPCOUNT[self.domain] == 1

    @property
    def value(self):
        if POPCOUNT[self.domain] == 1:
            return LOWEST[self.domain]
        return 0

    def __repr__(self):
        return "Cell(r%dc%d=%d)" % (self.row + 1, self.col + 1, self.value)


class Constraint:
    def __init__(self, name, cells):
        self.name = name
        self.cells = cells
        self.queued = False
        self.calls = 0
        for c in cells:
            c.constraints.append(self)

    def propagate(self, solver):
        raise NotImplementedError

    def satisfied(self):
        raise NotImplementedError


class Given(Constraint):
    def __init__(self, cell, digit):
        super().__init__("given", [cell])
        self.digit = digit

    def propagate(self, solver):
        self.calls += 1
        return solver.restrict(self.cells[0], self.cells[0].domain & (1 << (self.digit - 1)))

    def satisfied(self):
        return self.cells[0].value == self.digit


class AllDifferent(Constraint):
    def propagate(self, solver):
        self.calls += 1
        fixed_mask = 0
        for c in self.cells:
            if c.fixed:
                if fixed_mask & c.domain:
                    return False
                fixed_mask |= c.domain
        for c in self.cells:
            if not c.fixed and c.domain & fixed_mask:
                if not solver.restrict(c, c.domain & ~fixed_mask):
                    return False
        for d in range(9):
            bit = 1 << d
            if fixed_mask & bit:
                continue
            where = None
            count = 0
            for c in self.cells:
                if c.domain & bit:
                    count += 1
                    where = c
                    if count > 1:
                        break
            if count == 0:
                return False
            if count == 1 and where.domain != bit:
                if not solver.restrict(where, bit):
                    return False
        return True

    def satisfied(self):
        seen = 0
        for c in self.cells:
            if not c.fixed or seen & c.domain:
                return False
            seen |= c.domain
        return seen == ALL


class Solver:
    def __init__(self, puzzle):
        self.cells = []
        for i in range(81):
            self.cells.append(Cell(i))
        self.constraints = []
        for k in range(9):
            row = []
            col = []
            box = []
            for j in range(9):
                row.append(self.cells[k * 9 + j])
                col.append(self.cells[j * 9 + k])
                box.append(self.cells[((k // 3) * 3 + j // 3) * 9 + (k % 3) * 3 + j % 3])
            self.constraints.append(AllDifferent("row", row))
            self.constraints.append(AllDifferent("col", col))
            self.constraints.append(AllDifferent("box", box))
        for i in range(81):
            if puzzle[i] != 0:
                self.constraints.append(Given(self.cells[i], puzzle[i]))
        self.trail = []
        self.queue = []
        self.nodes = 0
        self.backtracks = 0
        self.restricts = 0

    def restrict(self, cell, domain):
        if domain == cell.domain:
            return True
        if domain == 0:
            return False
        self.restricts += 1
        self.trail.append((cell, cell.domain))
        cell.domain = domain
        for con in cell.constraints:
            if not con.queued:
                con.queued = True
                self.queue.append(con)
        return True

    def propagate(self):
        while len(self.queue) > 0:
            con = self.queue.pop()
            con.queued = False
            if not con.propagate(self):
                for other in self.queue:
                    other.queued = False
                self.queue = []
                return False
        return True

    def undo(self, mark):
        while len(self.trail) > mark:
            cell, domain = self.trail.pop()
            cell.domain = domain

    def choose(self):
        best = None
        best_size = 10
        for c in self.cells:
            s = c.size
            if 1 < s < best_size:
                best = c
                best_size = s
                if s == 2:
                    break
        return best

    def search(self):
        self.nodes += 1
        cell = self.choose()
        if cell is None:
            return True
        domain = cell.domain
        for d in range(9):
            bit = 1 << d
            if domain & bit:
                mark = len(self.trail)
                if self.restrict(cell, bit) and self.propagate() and self.search():
                    return True
                self.undo(mark)
                self.backtracks += 1
        return False

    def solve(self):
        for con in self.constraints:
            con.queued = True
            self.queue.append(con)
        return self.propagate() and self.search()

    def check(self):
        for con in self.constraints:
            if not con.satisfied():
                return False
        return True


class Random:
    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return (self.state // 65536) % n


def make_puzzle(rng, givens):
    digits = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    for i in range(8, 0, -1):
        j = rng.below(i + 1)
        digits[i], digits[j] = digits[j], digits[i]
    rows = []
    cols = []
    for band in range(3):
        order = [0, 1, 2]
        for i in range(2, 0, -1):
            j = rng.below(i + 1)
            order[i], order[j] = order[j], order[i]
        for k in order:
            rows.append(band * 3 + k)
        order = [0, 1, 2]
        for i in range(2, 0, -1):
            j = rng.below(i + 1)
            order[i], order[j] = order[j], order[i]
        for k in order:
            cols.append(band * 3 + k)
    grid = []
    for r in range(9):
        for c in range(9):
            rr = rows[r]
            cc = cols[c]
            grid.append(digits[(rr * 3 + rr // 3 + cc) % 9])
    cells = []
    for i in range(81):
        cells.append(i)
    for i in range(80, 0, -1):
        j = rng.below(i + 1)
        cells[i], cells[j] = cells[j], cells[i]
    k = givens
    while k < 81:
        grid[cells[k]] = 0
        k += 1
    return grid


rng = Random(2024)
total_nodes = 0
total_backtracks = 0
total_calls = 0
checksum = 0
solved = 0
for p in range(N):
    puzzle = make_puzzle(rng, 19 + p % 9)
    solver = Solver(puzzle)
    ok = solver.solve() and solver.check()
    if ok:
        solved += 1
    row = []
    for c in solver.cells:
        if c.row == 0:
            row.append(c.value)
    for c in solver.cells:
        checksum = (checksum * 7 + c.value * (c.index + 1)) % 1000000007
    calls = 0
    givens = 0
    for con in solver.constraints:
        calls += con.calls
        if isinstance(con, Given):
            givens += 1
    total_nodes += solver.nodes
    total_backtracks += solver.backtracks
    total_calls += calls
    if p < 10 or p % 10 == 0:
        print("puzzle", p, "givens", givens, "solved", ok, "nodes", solver.nodes,
              "backtracks", solver.backtracks, "restricts", solver.restricts, "row", row)
print(solved, "of", N, "solved; nodes", total_nodes, "backtracks", total_backtracks,
      "propagations", total_calls, "checksum", checksum)
print(solver.cells[0], solver.cells[40], solver.cells[80])
