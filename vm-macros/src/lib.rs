//! Procedural macros of the vm framework. Users depend on `vm-core`, which re-exports
//! [`instruction_set`].
//!
//! The expansion runs in three stages, each a module of `expand`: `parse` reads the
//! annotated module into definitions, `validate` checks them and builds the instruction
//! model (numbering, families, cache layouts), `generate` emits the code. Errors are
//! accumulated across stages, and fallback items are emitted after an error so that one
//! mistake does not cascade into unrelated ones.

mod expand;

use proc_macro::TokenStream;

/// Turns a module of annotated functions into a specializing interpreter.
///
/// ```ignore
/// #[vm_core::instruction_set(value = Value, context = Machine, error = Error, code = Consts)]
/// pub mod my_isa { use super::*; /* #[op] fns, #[specialize] fns, macro_inst!s */ }
/// ```
///
/// # Module attribute keys
///
/// | key | meaning | default |
/// |---|---|---|
/// | `value` | the stack value type; implements `vm_core::VmValue` (and `Default`) | required |
/// | `context` | what ops may borrow as `&Context` / `&mut Context` | `()` |
/// | `error` | the error ops return in `Result<_, Error>` | `Infallible` |
/// | `code` | per-code data ops read with `#[code]` (constants, names) | `()` |
/// | `callee` | what `Invoke::Frame` hands a new frame, which owns it until it returns; any type that borrows as `Arc<Code<Isa>>` (a language's function handle, so a call costs no atomic count) | `Arc<Code<Isa>>` |
/// | `warmup_value`, `warmup_backoff`, `cooldown_value`, `cooldown_backoff` | adaptive counter constants | CPython's: 1, 1, 52, 0 |
/// | `export_macro` | also export `for_each_op!` under this name with `#[macro_export]` | none |
/// | `cold_generics` | start each generic instruction's arm, and each specialization's miss path, with `core::hint::cold_path()` (see below); `false` for an instruction set that runs mostly unspecialized | `true` |
///
/// # Functions
///
/// * `#[op]` — an instruction. Its signature is its stack effect: parameters of the value
///   type, by value, are popped (deepest first); the return value is pushed. Other
///   parameters are not stack items: `#[oparg] x: u32`, `#[oparg(jump)] target: u32` (a
///   jump target the verifier checks), `#[local] slot: &Value` / `&mut Value` (the local
///   the oparg names), `#[oparg(field = N)] x: u32` and `#[local(field = N)] slot: &Value`
///   (the oparg split into three 8-bit fields, `N` in 0..3, so one instruction can name,
///   say, two locals and an operator; compilers pack them with
///   `vm_core::code::encode_fields`, and the verifier checks every local field),
///   `#[imm] x: u32` and `#[imm(jump)] target: u32` (units after the inline cache that the
///   compiler writes with `Builder::emit_with` / `emit_jump_with` and nothing rewrites: a
///   jump target beside a split oparg, say; a jump immediate comes first and is verified
///   like an oparg target; members of a family keep the generic's immediates),
///   `#[locals] all: &mut [Value]` (every local slot of the running frame, arguments first:
///   an op that fills several, as CPython's `COPY_FREE_VARS`; it borrows no other local,
///   stack slice or the interpreter), `#[code] c: &Consts`, `ctx: &Context` / `&mut Context`, and
///   `#[variadic(oparg)] items: &[Value]` / `&mut [Value]` (the top `oparg` values; also
///   `oparg * N + M`). The return type is `()`, `Value`, a tuple of values, `Flow`
///   (conditional jump), `Jump` (unconditional), `Invoke` (a call: a value now, or a new
///   frame whose result is pushed later), or `Return` (ends the frame), optionally in
///   `Result<_, Error>`.
/// * `#[specialize(generic)]` — a specialization of `generic`, which thereby becomes an
///   adaptive family. Same stack effect and oparg use as the generic. Its parameter types
///   are guards: `T` through `vm_core::Guard<Value>` (e.g. `i64`), `&T` through
///   `vm_core::RefGuard<Value>` (e.g. `&Set`); `#[guard(expr)]` adds conditions, which may
///   read any parameter: operands, the oparg (or its fields), cache fields, the context,
///   and `#[local]` slots (as `&Value`: `#[guard(matches!(slot, Value::Int(_)))]`);
///   `#[cache(fill = expr)] field: u32` declares an inline-cache field filled at
///   specialization time (`?` on an `Option` in `expr` fails the specialization). Returning
///   `Option<_>` lets the fast path deopt after its guards held (`None` runs the generic).
/// * Every op and specialization is `#[inline(always)]`: its body becomes its arm of the
///   dispatch loop, and its results stay in registers. One that carries its own
///   `#[inline(..)]` keeps that instead. Use `#[inline(never)]` for a cold body (say, a
///   generic op with a table lookup that runs only until its site specializes): every
///   body shares the one loop function, and a big one can worsen the register allocation
///   of every arm. The arm of a family's generic instruction, and the miss path of each
///   specialization (a failed guard, which runs the generic body), start with
///   `core::hint::cold_path()`, so the compiler allocates registers for the specialized
///   fast paths first (an instruction set run mostly unspecialized, `Config::specialize`
///   off, pays for that: `cold_generics = false`).
/// * `#[specializer(generic)]` — an optional hand-written hook that returns
///   `Option<Opcode>`, the specialization to try (for families where types are not enough).
/// * `macro_inst!(NAME = a + unused(N) + b);` — one instruction running uops `a` then `b`
///   with a shared oparg and `N` reserved cache units; `macro_inst!(super NAME = a + b);` —
///   a superinstruction the builder fuses in place over adjacent `a`, `b` instructions,
///   each keeping its own unit and oparg.
///
/// # Generated items (inside the module)
///
/// `Opcode` (enum), `OPS` (metadata table), `FORMAT_HASH`, `Isa` (implements
/// `vm_core::InstructionSet`), the aliases `Thread`, `Code`, `Builder`, one
/// `<Specialization>Cache` struct per specialization with cache fields, and the
/// `for_each_op!` callback macro.
#[proc_macro_attribute]
pub fn instruction_set(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand::expand(attr.into(), item.into()).into()
}
