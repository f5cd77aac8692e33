//! Stage 2: check the definitions against each other and number the instructions.

use std::collections::HashMap;

use proc_macro2::Span;
use syn::spanned::Spanned;

use super::hash::fnv1a;
use super::model::{CacheField, Family, Instr, InstrKind, MacroPart, Model};
use super::names::{camel, closest, screaming};
use super::parse::{
    Entry, OpDef, ParamKind, Parsed, Part, Role, Shape, StackTy, Wrapper, is_screaming,
};
use super::{Errors, error_at, error_between as error_at_range};

/// Mirrors `vm_core::isa::MAX_OPCODES`.
const MAX_OPCODES: usize = 1 << 16;
/// Mirrors `vm_core::isa::MAX_CACHE_UNITS`.
const MAX_CACHE_UNITS: u16 = 16;
/// Most immediates an instruction has.
const MAX_IMMS: usize = 4;
/// Mirrors `vm_core::isa::UNIT_BITS`.
const UNIT_BITS: u32 = 32;

/// How an op uses its oparg (for comparing a specialization with its generic).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum OpargRole {
    /// `#[oparg]`, or one field of it.
    Plain(Option<u8>),
    Jump,
    /// `#[local]`, or the slot one field names.
    Local(Option<u8>),
    Count,
}

fn oparg_roles(op: &OpDef) -> Vec<OpargRole> {
    let mut roles = Vec::new();
    for p in &op.params {
        let Some(r) = OpargRole::of(&p.kind) else {
            continue;
        };
        if !roles.contains(&r) {
            roles.push(r);
        }
    }
    roles
}

impl OpargRole {
    fn describe(self) -> String {
        match self {
            OpargRole::Plain(None) => "a plain `#[oparg]`".into(),
            OpargRole::Plain(Some(k)) => {
                format!("a plain value in field {k} (`#[oparg(field = {k})]`)")
            }
            OpargRole::Jump => "a jump target (`#[oparg(jump)]`)".into(),
            OpargRole::Local(None) => "a local slot (`#[local]`)".into(),
            OpargRole::Local(Some(k)) => {
                format!("a local slot in field {k} (`#[local(field = {k})]`)")
            }
            OpargRole::Count => {
                "the count of a `#[variadic(..)]` input or of `#[outputs(..)]`".into()
            }
        }
    }

    /// The attribute that declares this role (for hints).
    fn attr(self) -> String {
        match self {
            OpargRole::Plain(None) => "#[oparg] ".into(),
            OpargRole::Plain(Some(k)) => format!("#[oparg(field = {k})] "),
            OpargRole::Jump => "#[oparg(jump)] ".into(),
            OpargRole::Local(None) => "#[local] ".into(),
            OpargRole::Local(Some(k)) => format!("#[local(field = {k})] "),
            OpargRole::Count => String::new(),
        }
    }

    fn of(kind: &ParamKind) -> Option<OpargRole> {
        match kind {
            ParamKind::Oparg { jump: false, field } => Some(OpargRole::Plain(*field)),
            ParamKind::Oparg { jump: true, .. } => Some(OpargRole::Jump),
            ParamKind::Local { field, .. } => Some(OpargRole::Local(*field)),
            ParamKind::Variadic { count, .. } | ParamKind::Outputs { count }
                if count.per_oparg > 0 =>
            {
                Some(OpargRole::Count)
            }
            _ => None,
        }
    }
}

/// The oparg-sized outputs of an op (`#[outputs]`), if any.
fn variadic_outputs(op: &OpDef) -> Option<super::parse::Count> {
    op.params.iter().find_map(|p| match p.kind {
        ParamKind::Outputs { count } => Some(count),
        _ => None,
    })
}

/// Stack inputs (fixed, variadic) of an op.
fn stack_shape(op: &OpDef) -> (u32, Option<super::parse::Count>) {
    let fixed = op
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Stack(_)))
        .count() as u32;
    let variadic = op.params.iter().find_map(|p| match p.kind {
        ParamKind::Variadic { count, .. } => Some(count),
        _ => None,
    });
    (fixed, variadic)
}

fn flags_of(op: &OpDef) -> Vec<&'static str> {
    let mut flags = Vec::new();
    let roles = oparg_roles(op);
    if !roles.is_empty() {
        flags.push("OPARG");
    }
    let imm_jump = op
        .params
        .iter()
        .any(|p| matches!(p.kind, ParamKind::Imm { jump: true, .. }));
    if roles.contains(&OpargRole::Jump) || imm_jump {
        flags.push("JUMP");
    }
    if imm_jump {
        flags.push("JUMP_IMM");
    }
    if matches!(op.ret.shape, Shape::Jump | Shape::Raise) {
        flags.push("NO_FALLTHROUGH");
    }
    let takes_frame = op.params.iter().any(|p| matches!(p.kind, ParamKind::Frame));
    if matches!(op.ret.shape, Shape::Yield { .. }) || takes_frame {
        flags.push("SUSPEND");
    }
    if op.ret.shape == (Shape::Yield { discard: true }) {
        flags.push("DISCARDS_SENT");
    }
    if roles.contains(&OpargRole::Local(None)) {
        flags.push("LOCAL");
    }
    for k in 0..3u8 {
        let (read, local) = [
            ("FIELD0", "LOCAL_FIELD0"),
            ("FIELD1", "LOCAL_FIELD1"),
            ("FIELD2", "LOCAL_FIELD2"),
        ][k as usize];
        if roles.contains(&OpargRole::Plain(Some(k))) || roles.contains(&OpargRole::Local(Some(k)))
        {
            flags.push(read);
        }
        if roles.contains(&OpargRole::Local(Some(k))) {
            flags.push(local);
        }
    }
    if op.ret.shape == Shape::Invoke {
        flags.push("CALL");
    }
    if op.ret.shape == Shape::Return {
        flags.push("RETURN");
    }
    if op.ret.wrappers.contains(&Wrapper::Result) || op.ret.shape == Shape::Raise {
        flags.push("FALLIBLE");
    }
    flags
}

/// Validates `parsed` and builds the model. Errors are recorded; the model is still
/// returned when it could be built, so later checks can run.
pub fn validate(parsed: &Parsed, errors: &mut Errors) -> Option<Model> {
    let by_name: HashMap<String, usize> = parsed
        .ops
        .iter()
        .enumerate()
        .map(|(i, o)| (o.name().to_string(), i))
        .collect();
    check_names(parsed, errors);
    let value_key = super::parse::type_key(&parsed.args.value);
    for op in &parsed.ops {
        check_op(op, &value_key, errors);
        if parsed.args.generator.is_none()
            && matches!(
                op.ret.shape,
                Shape::Yield { .. } | Shape::Resume | Shape::Step
            )
        {
            errors.at(
                &op.ret.tokens,
                format!(
                    "`{}` {}, but the instruction set has no generator handle",
                    op.name(),
                    op.ret.shape.describe()
                ),
                Some("name the type generator values hold in the module attribute, `generator = GenRef`, implementing `vm_core::GeneratorHandle<Isa>`: a yield gives the frame back through it".into()),
            );
        }
    }

    // Families: generic op index -> member op indexes, plus hooks.
    let mut members_of: HashMap<usize, Vec<usize>> = HashMap::new();
    let mut hook_of: HashMap<usize, usize> = HashMap::new();
    for (i, op) in parsed.ops.iter().enumerate() {
        let (generic, hook) = match &op.role {
            Role::Specialize(g) => (g, false),
            Role::Specializer(g) => (g, true),
            Role::Op => continue,
        };
        let Some(&gi) = by_name.get(&generic.to_string()) else {
            if parsed.is_rejected(generic) {
                // Its own error was reported; this one would be a consequence.
                continue;
            }
            unknown_op(parsed, generic, errors);
            continue;
        };
        match &parsed.ops[gi].role {
            Role::Op => {}
            Role::Specialize(root) => {
                errors.at(
                    generic,
                    format!("`{generic}` is itself a specialization (of `{root}`): a specialization cannot be specialized"),
                    Some(format!("write `#[specialize({root})]`: every specialization belongs to the generic op of its family")),
                );
                continue;
            }
            Role::Specializer(_) => {
                errors.at(
                    generic,
                    format!("`{generic}` is a specializer hook, not an op"),
                    Some("name the family's generic `#[op]`".into()),
                );
                continue;
            }
        }
        if hook {
            if hook_of.insert(gi, i).is_some() {
                errors.at(
                    op.name(),
                    format!("the family of `{generic}` already has a `#[specializer]` hook"),
                    Some("merge the hooks into one function".into()),
                );
            }
            check_hook(op, &parsed.ops[gi], errors);
        } else {
            if check_member(op, &parsed.ops[gi], errors) {
                members_of.entry(gi).or_default().push(i);
            }
        }
    }
    for (&gi, &hook) in &hook_of {
        if !members_of.contains_key(&gi) {
            errors.at(
                parsed.ops[hook].name(),
                format!(
                    "`{}` has no specializations for this hook to choose from",
                    parsed.ops[gi].name()
                ),
                Some(format!(
                    "add `#[specialize({})]` functions for the hook to choose from, or remove the hook",
                    parsed.ops[gi].name()
                )),
            );
        }
    }

    // Number the instructions in declaration order.
    let mut instrs: Vec<Instr> = Vec::new();
    let mut opcode_of_op: HashMap<usize, usize> = HashMap::new();
    let mut family_of_generic: HashMap<usize, usize> = HashMap::new();
    let mut families: Vec<Family> = Vec::new();
    for entry in &parsed.order {
        match *entry {
            Entry::Op(i) => {
                let op = &parsed.ops[i];
                let kind = match &op.role {
                    Role::Specializer(_) => continue,
                    Role::Op if members_of.contains_key(&i) => {
                        let f = families.len();
                        family_of_generic.insert(i, f);
                        families.push(Family {
                            generic: instrs.len(),
                            members: Vec::new(),
                            hook: hook_of.get(&i).copied(),
                            cache_units: 1,
                        });
                        InstrKind::Generic { op: i, family: f }
                    }
                    Role::Op => InstrKind::Plain { op: i },
                    Role::Specialize(g) => {
                        let Some(&gi) = by_name.get(&g.to_string()) else {
                            continue;
                        };
                        if !members_of.get(&gi).is_some_and(|m| m.contains(&i)) {
                            continue;
                        }
                        // The generic is declared later: the family is created on first sight.
                        let f = match family_of_generic.get(&gi) {
                            Some(&f) => f,
                            None => {
                                errors.at(
                                    op.name(),
                                    format!("`{}` is declared before its generic op `{g}`", op.name()),
                                    Some(format!("move it below `fn {g}`: a family is numbered from its generic op, and its specializations are tried in declaration order")),
                                );
                                continue;
                            }
                        };
                        families[f].members.push(instrs.len());
                        InstrKind::Specialized { op: i, family: f }
                    }
                };
                let (inputs, variadic) = stack_shape(op);
                let mut cache_fields = Vec::new();
                let mut offset = 1u16;
                for p in &op.params {
                    if let ParamKind::Cache { ty, .. } = &p.kind {
                        cache_fields.push(CacheField {
                            name: p.name.to_string(),
                            ty: ty.name.clone(),
                            offset,
                            units: ty.units,
                        });
                        offset = offset.saturating_add(ty.units);
                    }
                }
                opcode_of_op.insert(i, instrs.len());
                instrs.push(Instr {
                    name: screaming(&op.name().to_string()),
                    variant: camel(&op.name().to_string()),
                    kind,
                    inputs,
                    variadic,
                    outputs: op.ret.shape.outputs(),
                    variadic_outputs: variadic_outputs(op),
                    peak: inputs.max(op.ret.shape.outputs()),
                    cache_units: 0,
                    imms: op.imm_count() as u16,
                    flags: flags_of(op),
                    cache_fields,
                    uops: vec![op.name().to_string()],
                    doc: op.doc.clone(),
                });
            }
            Entry::Macro(m) => {
                if let Some(instr) =
                    build_macro(parsed, m, &by_name, &members_of, &opcode_of_op, errors)
                {
                    instrs.push(instr);
                }
            }
        }
    }

    // Cache sizes: the largest member's fields plus the counter.
    for family in &mut families {
        let mut units = 1u16;
        for &m in &family.members {
            let need = instrs[m]
                .cache_fields
                .iter()
                .map(|f| f.offset + f.units)
                .max()
                .unwrap_or(1);
            if need > MAX_CACHE_UNITS
                && let InstrKind::Specialized { op, .. } = instrs[m].kind
            {
                {
                    let span = parsed.ops[op]
                        .params
                        .iter()
                        .rev()
                        .find(|p| matches!(p.kind, ParamKind::Cache { .. }))
                        .map(|p| p.name.span())
                        .unwrap_or(parsed.ops[op].role_span);
                    errors.push(error_at(span, format!("the inline cache of `{}` needs {need} units, more than the limit of {MAX_CACHE_UNITS} (counter included)", instrs[m].name), Some("cache less state: store an index into a side table instead of the values".into())));
                }
            }
            units = units.max(need);
        }
        family.cache_units = units;
        instrs[family.generic].cache_units = units;
        for &m in &family.members {
            instrs[m].cache_units = units;
        }
    }
    for instr in &mut instrs {
        if let InstrKind::Macro { parts } = &instr.kind {
            instr.cache_units = parts
                .iter()
                .map(|p| if let MacroPart::Unused(n) = p { *n } else { 0 })
                .sum();
        }
    }

    if instrs.is_empty() && parsed.rejected.is_empty() && errors.is_empty() {
        errors.at(
            &parsed.ident,
            format!("the instruction set `{}` has no instructions", parsed.ident),
            Some(format!(
                "define at least one op in `mod {}`, e.g. `#[op] fn pop_top(value: {}) {{}}`",
                parsed.ident,
                super::parse::type_key(&parsed.args.value)
            )),
        );
    }
    if instrs.len() > MAX_OPCODES {
        let span = instr_span(parsed, MAX_OPCODES).unwrap_or_else(|| parsed.ident.span());
        errors.push(error_at(
            span,
            format!("this instruction set defines {} opcodes, more than the {MAX_OPCODES} that the 16-bit opcode field of a code unit can encode; this is opcode number {}", instrs.len(), MAX_OPCODES + 1),
            Some(format!("remove {} instruction(s): merge ops that differ only in a constant into one op with an `#[oparg]`, and drop rarely useful specializations or macro instructions", instrs.len() - MAX_OPCODES)),
        ));
    }
    let format_hash = format_hash(&instrs);
    Some(Model {
        opcode_bits: opcode_bits(instrs.len()),
        instrs,
        families,
        format_hash,
    })
}

/// The span of the definition that became opcode `n` (counting definitions in order).
fn instr_span(parsed: &Parsed, n: usize) -> Option<Span> {
    parsed
        .order
        .iter()
        .filter_map(|e| match *e {
            Entry::Op(i) if !matches!(parsed.ops[i].role, Role::Specializer(_)) => {
                Some(parsed.ops[i].name().span())
            }
            Entry::Macro(m) => Some(parsed.macros[m].name.span()),
            _ => None,
        })
        .nth(n)
}

fn check_names(parsed: &Parsed, errors: &mut Errors) {
    let mut seen: HashMap<String, String> = HashMap::new();
    let mut check = |variant: String, written: String, span: Span, errors: &mut Errors| {
        if let Some(first) = seen.get(&variant) {
            let msg = if *first == written {
                format!("`{written}` is defined twice")
            } else {
                format!("`{written}` and `{first}` both become the opcode `{variant}`")
            };
            errors.push(error_at(
                span,
                msg,
                Some("rename one of them: each instruction needs its own opcode".into()),
            ));
        } else {
            seen.insert(variant, written);
        }
    };
    for entry in &parsed.order {
        match *entry {
            Entry::Op(i) => {
                let op = &parsed.ops[i];
                if matches!(op.role, Role::Specializer(_)) {
                    continue;
                }
                check(
                    camel(&op.name().to_string()),
                    op.name().to_string(),
                    op.name().span(),
                    errors,
                );
            }
            Entry::Macro(m) => {
                let mac = &parsed.macros[m];
                if !is_screaming(&mac.name.to_string()) {
                    errors.at(
                        &mac.name,
                        format!(
                            "the `macro_inst!` name `{}` is not SCREAMING_CASE",
                            mac.name
                        ),
                        Some(format!(
                            "write `{}`, like an opcode name",
                            super::names::screaming_snake(&mac.name.to_string())
                        )),
                    );
                }
                check(
                    camel(&mac.name.to_string()),
                    mac.name.to_string(),
                    mac.name.span(),
                    errors,
                );
            }
        }
    }
}

/// Immediates: at most [`MAX_IMMS`], a jump target only as the first and only where the
/// oparg is not a jump target too; a specializer hook reads none.
fn check_imms(op: &OpDef, errors: &mut Errors) {
    let imms: Vec<_> = op
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Imm { .. }))
        .collect();
    if matches!(op.role, Role::Specializer(_)) {
        if let Some(p) = imms.first() {
            errors.at(
                &p.name,
                "a specializer hook cannot read immediates",
                Some("choose the specialization from the operands; the instruction it picks reads the immediates".into()),
            );
        }
        return;
    }
    if imms.len() > MAX_IMMS {
        errors.at(
            &imms[MAX_IMMS].name,
            format!("an instruction has at most {MAX_IMMS} immediates"),
            Some("pack small values into oparg fields (`#[oparg(field = N)]`) or keep them in the code's data (`#[code]`)".into()),
        );
    }
    for (k, p) in imms.iter().enumerate() {
        if matches!(p.kind, ParamKind::Imm { jump: true, .. }) && k > 0 {
            errors.at(
                &p.name,
                format!("the jump target `{}` must be the first immediate", p.name),
                Some(
                    "move the `#[imm(jump)]` parameter before the other `#[imm]` parameters".into(),
                ),
            );
        }
    }
    let imm_jump = imms
        .iter()
        .find(|p| matches!(p.kind, ParamKind::Imm { jump: true, .. }));
    let oparg_jump = op
        .params
        .iter()
        .find(|p| matches!(p.kind, ParamKind::Oparg { jump: true, .. }));
    if let (Some(i), Some(o)) = (imm_jump, oparg_jump) {
        errors.at(
            &i.name,
            format!(
                "`{}` has two jump targets, `{}` and `{}`",
                op.name(),
                o.name,
                i.name
            ),
            Some(
                "an instruction jumps to one target: keep `#[oparg(jump)]` or `#[imm(jump)]`"
                    .into(),
            ),
        );
    }
}

/// An op reads its oparg whole through one parameter, or as fields, each through one
/// parameter; never both, and a variadic count (which scales the whole oparg) never with
/// fields. The one pairing allowed: a local and a plain `#[oparg]` of the same field,
/// the number of the local it borrows (an op that hands the local's index to the loop).
fn check_oparg_use(op: &OpDef, errors: &mut Errors) {
    let field_of = |p: &&super::parse::Param| match p.kind {
        ParamKind::Oparg { field, .. } | ParamKind::Local { field, .. } => Some(field),
        _ => None,
    };
    let is_local = |p: &super::parse::Param| matches!(p.kind, ParamKind::Local { .. });
    let is_index = |p: &super::parse::Param| matches!(p.kind, ParamKind::Oparg { jump: false, .. });
    let local_index = |p: &super::parse::Param, q: &super::parse::Param| {
        (is_local(p) && is_index(q)) || (is_index(p) && is_local(q))
    };
    let users: Vec<_> = op.params.iter().filter(|p| field_of(p).is_some()).collect();
    let whole: Vec<_> = users.iter().filter(|p| field_of(p) == Some(None)).collect();
    let fields: Vec<_> = users.iter().filter(|p| field_of(p) != Some(None)).collect();
    if whole.len() > 1 && !(whole.len() == 2 && local_index(whole[0], whole[1])) {
        errors.at(
            &whole[1].name,
            "an instruction has one oparg",
            Some("read it through a single `#[oparg]`, `#[oparg(jump)]` or `#[local]` parameter, or split it with `#[oparg(field = N)]` / `#[local(field = N)]`".into()),
        );
    } else if let (Some(w), Some(f)) = (whole.first(), fields.first()) {
        errors.at(
            &f.name,
            format!("`{}` reads the whole oparg through `{}`, so no parameter can read a field of it", op.name(), w.name),
            Some("make every oparg parameter a field (`#[oparg(field = N)]`, `#[local(field = N)]`), or read the whole oparg once".into()),
        );
    }
    for (k, p) in fields.iter().enumerate() {
        let same: Vec<_> = fields[..k]
            .iter()
            .filter(|q| field_of(q) == field_of(p))
            .collect();
        let allowed = same.len() == 1
            && local_index(same[0], p)
            && !fields[k + 1..].iter().any(|r| field_of(r) == field_of(p));
        if let (Some(q), false) = (same.first(), allowed) {
            errors.at(
                &p.name,
                format!(
                    "`{}` and `{}` both read field {} of the oparg",
                    q.name,
                    p.name,
                    field_of(p).flatten().unwrap_or(0)
                ),
                Some("give each parameter its own field: 0, 1 or 2".into()),
            );
        }
    }
    let locals: Vec<_> = op
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Local { .. }))
        .collect();
    if locals.len() > 1
        && let Some(m) = locals
            .iter()
            .find(|p| matches!(p.kind, ParamKind::Local { mutable: true, .. }))
    {
        errors.at(
            &m.name,
            format!("`{}` borrows a local mutably beside another local, and two fields may name the same slot", m.name),
            Some("borrow every local of an op with several local fields as `&Value`, and write the result with a separate op (or push it)".into()),
        );
    }
    if let Some(all) = op
        .params
        .iter()
        .find(|p| matches!(p.kind, ParamKind::Locals { .. }))
    {
        // The slice covers every local, and the other kinds reach the same slots (a
        // local), the stack above them or the frame itself.
        if let Some(other) = op.params.iter().find(|p| {
            !std::ptr::eq(*p, all)
                && matches!(
                    p.kind,
                    ParamKind::Locals { .. }
                        | ParamKind::Local { .. }
                        | ParamKind::Variadic { .. }
                        | ParamKind::Outputs { .. }
                        | ParamKind::Frame
                        | ParamKind::Interp
                )
        }) {
            errors.at(
                &other.name,
                format!(
                    "`{}` borrows every local of the frame, so `{}` cannot borrow the frame, its locals or its stack as well",
                    all.name, other.name
                ),
                Some("read one local with `#[local]` instead, or split the op in two".into()),
            );
        }
    }
    if let (Some(f), Some(v)) = (
        fields.first(),
        op.params
            .iter()
            .find(|p| matches!(p.kind, ParamKind::Variadic { count, .. } if count.per_oparg > 0)),
    ) {
        errors.at(
            &f.name,
            format!(
                "the count of `{}` scales the whole oparg, so `{}` cannot read a field of it",
                v.name, f.name
            ),
            Some("give the variadic input a fixed count, or read the oparg whole".into()),
        );
    }
}

/// Checks of one op on its own.
fn check_op(op: &OpDef, value_key: &str, errors: &mut Errors) {
    let is_spec = matches!(op.role, Role::Specialize(_));
    let jump = op.params.iter().find(|p| {
        matches!(
            p.kind,
            ParamKind::Oparg { jump: true, .. } | ParamKind::Imm { jump: true, .. }
        )
    });
    check_oparg_use(op, errors);
    check_imms(op, errors);
    if matches!(op.role, Role::Specializer(_)) {
        return;
    }
    let takes_frame = op.params.iter().any(|p| matches!(p.kind, ParamKind::Frame));
    match (op.ret.shape, jump) {
        (Shape::Resume, None) => errors.at(
            &op.ret.tokens,
            format!("`{}` returns `Resume` but has no jump target", op.name()),
            Some("add a parameter `#[oparg(jump)] done: u32`: where this frame continues when the generator returns (a yield continues at the next instruction)".into()),
        ),
        (Shape::Step, None) => errors.at(
            &op.ret.tokens,
            format!("`{}` returns `Step` but has no jump target", op.name()),
            Some("add a parameter `#[oparg(jump)] target: u32`: where `Step::Jump` continues, as for `Flow`".into()),
        ),
        (Shape::Flow | Shape::Jump, None) => errors.at(
            &op.ret.tokens,
            format!("`{}` {} but has no jump target", op.name(), op.ret.shape.describe()),
            Some("add a parameter `#[oparg(jump)] target: u32`: the loop jumps to the offset the oparg holds, and the verifier checks it".into()),
        ),
        (Shape::Flow | Shape::Jump | Shape::Resume | Shape::Step | Shape::Yield { .. }, Some(_)) => {}
        (Shape::Return, Some(_)) if takes_frame => {}
        (_, Some(p)) => errors.at(
            &p.name,
            format!("`{}` has a jump target but never jumps: it {}", op.name(), op.ret.shape.describe()),
            Some("return `Flow` to jump when it says so, or `Jump` to always jump; or make the parameter a plain `#[oparg]`".into()),
        ),
        _ => {}
    }
    if matches!(op.ret.shape, Shape::Rerun(_)) && !is_spec {
        errors.at(
            &op.ret.tokens,
            format!(
                "`{}` returns `Rerun`, but only a specialization can (its inputs stay on the stack for the second run, read in place)",
                op.name()
            ),
            Some("make it a `#[specialize(..)]` member whose stack inputs are `&T` or `Copy` guard types; the generic op finishes with what the frame returned (`Interp::take_resumed`)".into()),
        );
    }
    if let Shape::Rerun(_) = op.ret.shape
        && is_spec
        && let Some(p) = op.params.iter().find(|p| {
            matches!(
                p.kind,
                ParamKind::Stack(StackTy::Value)
                    | ParamKind::Variadic { .. }
                    | ParamKind::Outputs { .. }
            )
        })
    {
        errors.at(
            &p.name,
            format!(
                "`{}` returns `Rerun` but takes its operand `{}` off the stack",
                op.name(),
                p.name
            ),
            Some("read the stack inputs in place (`&T`, or a `Copy` guard type), without variadic operands or `#[outputs]`: they must still be there when the op runs again".into()),
        );
    }
    if op.ret.wrappers.contains(&Wrapper::Option) && !is_spec {
        errors.at(
            &op.ret.tokens,
            format!(
                "`{}` returns `Option`, but only a specialization can (to deopt with `None`)",
                op.name()
            ),
            Some(format!(
                "return `{value_key}`, or `Result<{value_key}, Error>` to fail with an error"
            )),
        );
    }
    if is_spec
        && op.ret.wrappers.contains(&Wrapper::Option)
        && let Some(p) = op
            .params
            .iter()
            .find(|p| matches!(p.kind, ParamKind::Stack(StackTy::Value)))
    {
        errors.at(
            &p.ty,
            format!("`{}` can deopt (it returns `Option`), so it cannot consume an operand", op.name()),
            Some(format!("borrow it as `&{value_key}`, or take a `Copy` guard type: after a deopt the generic op runs with the same operands")),
        );
    }
    let stack_params: Vec<_> = op
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Stack(_) | ParamKind::Variadic { .. }))
        .collect();
    let variadics: Vec<_> = op
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Variadic { .. }))
        .collect();
    if variadics.len() > 1 {
        errors.at(
            &variadics[1].name,
            "an op has at most one `#[variadic]` input",
            Some("take one slice of all the items and split it in the body".into()),
        );
    } else if let Some(v) = variadics.first() {
        if !matches!(
            stack_params.last().map(|p| &p.kind),
            Some(ParamKind::Variadic { .. })
        ) {
            errors.at(
                &v.name,
                format!("the `#[variadic]` input `{}` must be the last stack input (the top of the stack)", v.name),
                Some("move it after the other stack parameters".into()),
            );
        }
        if let Some(l) = op
            .params
            .iter()
            .find(|p| matches!(p.kind, ParamKind::Local { .. }))
        {
            errors.at(
                &l.name,
                "an op cannot borrow a local and a `#[variadic]` slice at once",
                Some("both live in the value stack; read the local with a separate op".into()),
            );
        }
    }
    if let (Some(i), Some(c)) = (
        op.params
            .iter()
            .find(|p| matches!(p.kind, ParamKind::Interp)),
        op.params
            .iter()
            .find(|p| matches!(p.kind, ParamKind::Context { .. })),
    ) {
        errors.at(
            &c.name,
            format!(
                "`{}` takes the interpreter (`{}`) and the context (`{}`), but the interpreter holds the context",
                op.name(),
                i.name,
                c.name
            ),
            Some(format!(
                "remove `{}` and reach the context through `{}.ctx()`",
                c.name, i.name
            )),
        );
    }
    let frames: Vec<_> = op
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Frame))
        .collect();
    if frames.len() > 1 {
        errors.at(
            &frames[1].name,
            "an op has at most one `#[frame]` parameter",
            Some("the running frame is suspended once: take it once".into()),
        );
    } else if let Some(f) = frames.first() {
        if !matches!(op.role, Role::Op) {
            errors.at(
                &f.name,
                format!("`{}` is a specialization, which cannot suspend the frame", op.name()),
                Some("a `#[frame]` op makes the frame a generator's once, when it starts: make it a plain `#[op]`".into()),
            );
        }
        if op.ret.shape != Shape::Return {
            errors.at(
                &op.ret.tokens,
                format!(
                    "`{}` takes its frame (`{}`), so its frame ends here, but it {}",
                    op.name(),
                    f.name,
                    op.ret.shape.describe()
                ),
                Some("return `Return<Value>`: the value (typically a generator holding the frame) goes to the caller, as a return's would".into()),
            );
        }
        if op.ret.wrappers.contains(&Wrapper::Result) {
            errors.at(
                &op.ret.tokens,
                format!(
                    "`{}` cannot fail: its frame is already suspended when it runs",
                    op.name()
                ),
                Some(
                    "return `Return<Value>`; check what could fail in an op that runs before it"
                        .into(),
                ),
            );
        }
    }
    let outputs: Vec<_> = op
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Outputs { .. }))
        .collect();
    if outputs.len() > 1 {
        errors.at(
            &outputs[1].name,
            "an op has at most one `#[outputs]` slice",
            Some("take one slice of all the outputs and split it in the body".into()),
        );
    } else if let Some(o) = outputs.first() {
        if !matches!(op.ret.shape, Shape::Unit) {
            errors.at(
                &op.ret.tokens,
                format!(
                    "`{}` writes its outputs into `{}`, so it cannot also push a result: it {}",
                    op.name(),
                    o.name,
                    op.ret.shape.describe()
                ),
                Some("return `()` (or `Result<(), Error>`): the `#[outputs]` slots are what it pushes".into()),
            );
        }
        if let Some(v) = variadics.first() {
            errors.at(
                &o.name,
                format!(
                    "`{}` has both a `#[variadic]` input (`{}`) and `#[outputs]`",
                    op.name(),
                    v.name
                ),
                Some("the outputs would land on top of the inputs the loop removes after the op: split it into two ops".into()),
            );
        }
        if let Some(l) = op
            .params
            .iter()
            .find(|p| matches!(p.kind, ParamKind::Local { mutable: true, .. }))
        {
            errors.at(
                &l.name,
                "an op cannot borrow a local mutably and write `#[outputs]` at once",
                Some("both live in the value stack; write the local with a separate op".into()),
            );
        }
    }
    for p in &op.params {
        if let ParamKind::Cache { fill, .. } = &p.kind {
            if !is_spec {
                errors.at(
                    &p.name,
                    format!("`#[cache]` parameter `{}` on the `#[op]` `{}`, which no family uses as a specialization", p.name, op.name()),
                    Some(format!("cache fields belong to `#[specialize({})]` functions, which fill them when they specialize; the generic op's cache holds only the adaptive counter", op.name())),
                );
            } else if fill.is_none() {
                errors.at(
                    &p.name,
                    format!("cache field `{}` is never filled", p.name),
                    Some(format!(
                        "say how specializing fills it: `#[cache(fill = expression)] {}: {}`",
                        p.name,
                        super::names::text(&p.ty)
                    )),
                );
            }
        }
    }
}

/// "`oparg` values into `#[outputs]`", "no `#[outputs]`", for messages.
fn describe_outputs(outputs: Option<super::parse::Count>) -> String {
    match outputs {
        None => "no `#[outputs]` slice".into(),
        Some(c) => format!("`{}` values into an `#[outputs]` slice", describe_count(c)),
    }
}

/// `oparg`, `oparg * 2 + 1`, ... for messages.
fn describe_count(c: super::parse::Count) -> String {
    match (c.per_oparg, c.fixed) {
        (0, f) => f.to_string(),
        (1, 0) => "oparg".to_string(),
        (p, 0) => format!("oparg * {p}"),
        (1, f) => format!("oparg + {f}"),
        (p, f) => format!("oparg * {p} + {f}"),
    }
}

/// "2 stack inputs", "1 stack input and `oparg` more", for messages.
fn describe_inputs(fixed: u32, variadic: Option<super::parse::Count>) -> String {
    let mut text = match fixed {
        1 => "1 stack input".to_string(),
        n => format!("{n} stack inputs"),
    };
    if let Some(c) = variadic {
        let count = match (c.per_oparg, c.fixed) {
            (1, 0) => "oparg".to_string(),
            (p, 0) => format!("oparg * {p}"),
            (1, f) => format!("oparg + {f}"),
            (p, f) => format!("oparg * {p} + {f}"),
        };
        text += &format!(" plus `{count}` variadic ones");
    }
    text
}

/// Whether a specialization matches its generic; records errors otherwise.
fn check_member(spec: &OpDef, generic: &OpDef, errors: &mut Errors) -> bool {
    let mut ok = true;
    let (sf, sv) = stack_shape(spec);
    let (gf, gv) = stack_shape(generic);
    if sf != gf || sv != gv {
        let parens = spec.func.sig.paren_token.span;
        errors.push(error_at_range(
            parens.open(),
            parens.close(),
            format!(
                "`{}` takes {} but its generic `{}` takes {}",
                spec.name(),
                describe_inputs(sf, sv),
                generic.name(),
                describe_inputs(gf, gv),
            ),
            Some(format!(
                "a family shares one stack effect: take the operands `{}` takes, in the same order (deepest first), as values, `&T` or `Copy` guard types",
                generic.name()
            )),
        ));
        ok = false;
    }
    let (so_var, go_var) = (variadic_outputs(spec), variadic_outputs(generic));
    if so_var != go_var {
        errors.at(
            spec.name(),
            format!(
                "`{}` pushes {} but its generic `{}` pushes {}",
                spec.name(),
                describe_outputs(so_var),
                generic.name(),
                describe_outputs(go_var)
            ),
            Some(format!(
                "a family shares one stack effect: take the `#[outputs(..)]` slice `{}` takes, with the same count",
                generic.name()
            )),
        );
        ok = false;
    }
    let (so, go) = (spec.ret.shape, generic.ret.shape);
    // A call's value is one value pushed when the callee returns: a member may call where
    // its generic computes (`a + b` running a Python `__add__` in a frame).
    let calls_for_one = so == Shape::Invoke && go == Shape::Values(1);
    // A member may run a function before it finishes where its generic finishes at once.
    let reruns = matches!((so, go), (Shape::Rerun(n), Shape::Values(m)) if n == m)
        || (so == Shape::Rerun(0) && go == Shape::Unit);
    // `Step` is a `Flow` that may also run a generator: both push nothing and branch alike.
    let steps_or_flows = matches!(
        (so, go),
        (Shape::Flow, Shape::Step) | (Shape::Step, Shape::Flow)
    );
    if so != go && !calls_for_one && !steps_or_flows && !reruns {
        errors.at(
            &spec.ret.tokens,
            format!(
                "`{}` {} but its generic `{}` {}",
                spec.name(),
                so.describe(),
                generic.name(),
                go.describe()
            ),
            Some(format!(
                "a family shares one stack effect: return what `{}` returns (`{}`), optionally as `Option<..>` to deopt",
                generic.name(),
                match &generic.func.sig.output {
                    syn::ReturnType::Default => "()".to_string(),
                    syn::ReturnType::Type(_, t) => super::names::text(t),
                }
            )),
        );
        ok = false;
    }
    let imm_kinds = |op: &OpDef| -> Vec<bool> {
        op.params
            .iter()
            .filter_map(|p| match p.kind {
                ParamKind::Imm { jump, .. } => Some(jump),
                _ => None,
            })
            .collect()
    };
    if imm_kinds(spec) != imm_kinds(generic) {
        let describe = |kinds: Vec<bool>| match kinds.len() {
            0 => "no immediates".to_string(),
            n => format!(
                "{n} immediate(s) ({})",
                kinds
                    .iter()
                    .map(|&j| if j { "`#[imm(jump)]`" } else { "`#[imm]`" })
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        errors.at(
            spec.name(),
            format!(
                "`{}` takes {} but its generic `{}` takes {}",
                spec.name(),
                describe(imm_kinds(spec)),
                generic.name(),
                describe(imm_kinds(generic))
            ),
            Some(format!(
                "a specialization is rewritten in place of its generic instruction and keeps its immediates: declare the `#[imm]` parameters `{}` declares, in the same order",
                generic.name()
            )),
        );
        ok = false;
    }
    let sr = oparg_roles(spec);
    let gr = oparg_roles(generic);
    for r in &sr {
        // A plain field the generic borrows as a local is that local's number.
        let local_index = match r {
            OpargRole::Plain(k) => gr.contains(&OpargRole::Local(*k)),
            _ => false,
        };
        if !gr.contains(r) && !local_index {
            let p = spec
                .params
                .iter()
                .find(|p| OpargRole::of(&p.kind) == Some(*r))
                .expect("role from a param");
            let generic_use = match gr.first() {
                None => "takes no oparg".to_string(),
                Some(g) => format!("reads it as {}", g.describe()),
            };
            errors.at(
                &p.name,
                format!(
                    "`{}` reads the oparg as {}, but its generic `{}` {generic_use}",
                    spec.name(),
                    r.describe(),
                    generic.name()
                ),
                Some(format!(
                    "a specialization is rewritten in place of its generic instruction and keeps its oparg: use the oparg the way `{}` does",
                    generic.name()
                )),
            );
            ok = false;
        }
    }
    for r in &gr {
        // A specialization that jumps without a target was reported by `check_op`.
        let reported = *r == OpargRole::Jump
            && matches!(spec.ret.shape, Shape::Flow | Shape::Step | Shape::Jump);
        if matches!(r, OpargRole::Jump | OpargRole::Local(_)) && !sr.contains(r) && !reported {
            let p = generic
                .params
                .iter()
                .find(|p| OpargRole::of(&p.kind) == Some(*r))
                .expect("role from a param");
            let attr = r.attr();
            errors.at(
                spec.name(),
                format!(
                    "`{}` does not take the oparg as {}, but its generic `{}` does",
                    spec.name(),
                    r.describe(),
                    generic.name()
                ),
                Some(format!(
                    "add the parameter `{attr}{}: {}`: the instruction's flags, and so the verifier's checks, are the family's",
                    p.name,
                    super::names::text(&p.ty)
                )),
            );
            ok = false;
        }
    }
    if spec.ret.wrappers.contains(&Wrapper::Result)
        && !generic.ret.wrappers.contains(&Wrapper::Result)
    {
        // Allowed: a fast path may fail where the generic may not. Nothing to check.
    }
    ok
}

fn check_hook(hook: &OpDef, generic: &OpDef, errors: &mut Errors) {
    let (hf, hv) = stack_shape(hook);
    let (gf, gv) = stack_shape(generic);
    if hf != gf || hv.is_some() != gv.is_some() {
        errors.at(
            hook.name(),
            format!(
                "the specializer `{}` must see the {} stack operand(s) of `{}`",
                hook.name(),
                gf,
                generic.name()
            ),
            Some(format!(
                "take each operand of `{}` by reference, in the same order (deepest first)",
                generic.name()
            )),
        );
    }
}

fn build_macro(
    parsed: &Parsed,
    m: usize,
    by_name: &HashMap<String, usize>,
    members_of: &HashMap<usize, Vec<usize>>,
    opcode_of_op: &HashMap<usize, usize>,
    errors: &mut Errors,
) -> Option<Instr> {
    let mac = &parsed.macros[m];
    let mut parts = Vec::new();
    let mut ok = true;
    let uop_count = mac
        .parts
        .iter()
        .filter(|p| matches!(p, Part::Uop(_)))
        .count();
    let mut seen_uops = 0;
    // A uop named twice is reported once.
    let mut reported: Vec<String> = Vec::new();
    for part in &mac.parts {
        match part {
            Part::Unused(n, span) => {
                if mac.is_super {
                    errors.push(error_at_range(
                        span.0,
                        span.1,
                        "a superinstruction has no cache of its own to skip",
                        Some("remove `unused(..)`: each component of a superinstruction keeps its own code unit and cache".into()),
                    ));
                    ok = false;
                }
                parts.push(MacroPart::Unused(*n));
            }
            Part::Uop(name) => {
                seen_uops += 1;
                if reported.contains(&name.to_string()) {
                    continue;
                }
                let Some(&i) = by_name.get(&name.to_string()) else {
                    ok = false;
                    reported.push(name.to_string());
                    if parsed.is_rejected(name) {
                        continue;
                    }
                    unknown_op(parsed, name, errors);
                    continue;
                };
                let op = &parsed.ops[i];
                let family = match &op.role {
                    Role::Op if members_of.contains_key(&i) => {
                        Some(format!("`{name}` is the generic op of a family"))
                    }
                    Role::Op => None,
                    Role::Specialize(g) => Some(format!("`{name}` is a specialization of `{g}`")),
                    Role::Specializer(g) => {
                        Some(format!("`{name}` is the specializer hook of `{g}`"))
                    }
                };
                if let Some(what) = family {
                    reported.push(name.to_string());
                    errors.at(
                        name,
                        format!("{what}, but `macro_inst!` composes plain ops"),
                        Some("a macro instruction does not specialize: compose plain `#[op]`s (move the work both need into a plain op), or leave the family to specialize on its own".into()),
                    );
                    ok = false;
                    continue;
                }
                if op.params.iter().any(|p| matches!(p.kind, ParamKind::Frame)) {
                    reported.push(name.to_string());
                    errors.at(
                        name,
                        format!(
                            "`{name}` suspends its frame (`#[frame]`), which ends what `{}` runs",
                            mac.name
                        ),
                        Some(format!("keep `{name}` an instruction of its own")),
                    );
                    ok = false;
                }
                if op
                    .params
                    .iter()
                    .any(|p| matches!(p.kind, ParamKind::Outputs { .. }))
                {
                    reported.push(name.to_string());
                    errors.at(
                        name,
                        format!("`{name}` writes `#[outputs]`, so its stack effect depends on the oparg and does not compose in `{}`", mac.name),
                        Some(format!("keep `{name}` an instruction of its own")),
                    );
                    ok = false;
                }
                if op
                    .params
                    .iter()
                    .any(|p| matches!(p.kind, ParamKind::Variadic { .. }))
                {
                    reported.push(name.to_string());
                    errors.at(
                        name,
                        format!("`{name}` takes a `#[variadic]` input, so its stack effect depends on the oparg and does not compose in `{}`", mac.name),
                        Some(format!("keep `{name}` an instruction of its own, or give it a fixed number of stack inputs")),
                    );
                    ok = false;
                }
                if op.imm_count() > 0 {
                    reported.push(name.to_string());
                    errors.at(
                        name,
                        format!("`{name}` reads `#[imm]` units, which sit after its own instruction and do not compose in `{}`", mac.name),
                        Some(format!("keep `{name}` an instruction of its own")),
                    );
                    ok = false;
                }
                if mac.is_super && !opcode_of_op.contains_key(&i) {
                    reported.push(name.to_string());
                    errors.at(
                        name,
                        format!("the superinstruction `{}` fuses `{name}`, which is declared after it", mac.name),
                        Some(format!("move `macro_inst!(super {} = ..)` below `fn {name}`: a superinstruction names the opcodes of its components", mac.name)),
                    );
                    ok = false;
                }
                let last = seen_uops == uop_count;
                if !last && !matches!(op.ret.shape, Shape::Unit | Shape::Values(_)) {
                    errors.at(
                        name,
                        format!(
                            "`{name}` {}, so nothing can run after it in `{}`",
                            op.ret.shape.describe(),
                            mac.name
                        ),
                        Some(format!(
                            "only the last uop of a macro instruction may jump, call or return: move `{name}` to the end of `{}`, or leave it out",
                            mac.name
                        )),
                    );
                    ok = false;
                }
                parts.push(MacroPart::Uop(i));
            }
        }
    }
    if uop_count == 0 {
        errors.at(
            &mac.name,
            format!("`{}` runs no uop", mac.name),
            Some("list the uops it runs: `macro_inst!(NAME = uop_a + unused(1) + uop_b)`".into()),
        );
        return None;
    }
    if mac.is_super && uop_count < 2 {
        errors.at(
            &mac.name,
            format!(
                "the superinstruction `{}` fuses only one instruction",
                mac.name
            ),
            Some("list at least two ops: `macro_inst!(super NAME = op_a + op_b)`".into()),
        );
        ok = false;
    }
    if !ok {
        return None;
    }
    let uops: Vec<usize> = parts
        .iter()
        .filter_map(|p| {
            if let MacroPart::Uop(i) = p {
                Some(*i)
            } else {
                None
            }
        })
        .collect();
    // Stack effect: run the uops in turn, tracking how deep below the start they reach.
    let (mut depth, mut lowest, mut highest) = (0i64, 0i64, 0i64);
    for &u in &uops {
        let op = &parsed.ops[u];
        depth -= stack_shape(op).0 as i64;
        lowest = lowest.min(depth);
        depth += op.ret.shape.outputs() as i64;
        highest = highest.max(depth);
    }
    let inputs = (-lowest) as u32;
    let outputs = (depth - lowest) as u32;
    let peak = (highest - lowest) as u32;
    let mut flags: Vec<&'static str> = Vec::new();
    for (k, &u) in uops.iter().enumerate() {
        for f in flags_of(&parsed.ops[u]) {
            let control = matches!(
                f,
                "JUMP" | "NO_FALLTHROUGH" | "CALL" | "RETURN" | "SUSPEND" | "DISCARDS_SENT"
            );
            if (!control || k + 1 == uops.len()) && !flags.contains(&f) {
                flags.push(f);
            }
        }
    }
    let names: Vec<String> = uops
        .iter()
        .map(|&u| parsed.ops[u].name().to_string())
        .collect();
    let kind = if mac.is_super {
        let components: Vec<usize> = uops.iter().map(|u| opcode_of_op[u]).collect();
        // The verifier treats a superinstruction as its first component.
        let first = &parsed.ops[uops[0]];
        flags = flags_of(first);
        let (i, _) = stack_shape(first);
        return Some(Instr {
            name: mac.name.to_string(),
            variant: camel(&mac.name.to_string()),
            kind: InstrKind::Super { components },
            inputs: i,
            variadic: None,
            outputs: first.ret.shape.outputs(),
            variadic_outputs: None,
            peak: i.max(first.ret.shape.outputs()),
            cache_units: 0,
            imms: 0,
            flags,
            cache_fields: Vec::new(),
            uops: names,
            doc: mac.doc.clone(),
        });
    } else {
        InstrKind::Macro { parts }
    };
    let _ = mac.name.span();
    Some(Instr {
        name: mac.name.to_string(),
        variant: camel(&mac.name.to_string()),
        kind,
        inputs,
        variadic: None,
        outputs,
        variadic_outputs: None,
        peak,
        cache_units: 0,
        imms: 0,
        flags,
        cache_fields: Vec::new(),
        uops: names,
        doc: mac.doc.clone(),
    })
}

/// The canonical layout text the format hash is computed from: everything that decides
/// how bytecode is laid out and executed (which uops each opcode runs included), nothing
/// that is only a parameter name or a comment.
pub fn layout_text(instrs: &[Instr]) -> String {
    // why the exception table's layout is in it: code carries its table, whose entries the
    // loop trusts as the verifier saw them (see `vm_core::serialize`).
    let bits = opcode_bits(instrs.len());
    let mut text =
        format!("unit={UNIT_BITS};opcode={bits};handlers=start,end,target,depth<<1|lasti;");
    for (opcode, i) in instrs.iter().enumerate() {
        let kind = match &i.kind {
            InstrKind::Plain { .. } => "plain".to_string(),
            InstrKind::Generic { .. } => "generic".to_string(),
            InstrKind::Specialized { family, .. } => format!("spec(f{family})"),
            InstrKind::Macro { parts } => format!(
                "macro({})",
                parts
                    .iter()
                    .map(|p| match p {
                        MacroPart::Uop(_) => "u".to_string(),
                        MacroPart::Unused(n) => format!("x{n}"),
                    })
                    .collect::<Vec<_>>()
                    .join("+")
            ),
            InstrKind::Super { components } => format!("super({components:?})"),
        };
        let variadic = i
            .variadic
            .map(|c| format!("{}o+{}", c.per_oparg, c.fixed))
            .unwrap_or_default();
        let variadic_outputs = i
            .variadic_outputs
            .map(|c| format!("{}o+{}", c.per_oparg, c.fixed))
            .unwrap_or_default();
        let fields = i
            .cache_fields
            .iter()
            .map(|f| format!("{}@{}", f.ty, f.offset))
            .collect::<Vec<_>>()
            .join(",");
        // The uop names say which code an opcode runs: two ops of the same shape swapped
        // must not accept each other's bytecode. Parameter names and docs stay out.
        text += &format!(
            "{opcode}={}:{kind}:in{}{variadic}:out{}{variadic_outputs}:cache{}[{fields}]:imm{}:{};",
            i.uops.join("+"),
            i.inputs,
            i.outputs,
            i.cache_units,
            i.imms,
            i.flags.join("|")
        );
    }
    text
}

/// Mirrors `vm_core::isa::opcode_bits`: 8 bits up to 256 opcodes, else just enough.
pub fn opcode_bits(n: usize) -> u32 {
    let mut bits = 8;
    while (1usize << bits) < n {
        bits += 1;
    }
    bits
}

fn format_hash(instrs: &[Instr]) -> u64 {
    fnv1a(&layout_text(instrs))
}

#[allow(dead_code)]
fn span_of(op: &OpDef) -> Span {
    op.func.sig.span()
}

/// Reports a reference to an op that does not exist, suggesting the closest op name.
fn unknown_op(parsed: &Parsed, name: &syn::Ident, errors: &mut Errors) {
    let ops: Vec<String> = parsed
        .ops
        .iter()
        .filter(|o| matches!(o.role, Role::Op))
        .map(|o| o.name().to_string())
        .collect();
    let hint = closest(&name.to_string(), ops.iter().map(String::as_str))
        .map(|c| format!("did you mean `{c}`?"))
        .unwrap_or_else(|| "name an `#[op]` function of this module".into());
    errors.at(
        name,
        format!("no op named `{name}` in this instruction set"),
        Some(hint),
    );
}
