//! The dispatch loop: `loop { match opcode { .. } }` over the current frame's units, with
//! frames pushed and popped by the loop itself (no Rust recursion per interpreted call).
//!
//! Every generated local is prefixed `__vm_` so that names in user expressions (guards,
//! cache fills) can never capture them.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::super::model::{InstrKind, MacroPart, Model};
use super::super::parse::{OpDef, ParamKind, Parsed, Shape, StackTy, Wrapper};
use super::Types;

// The generated loop's stack access. Each helper is an `unsafe fn` of
// `vm_core::__private` whose `# Safety` section asks for a fact about the running frame;
// the facts all come from the verifier, which every `Code` passed (a `Code` is only
// built or decoded through it, and its units change only within families):
// - operand depth: at each instruction the depth above the locals is the one the verifier
//   computed from the same `OPS` stack effects this generator emits code for, so the
//   inputs an instruction pops are there and its pushes (up to its `peak`) stay within
//   `max_stack`, the room `Thread::push_frame` reserved;
// - local slots: `#[local]` opargs and `#[local(field = N)]` fields are below `nlocals`,
//   and `push_frame` filled them all;
// - immediates: an instruction's cache and immediate units lie within the code, and a
//   `#[imm(jump)]` target is an instruction start (as an oparg target is);
// - the stack pointer `__vm_sp` is this loop's copy of `Thread::sp`, as a pointer into
//   the buffer that starts at `__vm_stack`, written back (as an index) before anything
//   else reads the thread (an error, a frame push, a return out of the loop);
// - `__vm_stack` is the buffer's base, re-read after `Thread::push_frame`, the only place
//   the buffer moves (the inline `Thread::enter_callee` never grows it).

/// Pushes `value`.
fn push(value: TokenStream) -> TokenStream {
    // SAFETY (of the emitted block): the depth after the push is within the verified
    // `max_stack` (operand depth above).
    quote! { unsafe { ::vm_core::__private::push(&mut __vm_sp, __vm_limit, #value) }; }
}

/// Pops the top operand (an expression).
fn pop() -> TokenStream {
    // SAFETY (of the emitted block): the verifier proved the operand is there.
    quote! { unsafe { ::vm_core::__private::pop(&mut __vm_sp, __vm_stack) } }
}

/// Drops the operands from `to` (a slot pointer) up.
fn truncate(to: TokenStream) -> TokenStream {
    // SAFETY (of the emitted block): `to` is a variadic op's input base or a returning
    // frame's `ret_base`, both at or below the stack pointer.
    quote! { unsafe { ::vm_core::__private::truncate(&mut __vm_sp, #to) }; }
}

/// Writes the loop's stack pointer back to the thread (a statement).
fn write_back() -> TokenStream {
    // SAFETY (of the emitted block): `__vm_sp` points into the buffer `__vm_stack` starts,
    // at or above its base, and the loop keeps the slots below it full and those above
    // it empty, as `set_raw_sp` asks.
    quote! {
        unsafe { __vm_th.set_raw_sp(::vm_core::__private::index(__vm_stack, __vm_sp)) };
    }
}

/// The operands from `from` (a slot pointer) to the stack pointer, as a slice (an
/// expression).
fn operands(from: TokenStream, mutable: bool) -> TokenStream {
    // SAFETY (of the emitted blocks): `from` is within the variadic op's verified inputs.
    if mutable {
        quote!(unsafe { ::vm_core::__private::values_mut(#from, __vm_sp) })
    } else {
        quote!(unsafe { ::vm_core::__private::values(#from, __vm_sp) })
    }
}

/// The oparg, or its field `field` (an expression of type `u32`).
pub fn oparg(field: Option<u8>) -> TokenStream {
    match field {
        None => quote!(__vm_oparg),
        Some(k) => {
            let shift = u32::from(k) * super::super::parse::vm_fields::BITS;
            let mask: u32 = (1 << super::super::parse::vm_fields::BITS) - 1;
            quote!(((__vm_oparg >> #shift) & #mask))
        }
    }
}

/// The name the specializer gives the local slot a `#[local]` parameter reads.
pub fn local_ref_name(field: Option<u8>) -> proc_macro2::Ident {
    match field {
        None => format_ident!("__vm_local"),
        Some(k) => format_ident!("__vm_local_f{}", k),
    }
}

/// Immediate `index` of the running instruction whose immediates start at unit offset
/// `base` (an expression of type `u32`), read through the loop's instruction pointer or,
/// in a specializer (`specializing`), at its `__vm_ip` in `__vm_units`.
pub fn imm(base: usize, index: u16, specializing: bool) -> TokenStream {
    let offset = base + index as usize;
    // SAFETY (of the emitted blocks): the verifier checked that the instruction, its cache
    // and its immediates lie within the code, and nothing writes an immediate.
    if specializing {
        quote!(unsafe { __vm_units.immediate_unchecked(__vm_ip + #offset) })
    } else {
        quote!(unsafe { ::vm_core::__private::immediate_at(__vm_pc, #offset) })
    }
}

/// Moves the instruction pointer `size` units on, past the running instruction (a
/// statement).
fn advance_by(size: usize) -> TokenStream {
    // SAFETY (of the emitted block): the verifier checked that an instruction that falls
    // through is followed by another within the code.
    quote!(__vm_pc = unsafe { __vm_pc.add(#size) };)
}

/// Sets the instruction pointer to `target`, a unit index (a statement).
fn go_to(target: TokenStream) -> TokenStream {
    // SAFETY (of the emitted block): a jump target of verified code is an instruction
    // start within it.
    quote!(__vm_pc = unsafe { ::vm_core::__private::pc_at(__vm_unit0, #target) };)
}

/// Where `op`'s jump goes (an expression of type `usize`): its `#[imm(jump)]` immediate,
/// or its oparg. `size` is the instruction's size.
fn jump_target(op: &OpDef, size: usize) -> TokenStream {
    let base = size - op.imm_count();
    match op.params.iter().find_map(|p| match p.kind {
        ParamKind::Imm { jump: true, index } => Some(index),
        _ => None,
    }) {
        Some(index) => {
            let imm = imm(base, index, false);
            quote!((#imm as usize))
        }
        None => quote!((__vm_oparg as usize)),
    }
}

/// The local slot named by the oparg or one of its fields (an expression).
fn local(mutable: bool, field: Option<u8>) -> TokenStream {
    let index = oparg(field);
    // SAFETY (of the emitted blocks): the verifier checked a `#[local]` oparg (or field)
    // against `nlocals`, and the frame's locals are below the stack pointer.
    if mutable {
        quote!(unsafe { ::vm_core::__private::slot_mut(__vm_locals.add(#index as usize)) })
    } else {
        quote!(unsafe { ::vm_core::__private::slot(__vm_locals.add(#index as usize)) })
    }
}

/// The running frame's local slots as a slice (a `#[locals]` argument).
fn all_locals(mutable: bool) -> TokenStream {
    // SAFETY (of the emitted blocks): a frame's `nlocals` slots start at `__vm_locals`,
    // below the stack pointer, and every one holds a value from the frame's push on;
    // validation keeps a `#[locals]` op from borrowing any other local, stack or frame.
    if mutable {
        quote!(unsafe {
            ::vm_core::__private::slots_mut(__vm_locals, __vm_code.nlocals() as usize)
        })
    } else {
        quote!(unsafe { ::vm_core::__private::slots(__vm_locals, __vm_code.nlocals() as usize) })
    }
}

/// Counts an execution of the adaptive instruction at `__vm_ip` (a `bool` expression:
/// whether its specializer should run).
fn tick() -> TokenStream {
    // SAFETY (of the emitted block): this is the arm of an adaptive instruction, so
    // `__vm_ip` starts an instruction whose inline cache (counter first) follows it.
    quote!(unsafe { ::vm_core::code::tick(__vm_units, __vm_ip!()) })
}

/// Runs the family specializer `f` on the instruction at `__vm_ip`.
fn run_specializer(f: &syn::Ident, refs: &[TokenStream], op_lit: u16) -> TokenStream {
    // SAFETY (of the emitted block): `__vm_ip` is the family member this arm executes,
    // the instruction whose cache the specializer may write.
    quote! {
        unsafe { #f(__vm_units, __vm_ip!(), &mut __vm_th.stats, &*__vm_ctx, &__vm_code.extra, __vm_oparg, #(#refs,)* #op_lit) };
    }
}

/// Statements that take an op's stack inputs into `__vm_s0..` (deepest first). For a
/// variadic op the inputs stay in place: scalars are moved out of their slots and the
/// slice starts at `__vm_base + scalars`.
pub fn take_inputs(op: &OpDef) -> TokenStream {
    let scalars = op
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Stack(_)))
        .count();
    let names: Vec<_> = (0..scalars).map(|k| format_ident!("__vm_s{}", k)).collect();
    let variadic = op.params.iter().find_map(|p| match p.kind {
        ParamKind::Variadic { count, .. } => Some(count),
        _ => None,
    });
    match variadic {
        Some(c) => {
            let (per, fixed) = (c.per_oparg as usize, c.fixed as usize);
            let idx = 0..scalars;
            quote! {
                let __vm_n: usize = #per * (__vm_oparg as usize) + #fixed;
                // SAFETY (of the emitted blocks): the inputs are verified operands.
                let __vm_base = unsafe { __vm_sp.sub(__vm_n + #scalars) };
                #(let #names = unsafe { ::vm_core::__private::take(__vm_base.add(#idx)) };)*
            }
        }
        None => {
            let rev = names.iter().rev();
            let pop = pop();
            quote! { #(let #rev = #pop;)* }
        }
    }
}

/// Whether the op leaves a variadic slice on the stack that must be truncated after it.
fn has_variadic(op: &OpDef) -> bool {
    op.params
        .iter()
        .any(|p| matches!(p.kind, ParamKind::Variadic { .. }))
}

/// Statements that push the default values an op with `#[outputs]` writes its outputs
/// into, starting at `__vm_out` (nothing for other ops). They stay on the stack: the
/// op's outputs, or, if it fails, operands unwinding drops.
fn prefill_outputs(op: &OpDef) -> TokenStream {
    let Some(c) = op.params.iter().find_map(|p| match p.kind {
        ParamKind::Outputs { count } => Some(count),
        _ => None,
    }) else {
        return quote!();
    };
    let (per, fixed) = (c.per_oparg as usize, c.fixed as usize);
    // SAFETY (of the emitted block): the verifier counted the op's outputs for this oparg
    // in the frame's `max_stack`.
    quote! {
        let __vm_out = __vm_sp;
        unsafe {
            ::vm_core::__private::push_defaults(&mut __vm_sp, __vm_limit, #per * (__vm_oparg as usize) + #fixed)
        };
    }
}

/// Writes the stack pointer back before an op that calls back into the loop (it takes
/// `&mut Interp`): the nested run pushes its frames above it (nothing for other ops).
fn reenter(op: &OpDef) -> TokenStream {
    if op
        .params
        .iter()
        .any(|p| matches!(p.kind, ParamKind::Interp))
    {
        write_back()
    } else {
        quote!()
    }
}

/// Whether the op writes `#[outputs]`.
fn has_outputs(op: &OpDef) -> bool {
    op.params
        .iter()
        .any(|p| matches!(p.kind, ParamKind::Outputs { .. }))
}

/// The argument expressions of a call to `op`. `stack_arg(k)` gives the expression for the
/// k-th stack input; `cache_arg(name)` the one for a cache field.
pub fn call_args(
    op: &OpDef,
    size: usize,
    stack_arg: &dyn Fn(usize) -> TokenStream,
    cache_arg: &dyn Fn(&str) -> TokenStream,
) -> Vec<TokenStream> {
    let scalars = op
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Stack(_)))
        .count();
    let mut k: usize = 0;
    op.params
        .iter()
        .map(|p| match &p.kind {
            ParamKind::Stack(_) => {
                k += 1;
                stack_arg(k - 1)
            }
            ParamKind::Variadic { mutable: true, .. } => {
                operands(quote!(__vm_base.add(#scalars)), true)
            }
            ParamKind::Variadic { mutable: false, .. } => {
                operands(quote!(__vm_base.add(#scalars)), false)
            }
            ParamKind::Outputs { .. } => operands(quote!(__vm_out), true),
            ParamKind::Frame => quote!(__vm_frame),
            ParamKind::Interp => {
                quote!(&mut ::vm_core::Interp::at(
                    &mut *__vm_th,
                    &mut *__vm_ctx,
                    __vm_pc
                ))
            }
            ParamKind::Callee => quote!(__vm_th.running_callee()),
            ParamKind::Oparg { field, .. } => oparg(*field),
            ParamKind::Local { mutable, field } => local(*mutable, *field),
            ParamKind::Locals { mutable } => all_locals(*mutable),
            ParamKind::Code => quote!(&__vm_code.extra),
            ParamKind::Context { mutable: true } => quote!(&mut *__vm_ctx),
            ParamKind::Context { mutable: false } => quote!(&*__vm_ctx),
            ParamKind::Cache { .. } => cache_arg(&p.name.to_string()),
            ParamKind::Imm { index, .. } => imm(size - op.imm_count(), *index, false),
        })
        .collect()
}

/// Leaves the loop raising `raise` (an expression of type `vm_core::Raise<Isa>`) at the
/// instruction at `__vm_ip`: `execute` unwinds to a handler and runs the loop again from
/// the frame that has it, or ends the run (a statement).
///
/// why a `return` (not unwinding inside the loop, where the frame with the handler could
/// be reloaded directly): every arm's error exit then stays what it was before errors
/// could be caught, a cold call and a return, and the registers of the hot paths with it.
/// Unwinding inside the loop cost vm-std's examples 1-5% more instructions (cachegrind),
/// the amount depending on details of the exit that should not matter.
fn raise(raise: TokenStream) -> TokenStream {
    let write_back = write_back();
    quote! {
        #write_back
        return ::core::result::Result::Err(__vm_th.raise_at(#raise, __vm_ip!()));
    }
}

/// Peels `Result` wrappers of `__vm_r` (an `Err` raises: the loop unwinds to a handler or
/// ends the run with a traceback). `Option` wrappers are left to the caller (`option` gives
/// the statement for `None`).
pub fn peel(op: &OpDef, on_none: &TokenStream) -> TokenStream {
    let mut out = TokenStream::new();
    for w in &op.ret.wrappers {
        out.extend(match w {
            Wrapper::Result => {
                let write_back = write_back();
                let raise = if op.ret.raises {
                    // The error is a `Raise` already (it may carry a traceback).
                    quote! {
                        #write_back
                        return ::core::result::Result::Err(__vm_th.raise_at(e, __vm_ip!()));
                    }
                } else {
                    quote! {
                        #write_back
                        return ::core::result::Result::Err(__vm_th.raise_error(e, __vm_ip!()));
                    }
                };
                quote! {
                    let __vm_r = match __vm_r {
                        ::core::result::Result::Ok(v) => v,
                        ::core::result::Result::Err(e) => { #raise }
                    };
                }
            }
            Wrapper::Option => quote! {
                let __vm_r = match __vm_r {
                    ::core::option::Option::Some(v) => v,
                    ::core::option::Option::None => { #on_none }
                };
            },
        });
    }
    out
}

/// Acts on `__vm_r` (wrappers already peeled) by the op's return shape. `advance` moves
/// `__vm_ip` past the instruction; `size` is the instruction's size (the call's resume).
///
/// `in_place`: how many of the op's stack inputs are still on the stack (a peeking
/// specialization's, dropped here, or left as the callee's locals by
/// `Invoke::Operands`); 0 when the op took them.
pub fn handle(op: &OpDef, advance: &TokenStream, size: usize, in_place: usize) -> TokenStream {
    // SAFETY (of the emitted block): the inputs a peeking specialization read in place
    // are the top operands.
    let dropped = (in_place > 0).then(|| {
        quote! { unsafe { ::vm_core::__private::drop_top::<_, #in_place>(&mut __vm_sp) }; }
    });
    if let Shape::Rerun(n) = op.ret.shape {
        return handle_rerun(n, dropped, advance);
    }
    if !matches!(op.ret.shape, Shape::Invoke) {
        let body = handle_taken(op, advance, size);
        return quote! { #dropped #body };
    }
    handle_taken_or_operands(op, advance, size, in_place, dropped)
}

/// [`handle`] of `Rerun` (of `outputs` values): finished, the inputs read in place are
/// dropped and the output pushed; a call leaves them where they lie and enters the
/// frame above them, after which this op runs again (validation made sure that it reads
/// all its stack inputs in place).
fn handle_rerun(outputs: u32, dropped: Option<TokenStream>, advance: &TokenStream) -> TokenStream {
    let write_back = write_back();
    let raise_kind = raise(quote!(::vm_core::Raise::kind(kind)));
    let finish = if outputs == 0 {
        quote! { let () = __vm_v; }
    } else {
        push(quote!(__vm_v))
    };
    quote! {
        match __vm_r {
            ::vm_core::Rerun::Done(__vm_v) => {
                #dropped
                #finish
                #advance
            }
            ::vm_core::Rerun::Call(callee, args) => {
                ::vm_core::__private::unlikely();
                #write_back
                // SAFETY (of the emitted block): the stack pointer was written back (the
                // inputs, still on the stack, below it).
                match unsafe { __vm_th.enter_rerun(callee, args, __vm_ip!()) } {
                    ::core::result::Result::Ok((__vm_code, __vm_locals, __vm_at)) => {
                        // SAFETY (of the emitted block): the new frame's slots, in the
                        // buffer, which never moves (no reload of its base and end).
                        unsafe {
                            __vm_next = (
                                __vm_code,
                                0,
                                ::vm_core::__private::at(__vm_stack, __vm_locals),
                                ::vm_core::__private::at(__vm_stack, __vm_at),
                            );
                        }
                    }
                    ::core::result::Result::Err(kind) => { #raise_kind }
                }
                __vm_th.stats.break_pair();
                continue '__vm_frames;
            }
        }
    }
}

/// [`handle`] of a shape other than `Invoke`, the inputs dropped or taken.
fn handle_taken(op: &OpDef, advance: &TokenStream, size: usize) -> TokenStream {
    handle_taken_or_operands(op, advance, size, 0, None)
}

fn handle_taken_or_operands(
    op: &OpDef,
    advance: &TokenStream,
    size: usize,
    in_place: usize,
    dropped: Option<TokenStream>,
) -> TokenStream {
    let write_back = write_back();
    let reload = reload();
    let jump = jump_target(op, size);
    let go = go_to(jump.clone());
    let drop_inputs = if has_variadic(op) {
        truncate(quote!(__vm_base))
    } else {
        quote!()
    };
    match op.ret.shape {
        Shape::Unit => quote! { let () = __vm_r; #drop_inputs #advance },
        Shape::Values(1) => {
            let push = push(quote!(__vm_r));
            quote! { #drop_inputs #push #advance }
        }
        Shape::Values(n) => {
            let names: Vec<_> = (0..n).map(|k| format_ident!("__vm_o{}", k)).collect();
            let pushes = names.iter().map(|n| push(quote!(#n)));
            quote! { #drop_inputs let (#(#names,)*) = __vm_r; #(#pushes)* #advance }
        }
        Shape::Flow => quote! {
            #drop_inputs
            match __vm_r {
                ::vm_core::Flow::Next => { #advance }
                ::vm_core::Flow::Jump => { #go }
            }
        },
        Shape::Step => {
            let no_frame = raise(quote!(::vm_core::Raise::kind(
                ::vm_core::ErrorKind::NoFrame
            )));
            quote! {
            #drop_inputs
            match __vm_r {
                ::vm_core::Step::Next => { #advance }
                ::vm_core::Step::Jump => { #go }
                ::vm_core::Step::Send { frame, handle, value } => {
                    #write_back
                    // The frame's yield or return hands its value to the `resumed` slot
                    // and continues here, at this op, which runs again to take it.
                    // SAFETY (of the emitted block): the stack pointer was written back.
                    if let ::core::result::Result::Err(raise) = unsafe { __vm_th.enter_generator(
                        frame, handle, ::core::result::Result::Ok(value),
                        ::vm_core::__private::Resumer::Rerun { ip: __vm_ip!() },
                    ) } {
                        return ::core::result::Result::Err(raise);
                    }
                    __vm_th.stats.break_pair();
                    #reload
                    continue '__vm_frames;
                }
                ::vm_core::Step::Entered => {
                    // The op pushed the frame (the stack pointer it wrote back is the
                    // thread's): run it. One that did not goes nowhere.
                    if !__vm_th.take_entered() {
                        #no_frame
                    }
                    __vm_th.stats.break_pair();
                    #reload
                    continue '__vm_frames;
                }
                ::vm_core::Step::SendToLocal { frame, handle, value, local } => {
                    #write_back
                    // A yield stores its value in the local and continues at the
                    // target; a return runs this op again.
                    // SAFETY (of the emitted block): the stack pointer was written back.
                    if let ::core::result::Result::Err(raise) = unsafe { __vm_th.enter_generator(
                        frame, handle, ::core::result::Result::Ok(value),
                        ::vm_core::__private::Resumer::Local { ip: __vm_ip!(), next: #jump, local },
                    ) } {
                        return ::core::result::Result::Err(raise);
                    }
                    __vm_th.stats.break_pair();
                    #reload
                    continue '__vm_frames;
                }
            }
            }
        }
        Shape::Jump => {
            quote! { let ::vm_core::Jump = __vm_r; #drop_inputs #go }
        }
        // Only specializations return it, through `handle` (validation); this is the
        // same code for what an invalid definition still expands to.
        Shape::Rerun(n) => handle_rerun(n, None, advance),
        Shape::Raise => {
            let raise = raise(quote!(__vm_r));
            quote! { let __vm_r: ::vm_core::Raise<Isa> = __vm_r; #raise }
        }
        Shape::Invoke => {
            let raise_kind = raise(quote!(::vm_core::Raise::kind(kind)));
            let no_slot = raise(quote!(::vm_core::Raise::kind(
                ::vm_core::ErrorKind::NoReceiverSlot
            )));
            let scalars = op
                .params
                .iter()
                .filter(|p| matches!(p.kind, ParamKind::Stack(_)))
                .count();
            let (locals_at, ret_base) = if has_variadic(op) {
                (quote!(__vm_base.add(#scalars)), quote!(__vm_base))
            } else {
                (quote!(__vm_sp), quote!(__vm_sp))
            };
            // Where a `Bound` call's receiver goes: the slot of the last scalar input below
            // the variadic operands (taken by the op, so it holds a default value), or,
            // without variadic operands, the free slot of a popped input.
            let bound_arm = if has_variadic(op) && scalars > 0 {
                let slot = scalars - 1;
                Some((
                    quote!(__vm_base.add(#slot)),
                    ret_base.clone(),
                    quote! {
                        // SAFETY (of the emitted block): the slot is one of the op's
                        // verified inputs, below the stack pointer; its value was taken (a
                        // default remains), and assigning drops that.
                        *unsafe { ::vm_core::__private::slot_mut(__vm_base.add(#slot)) } = receiver;
                    },
                ))
            } else if !has_variadic(op) {
                let push_receiver = push(quote!(receiver));
                // The slot of a popped input, or (an op without stack inputs) the slot of
                // the value the call pushes, is free verified room; the frame's locals
                // start there.
                Some((
                    quote!(__vm_sp.sub(1)),
                    quote!(__vm_sp.sub(1)),
                    push_receiver,
                ))
            } else {
                None
            };
            let push_value = push(quote!(v));
            let enter = quote! {
                // SAFETY (of the emitted block): the loop's stack base, end and
                // pointer, and the call's inputs (`ret_base <= locals <= sp`),
                // slots of the running frame, which is the innermost one.
                let __vm_entered = unsafe {
                    __vm_th.enter_callee(
                        ::vm_core::FrameCode::Callee(callee),
                        __vm_stack, __vm_limit, __vm_locals_at, __vm_ret_at, __vm_sp,
                        __vm_ip!(), __vm_ip!() + #size, __vm_exit_mark,
                    )
                };
                match __vm_entered {
                    ::core::result::Result::Ok(__vm_callee) => {
                        __vm_next = (__vm_callee.code, 0, __vm_locals_at, __vm_callee.sp);
                        __vm_th.stats.break_pair();
                        continue '__vm_frames;
                    }
                    ::core::result::Result::Err(callee) => {
                        // SAFETY (of the emitted blocks): both are slots of this frame.
                        let __vm_locals_at: usize = unsafe { ::vm_core::__private::index(__vm_stack, __vm_locals_at) };
                        let __vm_ret_base: usize = unsafe { ::vm_core::__private::index(__vm_stack, __vm_ret_at) };
                        #write_back
                        // SAFETY (of the emitted block): the stack pointer was written
                        // back, and the call's inputs start at or above its result slot.
                        if let ::core::result::Result::Err(kind) = unsafe { __vm_th.push_frame(callee, __vm_locals_at, __vm_ret_base, __vm_exit_mark) } {
                            #raise_kind
                        }
                        __vm_th.stats.break_pair();
                        #reload
                        continue '__vm_frames;
                    }
                }
            };
            let bound_arm = match bound_arm {
                Some((receiver_at, receiver_ret_base, prep)) => quote! {
                    ::vm_core::Invoke::Bound(callee, receiver) => {
                        ::vm_core::__private::unlikely();
                        #dropped
                        #prep
                        // SAFETY (of the emitted blocks): both are slots of this frame.
                        unsafe { (callee, #receiver_at, #receiver_ret_base, 0usize) }
                    }
                },
                None => quote! {
                    ::vm_core::Invoke::Bound(callee, receiver) => {
                        #dropped
                        drop((callee, receiver));
                        #no_slot
                    }
                },
            };
            let checked_arm = checked_arm(has_variadic(op), scalars, &dropped, &no_slot);
            let skipping_arm = if has_variadic(op) {
                quote! {
                    ::vm_core::Invoke::Skipping(callee, n) => {
                        ::vm_core::__private::unlikely();
                        #dropped
                        // SAFETY (of the emitted blocks): slots of this frame: the skipped
                        // operands are checked to be among the variadic ones.
                        let __vm_first = unsafe { #locals_at };
                        if (n as usize) > unsafe { ::vm_core::__private::index(__vm_first, __vm_sp) } {
                            drop(callee);
                            #no_slot
                        }
                        unsafe { (callee, __vm_first.add(n as usize), #ret_base, 0usize) }
                    }
                }
            } else {
                quote! {
                    ::vm_core::Invoke::Skipping(callee, _) => {
                        #dropped
                        drop(callee);
                        #no_slot
                    }
                }
            };
            let operands_arm = if in_place > 0 {
                quote! {
                    // SAFETY (of the emitted block): the inputs, still on the stack, are
                    // the top `in_place` operands: slots of this frame.
                    ::vm_core::Invoke::Operands(callee) => unsafe {
                        (callee, __vm_sp.sub(#in_place), __vm_sp.sub(#in_place), 0usize)
                    },
                }
            } else {
                quote! {
                    ::vm_core::Invoke::Operands(callee) => {
                        drop(callee);
                        #no_slot
                    }
                }
            };
            quote! {
                let (callee, __vm_locals_at, __vm_ret_at, __vm_exit_mark) = match __vm_r {
                    ::vm_core::Invoke::Value(v) => {
                        #dropped
                        #drop_inputs
                        #push_value
                        #advance
                        continue '__vm_ops;
                    }
                    ::vm_core::Invoke::Frame(callee) => {
                        #dropped
                        // SAFETY (of the emitted block): both are slots of this frame.
                        unsafe { (callee, #locals_at, #ret_base, 0usize) }
                    }
                    #bound_arm
                    #checked_arm
                    #skipping_arm
                    #operands_arm
                    ::vm_core::Invoke::Args(callee, args) => {
                        ::vm_core::__private::unlikely();
                        #dropped
                        // SAFETY (of the emitted block): the op's first input slot (or,
                        // without inputs, the stack pointer) is a slot of this frame.
                        let __vm_at: usize = unsafe { ::vm_core::__private::index(__vm_stack, #ret_base) };
                        #write_back
                        // SAFETY (of the emitted block): the stack pointer was written back.
                        if let ::core::result::Result::Err(kind) = unsafe { __vm_th.enter_with_args(
                            ::vm_core::FrameCode::Callee(callee), __vm_at, __vm_ip!(), __vm_ip!() + #size, args,
                        ) } {
                            #raise_kind
                        }
                        __vm_th.stats.break_pair();
                        #reload
                        continue '__vm_frames;
                    }
                    ::vm_core::Invoke::Entered => {
                        // The op pushed a generator's frame above its inputs (the thread's
                        // stack pointer is the one it wrote): run it; its yield or return
                        // continues after this op.
                        if let ::core::result::Result::Err(kind) = __vm_th.entered_by_call(__vm_ip!(), __vm_ip!() + #size) {
                            #raise_kind
                        }
                        #reload
                        continue '__vm_frames;
                    }
                };
                #enter
            }
        }
        Shape::Return if has_frame_param(op) => {
            // The frame was suspended (and popped) before the op ran: its value goes to
            // the caller as a return's would.
            let push_value = push(quote!(__vm_value));
            let continue_caller = continue_caller(None);
            quote! {
                let ::vm_core::Return(__vm_value) = __vm_r;
                // SAFETY (of the emitted block): the thread's stack pointer lies within the buffer.
                __vm_sp = unsafe { ::vm_core::__private::at(__vm_stack, __vm_th.raw_sp()) };
                __vm_th.stats.break_pair();
                if __vm_th.depth() <= __vm_floor {
                    return ::core::result::Result::Ok(__vm_value);
                }
                #push_value
                #continue_caller
            }
        }
        Shape::Yield { discard } => {
            let push_value = push(quote!(__vm_value));
            let taken = if discard {
                quote!(::vm_core::YieldDiscard(__vm_value))
            } else {
                quote!(::vm_core::Yield(__vm_value))
            };
            let resume_at = resume_at(op, size);
            let continue_caller = continue_caller(Some(quote!(__vm_yield_to)));
            quote! {
                let #taken = __vm_r;
                #drop_inputs
                #write_back
                // SAFETY (of the emitted block): the stack pointer was written back.
                match unsafe { __vm_th.yield_top(#resume_at, __vm_ip!(), __vm_floor, __vm_value, #discard) } {
                    ::core::result::Result::Ok(::vm_core::__private::YieldTo::Push(__vm_yield_to, __vm_value)) => {
                        // SAFETY (of the emitted block): the thread's stack pointer lies
                        // within the buffer.
                        __vm_sp = unsafe { ::vm_core::__private::at(__vm_stack, __vm_th.raw_sp()) };
                        __vm_th.stats.break_pair();
                        #push_value
                        #continue_caller
                    }
                    // A `Step` op ran the frame: the value went where it asked.
                    ::core::result::Result::Ok(::vm_core::__private::YieldTo::Continue(__vm_yield_to)) => {
                        // SAFETY (of the emitted block): as above.
                        __vm_sp = unsafe { ::vm_core::__private::at(__vm_stack, __vm_th.raw_sp()) };
                        __vm_th.stats.break_pair();
                        #continue_caller
                    }
                    // The resumer is native code (`Thread::resume`).
                    ::core::result::Result::Ok(::vm_core::__private::YieldTo::Native(__vm_value)) => {
                        return ::core::result::Result::Ok(__vm_value);
                    }
                    ::core::result::Result::Err(raise) => {
                        return ::core::result::Result::Err(__vm_th.raise_at(raise, __vm_ip!()));
                    }
                }
            }
        }
        Shape::Resume => {
            let push_value = push(quote!(v));
            let no_frame = raise(quote!(::vm_core::Raise::kind(
                ::vm_core::ErrorKind::NoFrame
            )));
            quote! {
                #drop_inputs
                match __vm_r {
                    ::vm_core::Resume::Entered => {
                        // The op pushed the frame (the stack pointer it wrote back is the
                        // thread's): run it. One that did not goes nowhere.
                        if !__vm_th.take_entered() {
                            #no_frame
                        }
                        __vm_th.place_resumer(__vm_ip!(), __vm_ip!() + #size, #jump);
                        __vm_th.stats.break_pair();
                        #reload
                        continue '__vm_frames;
                    }
                    ::vm_core::Resume::Yielded(v) => { #push_value #advance }
                    ::vm_core::Resume::Returned(v) => { #push_value #go }
                    ::vm_core::Resume::Send { frame, handle, value } => {
                        #write_back
                        // SAFETY (of the emitted block): the stack pointer was written back.
                        if let ::core::result::Result::Err(raise) = unsafe { __vm_th.enter_generator(
                            frame, handle, ::core::result::Result::Ok(value),
                            ::vm_core::__private::Resumer::Push { ip: __vm_ip!(), next: __vm_ip!() + #size, done: #jump },
                        ) } {
                            return ::core::result::Result::Err(raise);
                        }
                        __vm_th.stats.break_pair();
                        #reload
                        continue '__vm_frames;
                    }
                    ::vm_core::Resume::Throw { frame, handle, error } => {
                        #write_back
                        // The error is raised in the generator's frame (or, when it could
                        // not be entered, in this one): unwinding starts there.
                        // SAFETY (of the emitted block): the stack pointer was written back.
                        let raise = match unsafe { __vm_th.enter_generator(
                            frame, handle, ::core::result::Result::Err(error),
                            ::vm_core::__private::Resumer::Push { ip: __vm_ip!(), next: __vm_ip!() + #size, done: #jump },
                        ) } {
                            ::core::result::Result::Err(raise) => raise,
                            ::core::result::Result::Ok(()) => ::vm_core::Raise::kind(::vm_core::ErrorKind::NoFrame),
                        };
                        return ::core::result::Result::Err(raise);
                    }
                }
            }
        }
        Shape::Return => {
            // SAFETY (of the emitted block): as `truncate`'s.
            let drop_frame = quote! { unsafe { ::vm_core::__private::truncate_frame(&mut __vm_sp, __vm_ret_base) }; };
            // The caller's call instruction pushes the value: its verified output.
            let push_value = push(quote!(__vm_value));
            let continue_after_init = continue_caller(None);
            quote! {
                let ::vm_core::Return(__vm_value) = __vm_r;
                let __vm_ret_base = __vm_th.pop_frame();
                // One test for both marks on every return; which one, off the hot path.
                if __vm_ret_base & ::vm_core::__private::FRAME_MARKS != 0 {
                ::vm_core::__private::unlikely();
                if __vm_ret_base & ::vm_core::__private::DELIVER_FRAME != 0 {
                    // A generator's frame a `Step` op ran: the op runs again and takes
                    // the value.
                    // SAFETY (of the emitted block): a frame's `ret_base` (without the
                    // mark) is a slot of the buffer at or below its locals.
                    let __vm_ret_base = unsafe { ::vm_core::__private::at(__vm_stack, __vm_ret_base & !::vm_core::__private::FRAME_MARKS) };
                    #drop_frame
                    __vm_th.stats.break_pair();
                    __vm_th.deliver_return(__vm_value);
                    if __vm_th.depth() <= __vm_floor {
                        // Unreachable (an op of this run ran the frame), but an error,
                        // not a run of an outer frame.
                        #write_back
                        return ::core::result::Result::Err(::vm_core::Raise::kind(::vm_core::ErrorKind::NoFrame));
                    }
                    #continue_after_init
                }
                {
                    // A checked frame (`Invoke::Init`, `Invoke::Convert`): the call's
                    // value is right below, a receiver or a slot that the conversion
                    // of the return value fills.
                    let __vm_ret_index = __vm_ret_base & !::vm_core::__private::CHECKED_FRAME;
                    // SAFETY (of the emitted block): a frame's `ret_base` (without the
                    // mark) is a slot of the buffer at or below its locals.
                    let __vm_ret_base = unsafe { ::vm_core::__private::at(__vm_stack, __vm_ret_index) };
                    #drop_frame
                    __vm_th.stats.break_pair();
                    // SAFETY (of the emitted block): the frame's `ret_base` came from the
                    // call that entered it (its first input slot plus one, below the
                    // stack pointer now that the frame is gone).
                    let __vm_checked = unsafe { __vm_th.finish_checked(__vm_value, __vm_ret_index) };
                    if let ::core::result::Result::Err(raise) = __vm_checked {
                        #write_back
                        return ::core::result::Result::Err(raise);
                    }
                    if __vm_th.depth() <= __vm_floor {
                        // Unreachable (an op of this run made the call), but an error,
                        // not a run of an outer frame.
                        #write_back
                        return ::core::result::Result::Err(::vm_core::Raise::kind(::vm_core::ErrorKind::NoFrame));
                    }
                    #continue_after_init
                }
                }
                // SAFETY (of the emitted block): a frame's `ret_base` is a slot of the
                // buffer at or below its locals.
                let __vm_ret_base = unsafe { ::vm_core::__private::at(__vm_stack, __vm_ret_base) };
                #drop_frame
                __vm_th.stats.break_pair();
                if __vm_th.depth() <= __vm_floor {
                    #write_back
                    return ::core::result::Result::Ok(__vm_value);
                }
                #push_value
                let ::core::option::Option::Some((__vm_caller_code, __vm_resume, __vm_caller_locals)) = __vm_th.resume_point() else {
                    // Unreachable (a frame above the floor is left), but an error, not a
                    // panic: the reload reports `NoFrame`.
                    #write_back
                    #reload
                    continue '__vm_frames;
                };
                // SAFETY (of the emitted block): the caller's locals are slots of the buffer.
                let __vm_caller_locals = unsafe { ::vm_core::__private::at(__vm_stack, __vm_caller_locals) };
                __vm_next = (__vm_caller_code, __vm_resume, __vm_caller_locals, __vm_sp);
                continue '__vm_frames;
            }
        }
    }
}

/// The match arm of the checked calls, `Invoke::Init` and `Invoke::Convert`, for an op
/// with a stack input below its variadic operands. An initializer's receiver becomes the
/// call's value (in the first input's slot) and, again, the callee's first local, right
/// below the operands (made room for by moving them up one slot when the callee's slot
/// is the only input below them). A converted call's frame takes the operands as its
/// locals. Either frame returns to just above the first input's slot, through its check
/// (which, for a converted call, fills that slot). Any other op has no slot for them.
///
/// why one arm for both: a separate arm for `Convert`, another way into the entry path
/// every call shares, moved the loop's register allocation and cost every example 1-5%
/// more instructions, calls or not (cachegrind).
fn checked_arm(
    variadic: bool,
    scalars: usize,
    dropped: &Option<TokenStream>,
    no_slot: &TokenStream,
) -> TokenStream {
    if !variadic || scalars == 0 {
        return quote! {
            ::vm_core::Invoke::Init(callee, receiver, _) => {
                #dropped
                drop((callee, receiver));
                #no_slot
            }
            ::vm_core::Invoke::Convert(callee, _) => {
                #dropped
                drop(callee);
                #no_slot
            }
        };
    }
    let exhausted = raise(quote!(::vm_core::Raise::kind(
        ::vm_core::ErrorKind::StackExhausted {
            slots: __vm_th.raw_capacity()
        }
    )));
    let place_copy = if scalars == 1 {
        quote! {
            // SAFETY (of the emitted block): the operands start right above the callee's
            // slot, within this frame; the move checks the one new slot against the
            // buffer's end.
            if !unsafe { ::vm_core::__private::shift_up(&mut __vm_sp, __vm_limit, __vm_base.add(1)) } {
                drop((callee, receiver));
                #exhausted
            }
        }
    } else {
        quote!()
    };
    let first_local = scalars.max(2) - 1;
    quote! {
        __vm_checked @ (::vm_core::Invoke::Init(..) | ::vm_core::Invoke::Convert(..)) => {
            ::vm_core::__private::unlikely();
            #dropped
            let (callee, __vm_first, __vm_check) = match __vm_checked {
                ::vm_core::Invoke::Init(callee, receiver, check) => {
                    #place_copy
                    // SAFETY (of the emitted blocks): slots of this frame's verified
                    // inputs (the taken scalars hold default values, which assigning
                    // drops) or the one the move above made, all below the stack pointer.
                    unsafe {
                        *::vm_core::__private::slot_mut(__vm_base.add(#first_local)) = receiver.clone();
                        *::vm_core::__private::slot_mut(__vm_base) = receiver;
                    }
                    (callee, #first_local, ::vm_core::__private::ExitCheck::Init(check))
                }
                ::vm_core::Invoke::Convert(callee, convert) => {
                    (callee, #scalars, ::vm_core::__private::ExitCheck::Convert(convert))
                }
                other => {
                    drop(other);
                    #no_slot
                }
            };
            // Kept for the frame entered next (dropped if it cannot be).
            let __vm_mark = __vm_th.push_exit_check(__vm_check);
            // SAFETY (of the emitted block): slots of this frame's verified inputs.
            unsafe { (callee, __vm_base.add(__vm_first), __vm_base.add(1), __vm_mark) }
        }
    }
}

/// Statements that go on with the innermost frame (the caller of one that returned or
/// yielded) at unit `resume` (an expression; `None`: the frame's own resume point), its
/// operands ending at `__vm_sp`.
fn continue_caller(resume: Option<TokenStream>) -> TokenStream {
    let write_back = write_back();
    let reload = reload();
    let resume = resume.unwrap_or_else(|| quote!(__vm_caller_resume));
    quote! {
        let ::core::option::Option::Some((__vm_caller_code, __vm_caller_resume, __vm_caller_locals)) = __vm_th.resume_point() else {
            // Unreachable (a frame above the floor is left), but an error, not a panic:
            // the reload reports `NoFrame`.
            #write_back
            #reload
            continue '__vm_frames;
        };
        // SAFETY (of the emitted block): the caller's locals are slots of the buffer.
        let __vm_caller_locals = unsafe { ::vm_core::__private::at(__vm_stack, __vm_caller_locals) };
        __vm_next = (__vm_caller_code, #resume, __vm_caller_locals, __vm_sp);
        continue '__vm_frames;
    }
}

/// Where a suspending op's frame resumes (an expression of type `usize`): its jump target
/// when it has one, else the next instruction.
fn resume_at(op: &OpDef, size: usize) -> TokenStream {
    let jumps = op.params.iter().any(|p| {
        matches!(
            p.kind,
            ParamKind::Oparg { jump: true, .. } | ParamKind::Imm { jump: true, .. }
        )
    });
    if jumps {
        jump_target(op, size)
    } else {
        quote!((__vm_ip!() + #size))
    }
}

/// Whether the op takes its own frame, suspended (`#[frame]`).
fn has_frame_param(op: &OpDef) -> bool {
    op.params.iter().any(|p| matches!(p.kind, ParamKind::Frame))
}

/// Statements that suspend the running frame into `__vm_frame` for an op with a
/// `#[frame]` parameter (after its stack inputs were taken; nothing for other ops).
fn suspend_frame(op: &OpDef, size: usize) -> TokenStream {
    if !has_frame_param(op) {
        return quote!();
    }
    let write_back = write_back();
    let resume_at = resume_at(op, size);
    quote! {
        #write_back
        // SAFETY (of the emitted block): the stack pointer was written back.
        let __vm_frame = match unsafe { __vm_th.suspend_top(#resume_at, __vm_ip!()) } {
            ::core::result::Result::Ok(f) => f,
            ::core::result::Result::Err(raise) => {
                return ::core::result::Result::Err(__vm_th.raise_at(raise, __vm_ip!()));
            }
        };
    }
}

/// Statements that (re)read the innermost frame and the stack from the thread into the
/// loop's `__vm_stack`, `__vm_limit` and `__vm_next`: before the first frame runs, and
/// after a frame push that may have moved the buffer.
fn reload() -> TokenStream {
    quote! {
        let ::core::option::Option::Some((__vm_frame_code, __vm_resume, __vm_frame_locals)) = __vm_th.resume_point() else {
            return ::core::result::Result::Err(::vm_core::Raise::kind(::vm_core::ErrorKind::NoFrame));
        };
        __vm_stack = __vm_th.raw_stack();
        // SAFETY (of the emitted block): the frame's locals, the thread's stack pointer and
        // the buffer's length are all within (or one past) the buffer.
        unsafe {
            __vm_limit = ::vm_core::__private::at(__vm_stack, __vm_th.raw_capacity());
            __vm_next = (
                __vm_frame_code,
                __vm_resume,
                ::vm_core::__private::at(__vm_stack, __vm_frame_locals),
                ::vm_core::__private::at(__vm_stack, __vm_th.raw_sp()),
            );
        }
    }
}

/// A plain call of `op` with inputs taken from the stack, handled by its shape.
fn plain_uop(op: &OpDef, advance: &TokenStream, size: usize) -> TokenStream {
    let take = take_inputs(op);
    let call = generic_call(op, advance, size);
    quote! { #take #call }
}

/// The operand references passed to a family's specializer.
pub fn operand_refs(op: &OpDef) -> Vec<TokenStream> {
    let scalars = op
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Stack(_)))
        .count();
    let mut refs: Vec<TokenStream> = (0..scalars)
        .map(|k| {
            let s = format_ident!("__vm_s{}", k);
            quote!(&#s)
        })
        .collect();
    if has_variadic(op) {
        refs.push(operands(quote!(__vm_base.add(#scalars)), false));
    }
    for p in &op.params {
        if let ParamKind::Local { field, .. } = p.kind {
            refs.push(local(false, field));
        }
    }
    refs
}

pub fn execute(parsed: &Parsed, model: &Model, types: &Types) -> TokenStream {
    let reload = reload();
    let Types { value, context, .. } = types;
    let mut arms = Vec::new();
    for (opcode, instr) in model.instrs.iter().enumerate() {
        let op_lit = opcode as u16;
        // Unsuffixed: the dispatch `match` is on a `u8` or a `u16`, by the set's width.
        let arm_lit = proc_macro2::Literal::u16_unsuffixed(op_lit);
        let size = match &instr.kind {
            InstrKind::Super { components } => components.len(),
            _ => 1 + instr.cache_units as usize + instr.imms as usize,
        };
        let advance = advance_by(size);
        let body = match &instr.kind {
            InstrKind::Plain { op } => {
                let op = &parsed.ops[*op];
                let uop = plain_uop(op, &advance, size);
                quote! { let __vm_oparg: u32 = __vm_word >> <Isa as ::vm_core::InstructionSet>::OPCODE_BITS; #uop }
            }
            InstrKind::Macro { parts } => {
                let uops: Vec<usize> = parts
                    .iter()
                    .filter_map(|p| {
                        if let MacroPart::Uop(u) = p {
                            Some(*u)
                        } else {
                            None
                        }
                    })
                    .collect();
                let last = uops.len() - 1;
                let steps = uops.iter().enumerate().map(|(k, &u)| {
                    let adv = if k == last { advance.clone() } else { quote!() };
                    let uop = plain_uop(&parsed.ops[u], &adv, size);
                    quote! { { #uop } }
                });
                quote! { let __vm_oparg: u32 = __vm_word >> <Isa as ::vm_core::InstructionSet>::OPCODE_BITS; #(#steps)* }
            }
            InstrKind::Super { components } => {
                let steps = components.iter().map(|&c| {
                    let InstrKind::Plain { op } = model.instrs[c].kind else {
                        unreachable!("validated: components are plain ops")
                    };
                    let uop = plain_uop(&parsed.ops[op], &advance_by(1), 1);
                    quote! {{
                        // SAFETY: the verifier checked that a superinstruction's components
                        // follow it within the code.
                        let __vm_oparg: u32 = unsafe { ::vm_core::__private::load_pc(__vm_pc) } >> <Isa as ::vm_core::InstructionSet>::OPCODE_BITS;
                        #uop
                    }}
                });
                quote! { #(#steps)* }
            }
            InstrKind::Generic { op, family } => {
                let op = &parsed.ops[*op];
                let take = take_inputs(op);
                let spec_fn = format_ident!("__vm_specialize_{}", op.name());
                let refs = operand_refs(op);
                let _ = family;
                let uop_call = generic_call(op, &advance, size);
                let (tick, specialize) = (tick(), run_specializer(&spec_fn, &refs, op_lit));
                // why `cold_path`: a family's generic instruction runs only until its site
                // specializes (or after a deopt), but without the hint LLVM weighs every arm
                // of the dispatch `match` alike, so the register allocation of the hot arms
                // changed with every generic body added anywhere (vm-std, cachegrind: fib
                // ran 4.71G, 4.76G and 4.88G instructions as two unrelated changes landed
                // one after the other; with the hint 4.72G, 4.71G and 4.72G).
                // (`cold_generics = false` turns it off, for a set run mostly unspecialized.)
                let cold = cold_hint(parsed);
                quote! {
                    #cold
                    let __vm_oparg: u32 = __vm_word >> <Isa as ::vm_core::InstructionSet>::OPCODE_BITS;
                    #take
                    if __vm_specialize {
                        if #tick {
                            #specialize
                        } else {
                            __vm_th.stats.deferred(#op_lit);
                        }
                    }
                    #uop_call
                }
            }
            InstrKind::Specialized { op, family } => {
                let spec = &parsed.ops[*op];
                let generic_instr = model.families[*family].generic;
                let InstrKind::Generic { op: gop, .. } = model.instrs[generic_instr].kind else {
                    unreachable!()
                };
                let generic = &parsed.ops[gop];
                specialized_arm(
                    spec,
                    generic,
                    instr,
                    op_lit,
                    size,
                    value,
                    &cold_hint(parsed),
                )
            }
        };
        arms.push(quote! { #arm_lit => { #body } });
    }
    // The opcode is masked to the next power of two and every masked value has an arm, so
    // the match is exhaustive over what the mask can yield and LLVM drops the jump table's
    // range check. Verified code holds only valid opcodes; a masked invalid byte lands in
    // the error arm.
    let n_ops = model.instrs.len();
    let mask_usize = n_ops.next_power_of_two().max(2) - 1;
    let mask = mask_usize as u32;
    let pad: Vec<proc_macro2::Literal> = (n_ops..=mask_usize)
        .map(|v| proc_macro2::Literal::u16_unsuffixed(v as u16))
        .collect();
    let invalid = raise(quote!(::vm_core::Raise::kind(
        ::vm_core::ErrorKind::InvalidOpcode {
            opcode: ::vm_core::code::decode_opcode::<Isa>(__vm_word)
        }
    )));
    let op_ty = if model.opcode_bits > 8 {
        quote!(u16)
    } else {
        quote!(u8)
    };
    let pad_arm = if pad.is_empty() {
        quote!()
    } else {
        quote! {
            #(#pad)|* => {
                #invalid
            }
        }
    };
    quote! {
        /// The dispatch loop (see `vm_core::InstructionSet::execute`, whose safety contract
        /// this shares).
        unsafe fn __vm_execute(
            __vm_th: &mut ::vm_core::Thread<Isa>,
            __vm_ctx: &mut #context,
            __vm_floor: usize,
        ) -> ::core::result::Result<#value, ::vm_core::VmError<Isa>> {
            // While set, a panic that unwinds out of the loop leaves the thread's values
            // leaked instead of dropped: the loop's stack pointer was in a local. A nested
            // run (an op that called back into the loop) restores the outer run's flag.
            let __vm_was_running = __vm_th.enter_loop();
            let __vm_result = loop {
                // SAFETY: the caller's promise, which each exit of the loop keeps.
                match unsafe { __vm_run(__vm_th, __vm_ctx, __vm_floor) } {
                    ::core::result::Result::Ok(v) => break ::core::result::Result::Ok(v),
                    // An error: unwind to a handler and run on from the frame that has it.
                    ::core::result::Result::Err(raise) => {
                        // SAFETY: the loop wrote its stack pointer back when it raised.
                        if let ::core::result::Result::Err(e) = unsafe { __vm_th.unwind(__vm_ctx, raise, __vm_floor) } {
                            break ::core::result::Result::Err(e);
                        }
                    }
                }
            };
            // SAFETY: every exit of `__vm_run` writes the stack pointer back.
            unsafe { __vm_th.leave_loop(__vm_was_running) };
            __vm_result
        }

        /// The loop itself; every exit writes the stack pointer back to the thread.
        ///
        /// # Safety
        /// As `vm_core::InstructionSet::execute`'s.
        #[inline(always)]
        #[allow(unused_mut, unused_variables, unused_braces, unused_unsafe, unreachable_code, unsafe_code, clippy::all)]
        unsafe fn __vm_run(
            __vm_th: &mut ::vm_core::Thread<Isa>,
            __vm_ctx: &mut #context,
            __vm_floor: usize,
        ) -> ::core::result::Result<#value, ::vm_core::Raise<Isa>> {
            let __vm_specialize: bool = __vm_th.config.specialize;
            let mut __vm_stack;
            let mut __vm_limit;
            let mut __vm_next;
            #reload
            '__vm_frames: loop {
                // The running frame's state lives in these locals, which stay fixed while
                // it runs: `__vm_next` holds the frame to run, set by a call or a return
                // (with no trip through the thread), or re-read from the thread after a
                // call's slow path (which may move the buffer). The stack pointer is
                // written back to the thread before anything else can look at it.
                let (__vm_frame_code, __vm_resume_at, __vm_locals, mut __vm_sp) = __vm_next;
                // SAFETY: the frame owns its code and stays until this loop pops it, and
                // the loop sets `__vm_next` for the frame it goes on with whenever it pops
                // one. Borrowed, not cloned: no reference-count traffic per call.
                let __vm_code: &::vm_core::Code<Isa> = unsafe { ::core::ptr::NonNull::as_ref(&__vm_frame_code) };
                let __vm_units: &::vm_core::code::Units = __vm_code.units();
                let __vm_unit0 = __vm_units.as_ptr();
                // SAFETY: the frame's resume point is an instruction start of its
                // verified code (see the load below).
                let mut __vm_pc = unsafe { ::vm_core::__private::pc_at(__vm_unit0, __vm_resume_at) };
                // The running instruction's index, for what needs one (a call's return
                // point, an error's place, the inline cache): computed where it is used,
                // so that no register holds it from one instruction to the next.
                macro_rules! __vm_ip {
                    () => {
                        // SAFETY: `__vm_pc` points into the frame's units, at or above
                        // their start.
                        unsafe { ::vm_core::__private::pc_index(__vm_unit0, __vm_pc) }
                    };
                }
                '__vm_ops: loop {
                    // SAFETY: `__vm_pc` points at an instruction start of verified code: the
                    // frame's resume point (0, or the unit after a call, which the verifier
                    // saw fall through in bounds), the end of a verified instruction that
                    // falls through, or a verified jump target.
                    // why a pointer rather than the units and an index: one register, not
                    // two, follows the frame from instruction to instruction. With the
                    // index, adding a specialization member reshuffled the loop's register
                    // allocation and cost every example 2-6% (vm-std, cachegrind: a dict
                    // subscript member, +2.1..+5.6% on 14 examples); with the pointer the
                    // same member moved them -1.4..+0.5% (a jump re-reads the units' start
                    // from the stack: sieve, all jumps, +4.2% instructions, but 0.97x wall).
                    // (Debug builds check the verifier's proof.)
                    ::core::debug_assert!(__vm_ip!() < __vm_units.len(), "instruction pointer out of the code");
                    let __vm_word: u32 = unsafe { ::vm_core::__private::load_pc(__vm_pc) };
                    let __vm_op: #op_ty = (__vm_word & #mask) as #op_ty;
                    __vm_th.stats.execution(__vm_op as u16);
                    match __vm_op {
                        #(#arms)*
                        #pad_arm
                        other => {
                            #invalid
                        }
                    }
                }
            }
        }
    }
}

/// A call of `op` on the operands already taken into `__vm_s*`, handled by its shape.
/// `core::hint::cold_path();` unless the set said `cold_generics = false`: for the arms of
/// generic instructions and the miss paths of specializations.
fn cold_hint(parsed: &Parsed) -> TokenStream {
    if parsed.args.cold_generics.unwrap_or(true) {
        quote!(::core::hint::cold_path();)
    } else {
        quote!()
    }
}

fn generic_call(op: &OpDef, advance: &TokenStream, size: usize) -> TokenStream {
    let f = op.name();
    let args = call_args(
        op,
        size,
        &|k| {
            let s = format_ident!("__vm_s{}", k);
            quote!(#s)
        },
        &|_| quote!(::core::unreachable!()),
    );
    let peel = peel(op, &quote!(::core::unreachable!()));
    let handle = handle(op, advance, size, 0);
    let prefill = prefill_outputs(op);
    let suspend = suspend_frame(op, size);
    let reenter = reenter(op);
    quote! {
        #prefill
        #suspend
        #reenter
        let __vm_r = #f(#(#args),*);
        #peel
        #handle
    }
}

/// A specialization: guards on the operands and cache; the fast path on a hit; on a miss
/// the generic path (after ticking the cooldown counter, which may re-specialize).
fn specialized_arm(
    spec: &OpDef,
    generic: &OpDef,
    instr: &super::super::model::Instr,
    op_lit: u16,
    size: usize,
    value_ty: &TokenStream,
    cold: &TokenStream,
) -> TokenStream {
    let advance = &advance_by(size);
    let take = take_inputs(generic);
    let scalars = generic
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Stack(_)))
        .count();
    let moves_operands = spec
        .params
        .iter()
        .any(|p| matches!(p.kind, ParamKind::Stack(StackTy::Value)));
    // Whether the guards and the fast path read the operands where they lie on the stack
    // (as references), and only the miss path pops them. Popping first kept both
    // operands alive in locals across the fast and the generic path, which LLVM spilled
    // and reloaded (`BINARY_OP_ADD_INT` copied its two operands to the frame and back).
    let peeks = !moves_operands && !has_variadic(generic) && !has_outputs(generic);
    let prefill = prefill_outputs(spec);
    let reenter = reenter(spec);
    let guards = super::specializer::guard_block(
        spec,
        instr,
        &super::specializer::Scope {
            value: value_ty.clone(),
            ctx: quote!(&*__vm_ctx),
            extra: quote!(&__vm_code.extra),
            operand: &|k| {
                let s = format_ident!("__vm_s{}", k);
                if peeks { quote!(#s) } else { quote!(&#s) }
            },
            slice: operands(quote!(__vm_base.add(#scalars)), false),
            local: &|field| local(false, field),
            imm_base: size - generic.imm_count(),
            specializing: false,
        },
    );
    // The names the guard block yields, in parameter order.
    let bound: Vec<_> = super::specializer::bound_names(spec);
    let f = spec.name();
    let args = call_args(
        spec,
        size,
        &|k| {
            let g = format_ident!("__vm_g{}", k);
            quote!(#g)
        },
        &|name| {
            let c = format_ident!("__vm_c_{}", name);
            quote!(#c)
        },
    );
    let gen_fn = format_ident!("__vm_specialize_{}", generic.name());
    let refs = operand_refs(generic);
    let g_op_name = generic.name();
    let _ = g_op_name;
    let miss = {
        let generic_call = generic_call(generic, advance, size);
        let (tick, specialize) = (tick(), run_specializer(&gen_fn, &refs, op_lit));
        // why `cold_path` (as on the generic arms): a miss inlines the whole generic body,
        // and weighed like the hit it made the register allocation of the hot arms turn
        // on every member added anywhere (vm-std, cachegrind: three call members cost fib
        // +4.2% and ledger +3.8% instructions, the loop's stack pointer spilled at the
        // loop head; with the hint the same members cost fib +1.0%, and the hint alone made the
        // examples run -1.5..+0.1% instructions).
        quote! {
            #cold
            __vm_th.stats.miss(#op_lit);
            if __vm_specialize && #tick {
                #specialize
            }
            #generic_call
        }
    };
    // Operands of the value type itself are not guarded: they move into the fast path.
    let moved: Vec<TokenStream> = spec
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Stack(_)))
        .enumerate()
        .filter(|(_, p)| matches!(p.kind, ParamKind::Stack(StackTy::Value)))
        .map(|(k, _)| {
            let (g, s) = (format_ident!("__vm_g{}", k), format_ident!("__vm_s{}", k));
            quote!(let #g = #s;)
        })
        .collect();
    let in_place = if peeks { scalars } else { 0 };
    let handle = handle(spec, advance, size, in_place);
    if moves_operands {
        let peel = peel(spec, &quote!(::core::unreachable!()));
        quote! {
            let __vm_oparg: u32 = __vm_word >> <Isa as ::vm_core::InstructionSet>::OPCODE_BITS;
            #take
            let __vm_guarded = #guards;
            match __vm_guarded {
                ::core::option::Option::Some((#(#bound,)*)) => {
                    #(#moved)*
                    #prefill
                    #reenter
                    let __vm_r = #f(#(#args),*);
                    #peel
                    __vm_th.stats.hit(#op_lit);
                    #handle
                }
                ::core::option::Option::None => { #miss }
            }
        }
    } else {
        // A deopt after the outputs were pushed takes them off again: the generic op
        // pushes its own.
        let undo = has_outputs(spec).then(|| truncate(quote!(__vm_out)));
        let peel = peel(
            spec,
            &quote!({ #undo break '__vm_fast ::core::option::Option::None }),
        );
        // With `peeks`, the inputs stay on the stack: the guards and the fast path see
        // references to them, a hit drops them in place and a miss pops them.
        let (inputs, on_hit, on_miss) = if peeks {
            let names: Vec<_> = (0..scalars).map(|k| format_ident!("__vm_s{}", k)).collect();
            let depths: Vec<usize> = (0..scalars).map(|k| scalars - k).collect();
            (
                quote! {
                    // SAFETY (of the emitted block): the inputs are verified operands, below
                    // the stack pointer; the references end before the stack changes (the
                    // fast path runs no code that reaches the stack, and the miss path
                    // pops only after it).
                    #(let #names: &#value_ty = unsafe { ::vm_core::__private::slot(__vm_sp.sub(#depths)) };)*
                },
                // The inputs are dropped by `handle` (or left to the callee's frame).
                quote!(),
                take,
            )
        } else {
            (take, quote!(), quote!())
        };
        quote! {
            let __vm_oparg: u32 = __vm_word >> <Isa as ::vm_core::InstructionSet>::OPCODE_BITS;
            #inputs
            let __vm_fast = '__vm_fast: {
                match #guards {
                    ::core::option::Option::Some((#(#bound,)*)) => {
                        #prefill
                        #reenter
                        let __vm_r = #f(#(#args),*);
                        #peel
                        __vm_th.stats.hit(#op_lit);
                        ::core::option::Option::Some(__vm_r)
                    }
                    ::core::option::Option::None => ::core::option::Option::None,
                }
            };
            match __vm_fast {
                ::core::option::Option::Some(__vm_r) => { #on_hit #handle }
                ::core::option::Option::None => { #on_miss #miss }
            }
        }
    }
}
