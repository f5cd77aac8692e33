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
use super::{Errors, error_at};

/// Mirrors `vm_core::isa::MAX_OPCODES`.
const MAX_OPCODES: usize = 256;
/// Mirrors `vm_core::isa::MAX_CACHE_UNITS`.
const MAX_CACHE_UNITS: u16 = 16;
/// Mirrors `vm_core::isa::UNIT_BITS`.
const UNIT_BITS: u32 = 32;

/// How an op uses its oparg (for comparing a specialization with its generic).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum OpargRole {
    Plain,
    Jump,
    Local,
    Count,
}

fn oparg_roles(op: &OpDef) -> Vec<OpargRole> {
    let mut roles = Vec::new();
    for p in &op.params {
        let r = match &p.kind {
            ParamKind::Oparg { jump: false } => OpargRole::Plain,
            ParamKind::Oparg { jump: true } => OpargRole::Jump,
            ParamKind::Local { .. } => OpargRole::Local,
            ParamKind::Variadic { count, .. } if count.per_oparg > 0 => OpargRole::Count,
            _ => continue,
        };
        if !roles.contains(&r) {
            roles.push(r);
        }
    }
    roles
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
    if roles.contains(&OpargRole::Jump) {
        flags.push("JUMP");
    }
    if op.ret.shape == Shape::Jump {
        flags.push("NO_FALLTHROUGH");
    }
    if roles.contains(&OpargRole::Local) {
        flags.push("LOCAL");
    }
    if op.ret.shape == Shape::Invoke {
        flags.push("CALL");
    }
    if op.ret.shape == Shape::Return {
        flags.push("RETURN");
    }
    if op.ret.wrappers.contains(&Wrapper::Result) {
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
    for op in &parsed.ops {
        check_op(op, errors);
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
            let ops = parsed
                .ops
                .iter()
                .filter(|o| matches!(o.role, Role::Op))
                .map(|o| o.name().to_string())
                .collect::<Vec<_>>();
            let hint = closest(&generic.to_string(), ops.iter().map(String::as_str))
                .map(|c| format!("did you mean `{c}`?"))
                .unwrap_or_else(|| "name an `#[op]` function of this module".into());
            errors.at(
                generic,
                format!("no op named `{generic}` in this instruction set"),
                Some(hint),
            );
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
                Some("add `#[specialize(..)]` functions for the family".into()),
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
                        let gi = by_name[&g.to_string()];
                        if !members_of.get(&gi).is_some_and(|m| m.contains(&i)) {
                            continue;
                        }
                        // The generic is declared later: the family is created on first sight.
                        let f = match family_of_generic.get(&gi) {
                            Some(&f) => f,
                            None => {
                                errors.at(op.name(), format!("`{}` is declared before its generic op `{g}`", op.name()), Some(format!("move it below `fn {g}`: specializations are tried in declaration order after their generic")));
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
                    cache_units: 0,
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

    if instrs.len() > MAX_OPCODES {
        let span = instr_span(parsed, MAX_OPCODES).unwrap_or_else(|| parsed.ident.span());
        errors.push(error_at(
            span,
            format!("this instruction set defines {} opcodes, more than the {MAX_OPCODES} an 8-bit opcode can encode", instrs.len()),
            Some("merge ops that differ only in a constant into one op with an `#[oparg]`".into()),
        ));
    }
    let format_hash = format_hash(&instrs);
    Some(Model {
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
            errors.push(error_at(span, msg, Some("rename one of them".into())));
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
                        "a `macro_inst!` name is SCREAMING_CASE",
                        Some(format!("write `{}`", screaming(&mac.name.to_string()))),
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

/// Checks of one op on its own.
fn check_op(op: &OpDef, errors: &mut Errors) {
    let is_spec = matches!(op.role, Role::Specialize(_));
    let jump = op
        .params
        .iter()
        .find(|p| matches!(p.kind, ParamKind::Oparg { jump: true }));
    let opargs = op
        .params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Oparg { .. } | ParamKind::Local { .. }))
        .count();
    if opargs > 1 {
        let second = op
            .params
            .iter()
            .filter(|p| matches!(p.kind, ParamKind::Oparg { .. } | ParamKind::Local { .. }))
            .nth(1)
            .expect("counted");
        errors.at(
            &second.name,
            "an instruction has one oparg",
            Some(
                "read it through a single `#[oparg]`, `#[oparg(jump)]` or `#[local]` parameter"
                    .into(),
            ),
        );
    }
    if matches!(op.role, Role::Specializer(_)) {
        return;
    }
    match (op.ret.shape, jump) {
        (Shape::Flow | Shape::Jump, None) => errors.push(error_at(op.ret.span, format!("`{}` {} but has no jump target", op.name(), op.ret.shape.describe()), Some("add a parameter `#[oparg(jump)] target: u32`: the loop jumps there, so the verifier can check it".into()))),
        (Shape::Flow | Shape::Jump, Some(_)) => {}
        (_, Some(p)) => errors.at(&p.name, format!("`{}` has a jump target but never jumps", op.name()), Some("return `Flow` (conditional) or `Jump` (unconditional)".into())),
        _ => {}
    }
    if op.ret.wrappers.contains(&Wrapper::Option) && !is_spec {
        errors.push(error_at(
            op.ret.span,
            "only a specialization can return `Option` (to deopt)",
            Some("an op pushes values: return `Value`, or `Result<Value, Error>` to fail".into()),
        ));
    }
    if is_spec
        && op.ret.wrappers.contains(&Wrapper::Option)
        && let Some(p) = op
            .params
            .iter()
            .find(|p| matches!(p.kind, ParamKind::Stack(StackTy::Value)))
    {
        errors.at(&p.ty, "a specialization that can deopt (returns `Option`) cannot take operands by value", Some("borrow the operand (`&Value`) or take a `Copy` guard type, so the generic op can still run with it".into()));
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
            None,
        );
    } else if let Some(v) = variadics.first() {
        if !matches!(
            stack_params.last().map(|p| &p.kind),
            Some(ParamKind::Variadic { .. })
        ) {
            errors.at(
                &v.name,
                "the `#[variadic]` input must be the last stack input (the top of the stack)",
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
    for p in &op.params {
        if let ParamKind::Cache { fill, .. } = &p.kind {
            if !is_spec {
                errors.at(&p.name, format!("`#[cache]` parameter `{}` on an op that no family uses", p.name), Some("cache fields belong to `#[specialize(..)]` functions; the generic op's cache holds only the adaptive counter".into()));
            } else if fill.is_none() {
                errors.at(
                    &p.name,
                    format!("cache field `{}` is never filled", p.name),
                    Some(format!(
                        "say how specialization fills it: `#[cache(fill = expression)] {}: ..`",
                        p.name
                    )),
                );
            }
        }
    }
}

/// Whether a specialization matches its generic; records errors otherwise.
fn check_member(spec: &OpDef, generic: &OpDef, errors: &mut Errors) -> bool {
    let mut ok = true;
    let (sf, sv) = stack_shape(spec);
    let (gf, gv) = stack_shape(generic);
    if sf != gf || sv != gv {
        errors.at(
            spec.name(),
            format!(
                "`{}` takes {} stack input(s){} but its generic `{}` takes {}{}",
                spec.name(),
                sf,
                if sv.is_some() {
                    " plus a variadic slice"
                } else {
                    ""
                },
                generic.name(),
                gf,
                if gv.is_some() {
                    " plus a variadic slice"
                } else {
                    ""
                }
            ),
            Some(
                "a family shares one stack effect: take the same operands as the generic op".into(),
            ),
        );
        ok = false;
    }
    let (so, go) = (spec.ret.shape, generic.ret.shape);
    if so != go {
        errors.push(error_at(
            spec.ret.span,
            format!(
                "`{}` {} but its generic `{}` {}",
                spec.name(),
                so.describe(),
                generic.name(),
                go.describe()
            ),
            Some("a family shares one stack effect: return what the generic op returns".into()),
        ));
        ok = false;
    }
    let sr = oparg_roles(spec);
    let gr = oparg_roles(generic);
    for r in &sr {
        if !gr.contains(r) {
            let p = spec
                .params
                .iter()
                .find(|p| {
                    matches!(
                        p.kind,
                        ParamKind::Oparg { .. }
                            | ParamKind::Local { .. }
                            | ParamKind::Variadic { .. }
                    )
                })
                .expect("role from a param");
            errors.at(
                &p.name,
                format!(
                    "`{}` uses its oparg as {:?} but its generic `{}` does not",
                    spec.name(),
                    r,
                    generic.name()
                ),
                Some("a specialization reads the oparg the way its generic op does".into()),
            );
            ok = false;
        }
    }
    for r in &gr {
        if matches!(r, OpargRole::Jump | OpargRole::Local) && !sr.contains(r) {
            errors.at(
                spec.name(),
                format!(
                    "`{}` must take the oparg as {:?}, like its generic `{}`",
                    spec.name(),
                    r,
                    generic.name()
                ),
                Some("declare the same `#[oparg(jump)]` / `#[local]` parameter".into()),
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
            Some("take each operand as `&Value`".into()),
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
    for part in &mac.parts {
        match part {
            Part::Unused(n, span) => {
                if mac.is_super {
                    errors.push(error_at(
                        *span,
                        "a superinstruction has no cache of its own",
                        Some("each component keeps its own unit; remove `unused(..)`".into()),
                    ));
                    ok = false;
                }
                parts.push(MacroPart::Unused(*n));
            }
            Part::Uop(name) => {
                seen_uops += 1;
                let Some(&i) = by_name.get(&name.to_string()) else {
                    let ops = parsed
                        .ops
                        .iter()
                        .filter(|o| matches!(o.role, Role::Op))
                        .map(|o| o.name().to_string())
                        .collect::<Vec<_>>();
                    let hint = closest(&name.to_string(), ops.iter().map(String::as_str))
                        .map(|c| format!("did you mean `{c}`?"))
                        .unwrap_or_else(|| "name an `#[op]` function of this module".into());
                    errors.at(
                        name,
                        format!("no op named `{name}` in this instruction set"),
                        Some(hint),
                    );
                    ok = false;
                    continue;
                };
                let op = &parsed.ops[i];
                if !matches!(op.role, Role::Op) || members_of.contains_key(&i) {
                    errors.at(name, format!("`{name}` belongs to a family; `macro_inst!` composes plain ops"), Some("compose the generic op's non-adaptive helpers instead, or let the family specialize on its own".into()));
                    ok = false;
                    continue;
                }
                if op
                    .params
                    .iter()
                    .any(|p| matches!(p.kind, ParamKind::Variadic { .. }))
                {
                    errors.at(
                        name,
                        format!("`{name}` has a variadic input, which does not compose"),
                        Some("variadic ops stay instructions of their own".into()),
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
                        Some(
                            "only the last uop of a macro instruction may jump, call or return"
                                .into(),
                        ),
                    );
                    ok = false;
                }
                parts.push(MacroPart::Uop(i));
            }
        }
    }
    if uop_count == 0 {
        errors.at(&mac.name, "a `macro_inst!` needs at least one uop", None);
        return None;
    }
    if mac.is_super && uop_count < 2 {
        errors.at(
            &mac.name,
            "a superinstruction fuses at least two instructions",
            None,
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
    let (mut depth, mut lowest) = (0i64, 0i64);
    for &u in &uops {
        let op = &parsed.ops[u];
        depth -= stack_shape(op).0 as i64;
        lowest = lowest.min(depth);
        depth += op.ret.shape.outputs() as i64;
    }
    let inputs = (-lowest) as u32;
    let outputs = (depth - lowest) as u32;
    let mut flags: Vec<&'static str> = Vec::new();
    for (k, &u) in uops.iter().enumerate() {
        for f in flags_of(&parsed.ops[u]) {
            let control = matches!(f, "JUMP" | "NO_FALLTHROUGH" | "CALL" | "RETURN");
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
            cache_units: 0,
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
        cache_units: 0,
        flags,
        cache_fields: Vec::new(),
        uops: names,
        doc: mac.doc.clone(),
    })
}

/// The canonical layout text the format hash is computed from: everything that decides
/// how bytecode is laid out and executed, nothing that is only a name or a comment.
pub fn layout_text(instrs: &[Instr]) -> String {
    let mut text = format!("unit={UNIT_BITS};opcode=8;");
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
        let fields = i
            .cache_fields
            .iter()
            .map(|f| format!("{}@{}", f.ty, f.offset))
            .collect::<Vec<_>>()
            .join(",");
        text += &format!(
            "{opcode}:{kind}:in{}{variadic}:out{}:cache{}[{fields}]:{};",
            i.inputs,
            i.outputs,
            i.cache_units,
            i.flags.join("|")
        );
    }
    text
}

fn format_hash(instrs: &[Instr]) -> u64 {
    fnv1a(&layout_text(instrs))
}

#[allow(dead_code)]
fn span_of(op: &OpDef) -> Span {
    op.func.sig.span()
}
