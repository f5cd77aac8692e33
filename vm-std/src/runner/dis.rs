//! `--dis`: the adaptive disassembly of a program's code objects, operands explained.

use std::sync::Arc;

use vm_core::DisOptions;
use vm_core::code::oparg_field;

use crate::isa::isa::{Code, Opcode};
use crate::isa::outcome;
use crate::ops::{cmp, nb};
use crate::runtime::Machine;
use crate::value::format;

/// The adaptive disassembly of every code object, with operands explained.
pub fn disassemble(codes: &[Arc<Code>], machine: &Machine) -> String {
    let mut out = String::new();
    for code in codes {
        let info = &code.extra;
        out.push_str(&format!(
            "Disassembly of {} ({}):\n",
            info.name, info.filename
        ));
        let opts = DisOptions {
            adaptive: true,
            show_caches: false,
        };
        let text = vm_core::dis_with(code, opts, |offset, op, oparg| {
            let local = |i: u32| info.local_names.get(i as usize).map(|n| n.to_string());
            // A jump's branch bit: 1 jumps when the tested value is true.
            let when_word = |when: u32| if when == 1 { "true" } else { "false" };
            // Fields: the local, the method name (`LOAD_METHOD_FAST`, `CALL_METHOD_FAST_POP`).
            let local_method = |oparg: u32| {
                let method = info.names.get(oparg_field(oparg, 1) as usize)?;
                Some(format!("{}.{method}", local(oparg_field(oparg, 0))?))
            };
            let name = op.name;
            let o = Opcode::from_u16(op.opcode)?;
            match o {
                Opcode::LoadConst | Opcode::ReturnConst => {
                    info.consts.get(oparg as usize).map(format::repr)
                }
                Opcode::LoadGlobal | Opcode::StoreGlobal | Opcode::StoreItemGlobal => {
                    machine.names.get(oparg as usize).map(|n| n.to_string())
                }
                Opcode::LoadFast
                | Opcode::StoreFast
                | Opcode::StoreItem
                | Opcode::FillDefault
                | Opcode::ReturnFast
                | Opcode::InplaceAddFast
                | Opcode::InplaceSubtractFast
                | Opcode::BinaryAddStoreFast
                | Opcode::BinarySubtractStoreFast
                | Opcode::BinaryMultiplyStoreFast
                | Opcode::BinarySubscrFast
                | Opcode::FormatFast
                | Opcode::FormatPartFast => local(oparg),
                Opcode::ForIterFast => local(oparg_field(oparg, 0)),
                Opcode::BinarySubscrFastFast | Opcode::StoreSubscrFastFast => Some(format!(
                    "{}[{}]",
                    local(oparg_field(oparg, 0))?,
                    local(oparg_field(oparg, 1))?
                )),
                Opcode::BinarySubscrIndexFast | Opcode::StoreSubscrIndexFast => Some(format!(
                    "{}[{}]",
                    local(oparg_field(oparg, 0))?,
                    oparg_field(oparg, 1)
                )),
                Opcode::BinaryOp => Some(nb::symbol(oparg).to_string()),
                // Fields: the local, the name, the operator; immediate: the constant.
                Opcode::InplaceAttrFastConst => {
                    let c = code.word(offset + op.imm_offset(0));
                    Some(format!(
                        "{}.{} {} {}",
                        local(oparg_field(oparg, 0))?,
                        info.names.get(oparg_field(oparg, 1) as usize)?,
                        nb::symbol(oparg_field(oparg, 2)),
                        format::repr(info.consts.get(c as usize)?)
                    ))
                }
                // Fields: the local, the other operand (a local or a constant), the operator.
                Opcode::BinaryOpFastFast | Opcode::BinaryOpFastConst | Opcode::InplaceFastConst => {
                    let (a, b, op) = (
                        oparg_field(oparg, 0),
                        oparg_field(oparg, 1),
                        oparg_field(oparg, 2),
                    );
                    let b = if o == Opcode::BinaryOpFastFast {
                        local(b)?
                    } else {
                        format::repr(info.consts.get(b as usize)?)
                    };
                    Some(format!("{} {} {b}", local(a)?, nb::symbol(op)))
                }
                // Fields: the free variable, the constant, the operator.
                Opcode::InplaceFreeConst => Some(format!(
                    "{} {} {}",
                    info.free_names.get(oparg_field(oparg, 0) as usize)?,
                    nb::symbol(oparg_field(oparg, 2)),
                    format::repr(info.consts.get(oparg_field(oparg, 1) as usize)?)
                )),
                // Fields: the right operand (a local or a constant), the operator.
                Opcode::BinaryOpFast | Opcode::BinaryOpConst => {
                    let (b, op) = (oparg_field(oparg, 0), oparg_field(oparg, 1));
                    let b = if o == Opcode::BinaryOpFast {
                        local(b)?
                    } else {
                        format::repr(info.consts.get(b as usize)?)
                    };
                    Some(format!("{} {b}", nb::symbol(op)))
                }
                // Fields: the right operand, the operator, whether to jump when true.
                Opcode::BinaryOpFastJump | Opcode::BinaryOpConstJump => {
                    let b = oparg_field(oparg, 0);
                    let b = if o == Opcode::BinaryOpFastJump {
                        local(b)?
                    } else {
                        format::repr(info.consts.get(b as usize)?)
                    };
                    Some(format!(
                        "if {} {b} is {}",
                        nb::symbol(oparg_field(oparg, 1)),
                        when_word(oparg_field(oparg, 2))
                    ))
                }
                Opcode::CompareOp => Some(cmp::symbol(oparg).to_string()),
                // Fields: the constant, the comparison.
                Opcode::CompareConst => Some(format!(
                    "{} {}",
                    cmp::symbol(oparg_field(oparg, 1)),
                    format::repr(info.consts.get(oparg_field(oparg, 0) as usize)?)
                )),
                // The branch byte is the last field; before it, the operands the fields name.
                Opcode::CompareJump
                | Opcode::CompareFastJump
                | Opcode::CompareConstJump
                | Opcode::CompareFastFastJump
                | Opcode::CompareFastConstJump => {
                    let field = |k| oparg_field(oparg, k);
                    let konst = |k| info.consts.get(field(k) as usize).map(format::repr);
                    let (operands, branch) = match o {
                        Opcode::CompareJump => (("".to_string(), String::new()), field(0)),
                        Opcode::CompareFastJump => (("".to_string(), local(field(0))?), field(1)),
                        Opcode::CompareConstJump => (("".to_string(), konst(0)?), field(1)),
                        Opcode::CompareFastFastJump => {
                            ((local(field(0))?, local(field(1))?), field(2))
                        }
                        _ => ((local(field(0))?, konst(1)?), field(2)),
                    };
                    let (op, when) = outcome::decode(branch);
                    let test = [operands.0, cmp::symbol(op).to_string(), operands.1]
                        .into_iter()
                        .filter(|t| !t.is_empty())
                        .collect::<Vec<_>>()
                        .join(" ");
                    Some(format!(
                        "if {test} is {}",
                        if when { "true" } else { "false" }
                    ))
                }
                Opcode::ContainsOp => Some(if oparg == 1 { "not in" } else { "in" }.to_string()),
                // Fields: the global's symbol, 1 for `not in`.
                Opcode::ContainsGlobal => {
                    let global = machine.names.get(oparg_field(oparg, 0) as usize)?;
                    let test = if oparg_field(oparg, 1) == 1 {
                        "not in"
                    } else {
                        "in"
                    };
                    Some(format!("{test} {global}"))
                }
                Opcode::IsOp => Some(if oparg == 1 { "is not" } else { "is" }.to_string()),
                // Field 0: 1 to jump when the value is `None`, 0 when it is not.
                Opcode::NoneJump => Some(format!(
                    "if is {}None",
                    if oparg_field(oparg, 0) == 1 {
                        ""
                    } else {
                        "not "
                    }
                )),
                // The items a sequence pattern wants, twice, plus one with a star.
                Opcode::MatchSequence => Some(format!(
                    "len {} {}",
                    if oparg & 1 == 1 { ">=" } else { "==" },
                    oparg >> 1
                )),
                Opcode::LoadMethod => info.names.get(oparg as usize).map(|n| n.to_string()),
                // Fields: the container, the key, the constant.
                Opcode::StoreSubscrFastFastConst => {
                    let value = info.consts.get(oparg_field(oparg, 2) as usize)?;
                    Some(format!(
                        "{}[{}] = {}",
                        local(oparg_field(oparg, 0))?,
                        local(oparg_field(oparg, 1))?,
                        format::repr(value)
                    ))
                }
                Opcode::LoadMethodFast => local_method(oparg),
                // Fields: the local, the two attribute names.
                Opcode::LoadAttrFastAttr => local_method(oparg).and_then(|m| {
                    Some(format!(
                        "{m}.{}",
                        info.names.get(oparg_field(oparg, 2) as usize)?
                    ))
                }),
                // Fields: the global's symbol, the method name.
                Opcode::LoadMethodGlobal => {
                    let global = machine.names.get(oparg_field(oparg, 0) as usize)?;
                    let method = info.names.get(oparg_field(oparg, 1) as usize)?;
                    Some(format!("{global}.{method}"))
                }
                Opcode::CallMethodFastPop => local_method(oparg).map(|m| m + "(...)"),
                // Fields: the container local, whether to jump when the item is true.
                Opcode::SubscrFastJump => Some(format!(
                    "if {}[...] is {}",
                    local(oparg_field(oparg, 0))?,
                    when_word(oparg_field(oparg, 1))
                )),
                Opcode::MakeFunction => info
                    .functions
                    .get(oparg as usize)
                    .map(|f| f.name.to_string()),
                _ => {
                    let _ = name;
                    None
                }
            }
        });
        out.push_str(&text);
        out.push('\n');
    }
    out
}
