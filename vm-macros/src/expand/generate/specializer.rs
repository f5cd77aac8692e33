//! Guards and specializers. A specialization's guards are its parameter types (`i64`
//! through `Guard`, `&Set` through `RefGuard`) and its `#[guard(..)]` conditions, which may
//! read its cache fields. The generated specializer of a family tries the members' guards
//! in declaration order on the live operands, fills the winner's cache and rewrites the
//! opcode in place; on failure it backs the counter off.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};

use super::super::model::{Instr, InstrKind, Model};
use super::super::parse::{OpDef, ParamKind, Parsed, StackTy};
use super::Types;

/// Where the names a guard block binds come from.
pub struct Scope<'a> {
    /// The value type (the `V` of `Guard<V>` and `RefGuard<V>`).
    pub value: TokenStream,
    /// The context, as `&Context`.
    pub ctx: TokenStream,
    /// The code's data, as `&Extra`.
    pub extra: TokenStream,
    /// The k-th scalar operand, as `&Value`.
    pub operand: &'a dyn Fn(usize) -> TokenStream,
    /// The variadic operands, as `&[Value]`.
    pub slice: TokenStream,
    /// The slot a `#[local]` parameter (of the oparg or of a field) reads, as `&Value`
    /// (guards and fills may read it).
    pub local: &'a dyn Fn(Option<u8>) -> TokenStream,
    /// Unit offset of the first immediate from the instruction's unit.
    pub imm_base: usize,
    /// In the specializer: cache fields are filled (not loaded) and failures say why.
    pub specializing: bool,
}

/// The names a guard block yields, in order: guarded operands (`__vm_g{k}`, except those
/// of the value type itself, which are not guarded) then cache fields (`__vm_c_{name}`).
pub fn bound_names(spec: &OpDef) -> Vec<proc_macro2::Ident> {
    let mut names = Vec::new();
    let mut k: usize = 0;
    for p in &spec.params {
        if let ParamKind::Stack(ty) = &p.kind {
            if !matches!(ty, StackTy::Value) {
                names.push(format_ident!("__vm_g{}", k));
            }
            k += 1;
        }
    }
    for p in &spec.params {
        if let ParamKind::Cache { .. } = p.kind {
            names.push(format_ident!("__vm_c_{}", p.name.to_string()));
        }
    }
    names
}

/// `let` statements binding the user's parameter names (for guard and fill expressions).
/// Cache fields are bound only once known (`caches_known` of them).
fn user_bindings(spec: &OpDef, scope: &Scope, caches_known: usize) -> TokenStream {
    let mut out = TokenStream::new();
    let mut k: usize = 0;
    let mut caches = 0;
    for p in &spec.params {
        let name = &p.name;
        let ty = &p.ty;
        out.extend(match &p.kind {
            ParamKind::Stack(st) => {
                let g = format_ident!("__vm_g{}", k);
                let operand = (scope.operand)(k);
                k += 1;
                match st {
                    StackTy::Value => quote!(let #name = #operand;),
                    StackTy::Guard(_) => quote!(let #name: #ty = #g;),
                    StackTy::RefGuard(_) => quote!(let #name: #ty = #g;),
                }
            }
            ParamKind::Variadic { .. } => {
                let slice = &scope.slice;
                quote!(let #name = #slice;)
            }
            // The interpreter is made just before the op runs; its guards and fills read
            // the context it will hold as `ctx`.
            ParamKind::Interp => {
                let ctx = &scope.ctx;
                quote!(let ctx = #ctx; let _ = &ctx;)
            }
            // Written by the op itself, or made just before it runs: nothing a guard or a
            // fill could read yet.
            ParamKind::Outputs { .. }
            | ParamKind::Frame
            | ParamKind::Callee
            | ParamKind::Locals { .. } => continue,
            ParamKind::Oparg { field, .. } => {
                let oparg = super::exec::oparg(*field);
                quote!(let #name: u32 = #oparg;)
            }
            ParamKind::Code => {
                let extra = &scope.extra;
                quote!(let #name = #extra;)
            }
            ParamKind::Context { .. } => {
                let ctx = &scope.ctx;
                quote!(let #name = #ctx;)
            }
            ParamKind::Cache { .. } => {
                caches += 1;
                if caches > caches_known {
                    continue;
                }
                // A string, not the user's ident: generated names share one hygiene
                // context even when the user's tokens come from another macro.
                let c = format_ident!("__vm_c_{}", name.to_string());
                quote!(let #name: #ty = #c;)
            }
            ParamKind::Local { field, .. } => {
                let local = (scope.local)(*field);
                quote!(let #name = #local;)
            }
            ParamKind::Imm { index, .. } => {
                let imm = super::exec::imm(scope.imm_base, *index, scope.specializing);
                quote!(let #name: u32 = #imm;)
            }
        });
    }
    out
}

/// The path of a guard parameter's conversion, `<T as Guard<Value>>::guard`, spanned at
/// the parameter's type: a type without the impl is reported there (with the trait's
/// `on_unimplemented` text), not at the module attribute.
pub fn guard_fn(
    ty: &syn::Type,
    tr: TokenStream,
    f: TokenStream,
    value: &TokenStream,
) -> TokenStream {
    let span = syn::spanned::Spanned::span(ty);
    quote_spanned!(span=> <#ty as ::vm_core::#tr<#value>>::#f)
}

/// An expression of type `Option<(bound names..)>`: `Some` when every guard holds.
pub fn guard_block(spec: &OpDef, instr: &Instr, scope: &Scope) -> TokenStream {
    let spec_name = spec.name().to_string();
    let fail = |why: Option<String>| match (scope.specializing, why) {
        (true, Some(why)) => quote! {{
            if __vm_why.is_none() { __vm_why = ::core::option::Option::Some(#why); }
            break '__vm_g ::core::option::Option::None;
        }},
        _ => quote!(break '__vm_g ::core::option::Option::None),
    };
    let mut out = TokenStream::new();
    let mut k: usize = 0;
    for p in &spec.params {
        let ParamKind::Stack(st) = &p.kind else {
            continue;
        };
        let g = format_ident!("__vm_g{}", k);
        let operand = (scope.operand)(k);
        k += 1;
        let none = fail(None);
        out.extend(match st {
            StackTy::Value => quote!(),
            StackTy::Guard(t) => {
                let check = guard_fn(t, quote!(Guard), quote!(guard), &scope.value);
                quote! {
                let #g: #t = match #check(#operand) {
                    ::core::option::Option::Some(v) => v,
                    ::core::option::Option::None => #none,
                };
                }
            }
            StackTy::RefGuard(t) => {
                let check = guard_fn(t, quote!(RefGuard), quote!(guard_ref), &scope.value);
                quote! {
                let #g: &#t = match #check(#operand) {
                    ::core::option::Option::Some(v) => v,
                    ::core::option::Option::None => #none,
                };
                }
            }
        });
    }
    let mut known = 0;
    for p in &spec.params {
        let ParamKind::Cache { ty, fill } = &p.kind else {
            continue;
        };
        let c = format_ident!("__vm_c_{}", p.name.to_string());
        let t: syn::Type = syn::parse_str(&ty.name).expect("primitive cache type");
        let field = instr
            .cache_fields
            .iter()
            .find(|f| p.name == f.name)
            .expect("laid out");
        let offset = field.offset as usize;
        if scope.specializing {
            let bindings = user_bindings(spec, scope, known);
            let why = fail(Some(format!(
                "{spec_name}: cache fill `{}` found nothing",
                p.name
            )));
            out.extend(quote! {
                let #c: #t = {
                    #bindings
                    #[allow(clippy::redundant_closure_call)]
                    let __vm_filled = (|| -> ::core::option::Option<#t> { ::core::option::Option::Some(#fill) })();
                    match __vm_filled {
                        ::core::option::Option::Some(v) => v,
                        ::core::option::Option::None => #why,
                    }
                };
            });
        } else {
            // In the loop, the index comes from the instruction pointer (see `exec.rs`).
            let ip = if scope.specializing {
                quote!(__vm_ip)
            } else {
                quote!(__vm_ip!())
            };
            out.extend(quote! {
                // SAFETY (of the emitted block): the verifier checked that the
                // instruction and its whole cache lie within the code.
                let #c: #t = unsafe { <#t as ::vm_core::CacheValue>::load_unchecked(__vm_units, #ip + 1 + #offset) };
            });
        }
        known += 1;
    }
    if !spec.guards.is_empty() {
        let bindings = user_bindings(spec, scope, known);
        let checks = spec.guards.iter().map(|g| {
            let text = quote!(#g).to_string();
            let why = fail(Some(format!("{spec_name}: guard `{text}` failed")));
            quote! { if !(#g) { #why } }
        });
        out.extend(quote! {{
            #bindings
            #(#checks)*
        }});
    }
    let names = bound_names(spec);
    quote! {
        ('__vm_g: {
            #out
            ::core::option::Option::Some((#(#names,)*))
        })
    }
}

// SAFETY (of the `unsafe` blocks the specializers emit: opcode rewrites, counter and
// cache-field stores): a specializer is an `unsafe fn` whose caller, the dispatch loop,
// passes `__vm_ip` of an instruction of this family as it executes it. So `__vm_ip` is an
// instruction start (not an immediate), the rewrite stays within the family, and the
// counter and cache fields are at the offsets this family's layout gives its cache.

/// One specializer function per family.
pub fn specializers(parsed: &Parsed, model: &Model, types: &Types) -> TokenStream {
    let Types {
        value,
        context,
        extra,
        ..
    } = types;
    let mut out = TokenStream::new();
    for family in &model.families {
        let g_instr = &model.instrs[family.generic];
        let InstrKind::Generic { op: gop, .. } = g_instr.kind else {
            unreachable!()
        };
        let generic = &parsed.ops[gop];
        let g_lit = family.generic as u16;
        let fn_name = format_ident!("__vm_specialize_{}", generic.name());
        let scalars = generic
            .params
            .iter()
            .filter(|p| matches!(p.kind, ParamKind::Stack(_)))
            .count();
        let operands: Vec<_> = (0..scalars).map(|k| format_ident!("__vm_s{}", k)).collect();
        let variadic = generic
            .params
            .iter()
            .any(|p| matches!(p.kind, ParamKind::Variadic { .. }));
        let slice_param = if variadic {
            quote!(__vm_var: &[#value],)
        } else {
            quote!()
        };
        // One reference per local slot the generic reads, as `operand_refs` passes them.
        let local_names: Vec<_> = generic
            .params
            .iter()
            .filter_map(|p| match p.kind {
                ParamKind::Local { field, .. } => Some(super::exec::local_ref_name(field)),
                _ => None,
            })
            .collect();
        let local_param = quote!(#(#local_names: &#value,)*);
        let hook_call = family.hook.map(|h| {
            let hook = &parsed.ops[h];
            let f = hook.name();
            let mut k: usize = 0;
            let args = hook.params.iter().map(|p| match &p.kind {
                ParamKind::Stack(_) => {
                    let s = &operands[k];
                    k += 1;
                    quote!(#s)
                }
                ParamKind::Variadic { .. } => quote!(__vm_var),
                ParamKind::Oparg { field, .. } => super::exec::oparg(*field),
                ParamKind::Code => quote!(__vm_extra),
                ParamKind::Context { .. } => quote!(__vm_ctx),
                _ => quote!(::core::unreachable!()),
            });
            quote! { let __vm_choice: ::core::option::Option<Opcode> = #f(#(#args),*); }
        });
        let members = family.members.iter().map(|&m| {
            let instr = &model.instrs[m];
            let InstrKind::Specialized { op, .. } = instr.kind else { unreachable!() };
            let spec = &parsed.ops[op];
            let m_lit = m as u16;
            let variant = format_ident!("{}", instr.variant);
            let block = guard_block(
                spec,
                instr,
                &Scope {
                    value: value.clone(),
                    ctx: quote!(__vm_ctx),
                    extra: quote!(__vm_extra),
                    operand: &|k| {
                        let s = format_ident!("__vm_s{}", k);
                        quote!(#s)
                    },
                    slice: quote!(__vm_var),
                    local: &|field| {
                        let name = super::exec::local_ref_name(field);
                        quote!(#name)
                    },
                    imm_base: 1 + g_instr.cache_units as usize,
                    specializing: true,
                },
            );
            let names = bound_names(spec);
            let stores = instr.cache_fields.iter().map(|f| {
                let c = format_ident!("__vm_c_{}", f.name);
                let t: syn::Type = syn::parse_str(&f.ty).expect("primitive cache type");
                let offset = f.offset as usize;
                quote!(unsafe { <#t as ::vm_core::CacheValue>::store(#c, __vm_units, __vm_ip + 1 + #offset) };)
            });
            let chosen = if family.hook.is_some() {
                quote!(__vm_choice == ::core::option::Option::Some(Opcode::#variant))
            } else {
                quote!(true)
            };
            quote! {
                if #chosen {
                    if let ::core::option::Option::Some((#(#names,)*)) = #block {
                        #(#stores)*
                        unsafe { ::vm_core::code::rewrite_opcode::<Isa>(__vm_units, __vm_ip, #m_lit) };
                        unsafe { ::vm_core::code::set_counter(__vm_units, __vm_ip, <Isa as ::vm_core::InstructionSet>::BACKOFF.cooldown) };
                        __vm_stats.spec_success(#g_lit);
                        if __vm_from != #g_lit && __vm_from != #m_lit {
                            __vm_stats.deopt(__vm_from);
                        }
                        return;
                    }
                }
            }
        });
        let doc = format!(
            "The specializer of the `{}` family: tries its specializations in declaration order.",
            g_instr.name
        );
        out.extend(quote! {
            #[doc = #doc]
            ///
            /// # Safety
            /// `__vm_ip` is the instruction of this family that the dispatch loop is
            /// executing in `__vm_units` (the specializer writes its inline cache).
            #[cold]
            #[inline(never)]
            #[allow(unused_variables, unused_mut, unreachable_code, unsafe_code, clippy::all)]
            unsafe fn #fn_name(
                __vm_units: &::vm_core::code::Units,
                __vm_ip: usize,
                __vm_stats: &mut ::vm_core::stats::Stats,
                __vm_ctx: &#context,
                __vm_extra: &#extra,
                __vm_oparg: u32,
                #(#operands: &#value,)*
                #slice_param
                #local_param
                __vm_from: u16,
            ) {
                let mut __vm_why: ::core::option::Option<&'static str> = ::core::option::Option::None;
                #hook_call
                #(#members)*
                __vm_stats.spec_failure(#g_lit, || match __vm_why {
                    ::core::option::Option::Some(why) => ::std::string::ToString::to_string(why),
                    ::core::option::Option::None => {
                        let kinds: &[&str] = &[#(::vm_core::VmValue::type_name(#operands)),*];
                        ::std::format!("no specialization for ({})", kinds.join(", "))
                    }
                });
                if __vm_from != #g_lit {
                    __vm_stats.deopt(__vm_from);
                }
                unsafe { ::vm_core::code::rewrite_opcode::<Isa>(__vm_units, __vm_ip, #g_lit) };
                unsafe { ::vm_core::code::set_counter(__vm_units, __vm_ip, ::vm_core::code::counter(__vm_units, __vm_ip).restart()) };
            }
        });
    }
    out
}
