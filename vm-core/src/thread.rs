//! A thread of execution: the value stack (locals and operands of every frame) and the
//! frame stack. The generated dispatch loop runs on it.

use std::sync::Arc;

use crate::code::Code;
use crate::error::{ErrorKind, TraceEntry, VmError};
use crate::isa::InstructionSet;
use crate::stats::Stats;

/// Settings of a thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Whether adaptive instructions count and specialize (`false` is the "uncached" mode,
    /// the runner's `--no-specialize`).
    pub specialize: bool,
    /// Most frames that may be live at once; one more call fails with
    /// [`ErrorKind::RecursionLimit`] instead of exhausting memory.
    pub recursion_limit: usize,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            specialize: true,
            recursion_limit: 1000,
        }
    }
}

/// One activation of a code object.
pub struct Frame<I: InstructionSet> {
    /// The code it runs.
    pub code: Arc<Code<I>>,
    /// Unit offset of the instruction executing (for a suspended frame: its call).
    pub ip: usize,
    /// Where execution resumes when the callee returns.
    pub resume: usize,
    /// Stack index of local slot 0.
    pub locals: usize,
    /// Stack length to restore when the frame returns (its caller's call inputs removed).
    pub ret_base: usize,
}

/// The state a run executes on. Reusable across runs; its stats accumulate.
pub struct Thread<I: InstructionSet> {
    /// Locals and operands of every live frame, innermost on top.
    pub stack: Vec<I::Value>,
    /// Live frames, innermost last.
    pub frames: Vec<Frame<I>>,
    /// Settings.
    pub config: Config,
    /// Per-opcode counts (empty unless the `stats` feature is on).
    pub stats: Stats,
}

impl<I: InstructionSet> Default for Thread<I> {
    fn default() -> Self {
        Self::new(Config::default())
    }
}

impl<I: InstructionSet> Thread<I> {
    /// A thread with the given settings.
    pub fn new(config: Config) -> Self {
        Thread {
            stack: Vec::with_capacity(256),
            frames: Vec::new(),
            config,
            stats: Stats::new(I::OPS.len()),
        }
    }

    /// Runs `code` as a new outermost frame with no arguments and returns what it returns.
    /// On error the thread is left as it was before the call (its stats aside).
    pub fn run(
        &mut self,
        ctx: &mut I::Context,
        code: &Arc<Code<I>>,
    ) -> Result<I::Value, VmError<I>> {
        self.call(ctx, code, std::iter::empty())
    }

    /// Runs `code` with `args` in its first local slots.
    pub fn call(
        &mut self,
        ctx: &mut I::Context,
        code: &Arc<Code<I>>,
        args: impl IntoIterator<Item = I::Value>,
    ) -> Result<I::Value, VmError<I>> {
        let base = self.stack.len();
        let depth = self.frames.len();
        self.stack.extend(args);
        if let Err(kind) = self.push_frame(code.clone(), base, base) {
            self.stack.truncate(base);
            return Err(VmError {
                kind,
                traceback: Vec::new(),
            });
        }
        let result = I::execute(self, ctx, depth);
        if result.is_err() {
            self.frames.truncate(depth);
            self.stack.truncate(base);
        }
        result
    }

    /// Pushes a frame for `code` whose arguments are `stack[locals..]`; called by the
    /// dispatch loop for `Invoke::Frame` and by [`Thread::call`].
    pub fn push_frame(
        &mut self,
        code: Arc<Code<I>>,
        locals: usize,
        ret_base: usize,
    ) -> Result<(), ErrorKind<I::Error>> {
        if self.frames.len() >= self.config.recursion_limit {
            return Err(ErrorKind::RecursionLimit {
                limit: self.config.recursion_limit,
            });
        }
        let given = self.stack.len() - locals;
        let slots = code.nlocals();
        if given > slots as usize {
            return Err(ErrorKind::TooManyArguments { given, slots });
        }
        self.stack
            .reserve(slots as usize - given + code.max_stack() as usize);
        self.stack
            .resize_with(locals + slots as usize, Default::default);
        self.frames.push(Frame {
            code,
            ip: 0,
            resume: 0,
            locals,
            ret_base,
        });
        Ok(())
    }

    /// The error value for a failure at unit `ip` of the innermost frame, with a traceback
    /// of the frames above `floor`.
    pub fn error(&mut self, kind: ErrorKind<I::Error>, ip: usize, floor: usize) -> VmError<I> {
        if let Some(top) = self.frames.last_mut() {
            top.ip = ip;
        }
        let traceback = self.frames[floor.min(self.frames.len())..]
            .iter()
            .map(|f| TraceEntry {
                code: f.code.clone(),
                offset: f.ip,
            })
            .collect();
        VmError { kind, traceback }
    }
}

#[cfg(feature = "stats")]
impl<I: InstructionSet> Thread<I> {
    /// The report of this thread's stats, with opcode names (text or JSON).
    pub fn stats_report(&self) -> crate::stats_report::StatsReport {
        crate::stats_report::report::<I>(&self.stats)
    }
}
