//! Reports of recorded [`Stats`]: an aligned text table for people and JSON for tools
//! (CPython's `summarize_stats.py` reads a file the interpreter writes; here the report is
//! produced from the counts directly, so nothing parses source code).

use std::fmt::Write as _;

use crate::isa::InstructionSet;
use crate::stats::Stats;

/// How many opcode pairs a report keeps.
pub const TOP_PAIRS: usize = 20;

/// The counts of one opcode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpRow {
    /// The opcode.
    pub opcode: u16,
    /// Its name (`<opcode N>` for a byte the instruction set does not name).
    pub name: String,
    /// Times it was dispatched.
    pub executions: u64,
    /// Specialized executions whose guards held.
    pub hits: u64,
    /// Specialized executions whose guards failed.
    pub misses: u64,
    /// Times it was rewritten away after its misses.
    pub deopts: u64,
    /// Generic executions whose counter did not trigger.
    pub deferred: u64,
    /// Successful specializations (for a generic opcode).
    pub spec_success: u64,
    /// Failed specializations (for a generic opcode).
    pub spec_failure: u64,
    /// Failed specializations by reason, most frequent first (ties by reason).
    pub failure_reasons: Vec<(String, u64)>,
}

/// How often one opcode was dispatched right after another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairRow {
    /// Name of the first opcode.
    pub first: String,
    /// Name of the second opcode.
    pub second: String,
    /// Times the second followed the first.
    pub count: u64,
}

/// A summary of [`Stats`] for one instruction set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsReport {
    /// The instruction set's name.
    pub isa: String,
    /// Opcodes with any nonzero count, most executed first (ties by opcode).
    pub ops: Vec<OpRow>,
    /// The [`TOP_PAIRS`] most frequent pairs, most frequent first (ties by opcodes).
    pub pairs: Vec<PairRow>,
}

/// The name of `opcode` in `I`.
fn name_of<I: InstructionSet>(opcode: usize) -> String {
    I::OPS
        .get(opcode)
        .map_or_else(|| format!("<opcode {opcode}>"), |op| op.name.to_string())
}

/// Summarizes `stats` recorded by a run of instruction set `I`.
pub fn report<I: InstructionSet>(stats: &Stats) -> StatsReport {
    let at = |v: &[u64], i: usize| v.get(i).copied().unwrap_or(0);
    // why: the vectors are normally all `stats.n` long, but a hand-made `Stats` may not
    // be; cover every index any of them has (opcodes are 16-bit at most).
    let width = [
        stats.executions.len(),
        stats.hits.len(),
        stats.misses.len(),
        stats.deopts.len(),
        stats.deferred.len(),
        stats.spec_success.len(),
        stats.spec_failure.len(),
    ]
    .into_iter()
    .max()
    .unwrap_or(0)
    .min(crate::isa::MAX_OPCODES);
    let last_reason = stats
        .failure_reasons
        .keys()
        .map(|(op, _)| *op as usize + 1)
        .max()
        .unwrap_or(0);
    let mut ops = Vec::new();
    for i in 0..width.max(last_reason) {
        let mut failure_reasons: Vec<(String, u64)> = stats
            .failure_reasons
            .iter()
            .filter(|((op, _), _)| *op as usize == i)
            .map(|((_, reason), &n)| (reason.clone(), n))
            .collect();
        if i >= width && failure_reasons.is_empty() {
            continue;
        }
        failure_reasons.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let row = OpRow {
            opcode: i as u16,
            name: name_of::<I>(i),
            executions: at(&stats.executions, i),
            hits: at(&stats.hits, i),
            misses: at(&stats.misses, i),
            deopts: at(&stats.deopts, i),
            deferred: at(&stats.deferred, i),
            spec_success: at(&stats.spec_success, i),
            spec_failure: at(&stats.spec_failure, i),
            failure_reasons,
        };
        let any = row.executions
            | row.hits
            | row.misses
            | row.deopts
            | row.deferred
            | row.spec_success
            | row.spec_failure
            != 0
            || row.failure_reasons.iter().any(|r| r.1 != 0);
        if any {
            ops.push(row);
        }
    }
    ops.sort_by(|a, b| {
        b.executions
            .cmp(&a.executions)
            .then(a.opcode.cmp(&b.opcode))
    });

    let mut pairs: Vec<(usize, usize, u64)> = Vec::new();
    for (i, &count) in stats.pairs.iter().enumerate() {
        // why: `n == 0` has no pairs; the checked ops keep a hand-made `Stats` from panicking.
        if let (true, Some(a), Some(b)) =
            (count != 0, i.checked_div(stats.n), i.checked_rem(stats.n))
        {
            pairs.push((a, b, count));
        }
    }
    pairs.sort_by(|a, b| b.2.cmp(&a.2).then((a.0, a.1).cmp(&(b.0, b.1))));
    pairs.truncate(TOP_PAIRS);
    let pairs = pairs
        .into_iter()
        .map(|(a, b, count)| PairRow {
            first: name_of::<I>(a),
            second: name_of::<I>(b),
            count,
        })
        .collect();

    StatsReport {
        isa: I::NAME.to_string(),
        ops,
        pairs,
    }
}

/// Column headers of the text table, after the name column.
const COLUMNS: [&str; 7] = [
    "executions",
    "hits",
    "misses",
    "deopts",
    "deferred",
    "spec_success",
    "spec_failure",
];

impl OpRow {
    /// The numeric columns, in [`COLUMNS`] order.
    fn counts(&self) -> [u64; 7] {
        [
            self.executions,
            self.hits,
            self.misses,
            self.deopts,
            self.deferred,
            self.spec_success,
            self.spec_failure,
        ]
    }
}

impl StatsReport {
    /// An aligned table of the per-opcode counts, then the specialization failures by
    /// reason and the most frequent pairs (sections without entries are left out).
    pub fn to_text(&self) -> String {
        let mut out = format!("execution statistics for {}\n", self.isa);
        let name_w = self
            .ops
            .iter()
            .map(|r| r.name.chars().count())
            .chain([6])
            .max()
            .unwrap_or(6);
        let mut widths = COLUMNS.map(str::len);
        for row in &self.ops {
            for (w, n) in widths.iter_mut().zip(row.counts()) {
                *w = (*w).max(n.to_string().len());
            }
        }
        let mut header = format!("{:<name_w$}", "opcode");
        for (col, w) in COLUMNS.iter().zip(widths) {
            let _ = write!(header, "  {col:>w$}");
        }
        out.push_str(header.trim_end());
        out.push('\n');
        for row in &self.ops {
            let mut line = format!("{:<name_w$}", row.name);
            for (n, w) in row.counts().into_iter().zip(widths) {
                let _ = write!(line, "  {n:>w$}");
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        if self.ops.iter().any(|r| !r.failure_reasons.is_empty()) {
            out.push_str("\nspecialization failures\n");
            for row in &self.ops {
                for (reason, n) in &row.failure_reasons {
                    let _ = writeln!(out, "{}: {n} x {reason}", row.name);
                }
            }
        }
        if !self.pairs.is_empty() {
            out.push_str("\npairs\n");
            for p in &self.pairs {
                let _ = writeln!(out, "{} -> {}: {}", p.first, p.second, p.count);
            }
        }
        out
    }

    /// The report as one line of JSON:
    /// `{"isa": .., "ops": [{"name": .., "executions": .., .., "failure_reasons": {reason: count}}],
    /// "pairs": [{"first": .., "second": .., "count": ..}]}`.
    pub fn to_json(&self) -> String {
        let mut out = String::from("{\"isa\":");
        json_string(&mut out, &self.isa);
        out.push_str(",\"ops\":[");
        for (i, row) in self.ops.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str("{\"name\":");
            json_string(&mut out, &row.name);
            for (col, n) in COLUMNS.iter().zip(row.counts()) {
                let _ = write!(out, ",\"{col}\":{n}");
            }
            out.push_str(",\"failure_reasons\":{");
            for (j, (reason, n)) in row.failure_reasons.iter().enumerate() {
                if j > 0 {
                    out.push(',');
                }
                json_string(&mut out, reason);
                let _ = write!(out, ":{n}");
            }
            out.push_str("}}");
        }
        out.push_str("],\"pairs\":[");
        for (i, p) in self.pairs.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str("{\"first\":");
            json_string(&mut out, &p.first);
            out.push_str(",\"second\":");
            json_string(&mut out, &p.second);
            let _ = write!(out, ",\"count\":{}}}", p.count);
        }
        out.push_str("]}");
        out
    }
}

/// Appends `s` as a JSON string literal (RFC 8259 escaping).
fn json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            // why: every other control character must be escaped too, or the output is
            // not JSON.
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::test_isa::*;

    fn sample() -> Stats {
        let mut s = Stats::new(T::OPS.len());
        for op in [LOAD_CONST, LOAD_CONST, BINARY_ADD, LOAD_CONST, LOAD_CONST] {
            s.execution(op);
        }
        s.break_pair();
        s.execution(BINARY_ADD_INT);
        s.hit(BINARY_ADD_INT);
        s.deferred(BINARY_ADD);
        s.spec_success(BINARY_ADD);
        for _ in 0..3 {
            s.spec_failure(BINARY_ADD, || {
                "no specialization for (str, int)".to_string()
            });
        }
        s
    }

    #[test]
    fn report_rows() {
        let r = report::<T>(&sample());
        assert_eq!(r.isa, "test");
        let names: Vec<&str> = r.ops.iter().map(|o| o.name.as_str()).collect();
        assert_eq!(names, ["LOAD_CONST", "BINARY_ADD", "BINARY_ADD_INT"]);
        assert_eq!(r.pairs.len(), 3);
    }

    #[test]
    fn text() {
        assert_eq!(
            report::<T>(&sample()).to_text(),
            "\
execution statistics for test
opcode          executions  hits  misses  deopts  deferred  spec_success  spec_failure
LOAD_CONST               4     0       0       0         0             0             0
BINARY_ADD               1     0       0       0         1             1             3
BINARY_ADD_INT           1     1       0       0         0             0             0

specialization failures
BINARY_ADD: 3 x no specialization for (str, int)

pairs
LOAD_CONST -> LOAD_CONST: 2
LOAD_CONST -> BINARY_ADD: 1
BINARY_ADD -> LOAD_CONST: 1
"
        );
    }

    #[test]
    fn json() {
        assert_eq!(
            report::<T>(&sample()).to_json(),
            concat!(
                r#"{"isa":"test","ops":["#,
                r#"{"name":"LOAD_CONST","executions":4,"hits":0,"misses":0,"deopts":0,"deferred":0,"spec_success":0,"spec_failure":0,"failure_reasons":{}},"#,
                r#"{"name":"BINARY_ADD","executions":1,"hits":0,"misses":0,"deopts":0,"deferred":1,"spec_success":1,"spec_failure":3,"failure_reasons":{"no specialization for (str, int)":3}},"#,
                r#"{"name":"BINARY_ADD_INT","executions":1,"hits":1,"misses":0,"deopts":0,"deferred":0,"spec_success":0,"spec_failure":0,"failure_reasons":{}}],"#,
                r#""pairs":[{"first":"LOAD_CONST","second":"LOAD_CONST","count":2},"#,
                r#"{"first":"LOAD_CONST","second":"BINARY_ADD","count":1},"#,
                r#"{"first":"BINARY_ADD","second":"LOAD_CONST","count":1}]}"#,
            )
        );
    }

    #[test]
    fn json_escaping() {
        let mut s = Stats::new(T::OPS.len());
        s.spec_failure(BINARY_ADD, || "a \"quoted\" C:\\path\n\u{1}é".to_string());
        let json = report::<T>(&s).to_json();
        assert!(
            json.contains(r#""failure_reasons":{"a \"quoted\" C:\\path\n\u0001é":1}"#),
            "{json}"
        );
    }

    #[test]
    fn empty_and_odd_stats() {
        let r = report::<T>(&Stats::new(0));
        assert!(r.ops.is_empty() && r.pairs.is_empty());
        assert_eq!(
            r.to_text(),
            "execution statistics for test\nopcode  executions  hits  misses  deopts  deferred  spec_success  spec_failure\n"
        );
        assert_eq!(r.to_json(), r#"{"isa":"test","ops":[],"pairs":[]}"#);
        // Counts for a byte the set does not name still show up, under a made-up name.
        let mut s = Stats::new(256);
        s.execution(250);
        s.execution(250);
        let r = report::<T>(&s);
        assert_eq!(r.ops[0].name, "<opcode 250>");
        assert_eq!(r.pairs[0].first, "<opcode 250>");
    }
}
