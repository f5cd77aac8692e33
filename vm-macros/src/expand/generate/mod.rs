//! Stage 3: emit the instruction set from the validated model.
//!
//! `tables` emits the opcode enum, metadata and format hash, `exec` the dispatch loop,
//! `specializer` the per-family specializers; this module assembles them.

mod exec;
mod specializer;
mod tables;

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::model::Model;
use super::parse::{Entry, ParamKind, Parsed, Role, StackTy};

/// The types named in the module attribute, with defaults filled in.
pub struct Types {
    pub value: TokenStream,
    pub context: TokenStream,
    pub error: TokenStream,
    pub extra: TokenStream,
    pub callee: TokenStream,
    pub generator: TokenStream,
}

impl Types {
    pub fn of(parsed: &Parsed) -> Types {
        let a = &parsed.args;
        let value = &a.value;
        Types {
            value: quote!(#value),
            context: a
                .context
                .as_ref()
                .map(|t| quote!(#t))
                .unwrap_or_else(|| quote!(())),
            error: a
                .error
                .as_ref()
                .map(|t| quote!(#t))
                .unwrap_or_else(|| quote!(::core::convert::Infallible)),
            extra: a
                .code
                .as_ref()
                .map(|t| quote!(#t))
                .unwrap_or_else(|| quote!(())),
            callee: a
                .callee
                .as_ref()
                .map(|t| quote!(#t))
                .unwrap_or_else(|| quote!(::std::sync::Arc<::vm_core::Code<Isa>>)),
            generator: a
                .generator
                .as_ref()
                .map(|t| quote!(#t))
                .unwrap_or_else(|| quote!(())),
        }
    }
}

/// The module with the user's items (inert attributes removed) followed by `body`.
pub fn wrap_module(parsed: &Parsed, body: TokenStream) -> TokenStream {
    let attrs = &parsed.module_attrs;
    let vis = &parsed.vis;
    let ident = &parsed.ident;
    let items = &parsed.items;
    let ops = parsed.ops.iter().map(|o| {
        let func = &o.func;
        // Ops are the bodies of the dispatch loop's arms: inlined, their results stay in
        // registers (measured: about 2x on loops without it). An op with its own
        // `#[inline(..)]` keeps it: a cold body (a generic op that runs until its site
        // specializes) inlined into the loop can worsen the register allocation of every
        // arm, and `#[inline(never)]` is how its author keeps it out.
        let own_inline = func.attrs.iter().any(|a| a.path().is_ident("inline"));
        let inline = (!own_inline).then(|| quote!(#[inline(always)]));
        // Parameters of a specialization may exist only for its guards and cache fills.
        match o.role {
            Role::Op => quote!(#inline #func),
            _ => quote!(#inline #[allow(unused_variables)] #func),
        }
    });
    quote! {
        #(#attrs)*
        #vis mod #ident {
            #(#items)*
            #(
                #[allow(clippy::too_many_arguments)]
                #ops
            )*
            #body
        }
    }
}

/// Everything generated for a valid instruction set.
pub fn generate(parsed: &Parsed, model: &Model) -> TokenStream {
    let types = Types::of(parsed);
    let tables = tables::tables(parsed, model);
    let isa = isa_impl(parsed, model, &types);
    let specializers = specializer::specializers(parsed, model, &types);
    let exec = exec::execute(parsed, model, &types);
    let asserts = type_asserts(parsed);
    quote! {
        #tables
        #isa
        #specializers
        #exec
        #asserts
    }
}

/// Stand-ins after an error: the names users refer to exist, so the only errors they see
/// are the real ones.
///
/// Everything `generate` emits that other code names is here with the same shape: the
/// `Opcode` enum (with a variant for every definition, rejected ones included) and its
/// methods, `OPS`, `FORMAT_HASH`, `Isa`, the `Thread`, `Code` and `Builder` aliases, the
/// cache structs of specializations and `for_each_op!`. Bodies are never run (the crate
/// does not compile), so they are `unreachable!()`.
pub fn fallback(parsed: &Parsed) -> TokenStream {
    let mut names: Vec<String> = Vec::new();
    let defined = parsed.order.iter().filter_map(|e| match *e {
        Entry::Op(i) if !matches!(parsed.ops[i].role, Role::Specializer(_)) => {
            Some(parsed.ops[i].name().to_string())
        }
        Entry::Macro(m) => Some(parsed.macros[m].name.to_string()),
        _ => None,
    });
    let rejected = parsed
        .rejected
        .iter()
        .filter(|r| r.instruction)
        .map(|r| r.name.to_string());
    let mut variants: Vec<Ident> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for name in defined.chain(rejected) {
        let camel = super::names::camel(&name);
        if seen.insert(camel.clone()) {
            variants.push(format_ident!("{}", camel));
            names.push(super::names::screaming(&name));
        }
    }
    let count = variants.len();
    let opcodes: Vec<u16> = (0..count).map(|i| i as u16).collect();

    // Without usable attribute types (or without any definition to check them against),
    // stand-ins keep the trait impl from failing a second time.
    let stand_in = !parsed.types_ok
        || (parsed.ops.is_empty() && parsed.macros.is_empty() && parsed.rejected.is_empty());
    let (value, context, error, extra, callee, generator, stand_in_value) = if stand_in {
        (
            quote!(__VmStandInValue),
            quote!(()),
            quote!(::core::convert::Infallible),
            quote!(()),
            quote!(::std::sync::Arc<::vm_core::Code<Isa>>),
            quote!(()),
            quote! {
                /// Stands in for the value type (the module attribute has errors).
                #[doc(hidden)]
                #[derive(Default)]
                pub struct __VmStandInValue;
                impl ::vm_core::VmValue for __VmStandInValue {
                    fn type_name(&self) -> &'static str {
                        ::core::unreachable!()
                    }
                }
            },
        )
    } else {
        let Types {
            value,
            context,
            error,
            extra,
            callee,
            generator,
        } = Types::of(parsed);
        (
            value,
            context,
            error,
            extra,
            callee,
            generator,
            TokenStream::new(),
        )
    };

    // The cache structs of specializations, rejected ones included, so code reading
    // caches still resolves.
    let accepted = parsed
        .ops
        .iter()
        .filter(|op| matches!(op.role, Role::Specialize(_)))
        .map(|op| {
            let fields = op
                .params
                .iter()
                .filter_map(|p| match &p.kind {
                    ParamKind::Cache { ty, .. } => Some((
                        p.name.clone(),
                        syn::parse_str(&ty.name).expect("cache types are primitive"),
                    )),
                    _ => None,
                })
                .collect();
            (op.name(), fields)
        });
    let rejected_specs = parsed
        .rejected
        .iter()
        .map(|r| (&r.name, r.cache_fields.clone()));
    let cache_structs = accepted
        .chain(rejected_specs)
        .filter(|(_, fields)| !fields.is_empty())
        .map(|(name, fields)| stand_in_cache(name, fields));
    let export = parsed.args.export_macro.as_ref().map(|name| {
        quote! {
            #[macro_export]
            #[doc(hidden)]
            macro_rules! #name { ($callback:ident) => {}; }
        }
    });
    let guard_checks = (!stand_in).then(|| guard_type_checks(parsed, &value));
    let name = parsed.ident.to_string();
    quote! {
        /// Opcodes (a stand-in: the instruction set has errors).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode { #(#variants,)* }
        impl Opcode {
            /// Number of opcodes.
            pub const COUNT: usize = #count;
            /// Every opcode.
            pub const ALL: [Opcode; #count] = [#(Opcode::#variants),*];
            /// The opcode numbered `op` (a stand-in).
            pub const fn from_u16(_op: u16) -> ::core::option::Option<Opcode> {
                ::core::unreachable!()
            }
            /// The opcode numbered `byte` (a stand-in).
            pub const fn from_u8(_byte: u8) -> ::core::option::Option<Opcode> {
                ::core::unreachable!()
            }
            /// The instruction's name.
            pub const fn name(self) -> &'static str {
                match self {
                    #(Opcode::#variants => #names,)*
                }
            }
            /// The instruction's metadata (a stand-in).
            pub const fn info(self) -> &'static ::vm_core::OpInfo {
                ::core::unreachable!()
            }
            /// The deopt map (a stand-in).
            pub const fn base(self) -> Opcode {
                self
            }
        }
        impl ::core::convert::From<Opcode> for u16 {
            fn from(op: Opcode) -> u16 {
                match op {
                    #(Opcode::#variants => #opcodes,)*
                }
            }
        }
        impl ::core::convert::TryFrom<u16> for Opcode {
            type Error = u16;
            fn try_from(op: u16) -> ::core::result::Result<Opcode, u16> {
                ::core::result::Result::Err(op)
            }
        }
        impl ::core::fmt::Display for Opcode {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.name())
            }
        }
        /// Opcode metadata (empty: the instruction set has errors).
        pub const OPS: &[::vm_core::OpInfo] = &[];
        /// Format hash (zero: the instruction set has errors).
        pub const FORMAT_HASH: u64 = 0;
        #stand_in_value
        /// The instruction set (a stand-in: the definition has errors).
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct Isa;
        impl ::vm_core::InstructionSet for Isa {
            type Value = #value;
            type Context = #context;
            type Error = #error;
            type Extra = #extra;
            type Callee = #callee;
            type Generator = #generator;
            const NAME: &'static str = #name;
            const FORMAT_HASH: u64 = 0;
            const OPS: &'static [::vm_core::OpInfo] = &[];
            const BACKOFF: ::vm_core::BackoffConfig = ::vm_core::BackoffConfig::CPYTHON;
            unsafe fn execute(
                _thread: &mut ::vm_core::Thread<Self>,
                _ctx: &mut Self::Context,
                _floor: usize,
            ) -> ::core::result::Result<Self::Value, ::vm_core::VmError<Self>> {
                ::core::unreachable!()
            }
        }
        /// A thread that runs this instruction set.
        pub type Thread = ::vm_core::Thread<Isa>;
        /// Code of this instruction set.
        pub type Code = ::vm_core::Code<Isa>;
        /// A builder of this instruction set's code.
        pub type Builder = ::vm_core::Builder<Isa>;
        #(#cache_structs)*
        #guard_checks
        #[allow(unused_macros)]
        macro_rules! for_each_op { ($callback:ident) => {}; }
        #[allow(unused_imports)]
        pub(crate) use for_each_op;
        #export
    }
}

/// Primitive types a stand-in cache struct may hold and still be `Copy`.
const COPY_PRIMITIVES: [&str; 16] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32",
    "f64", "bool", "char",
];

/// The stand-in cache struct of specialization `name`: its fields as written, and the
/// derived traits of the real one implemented without bounds (a field's type may be one
/// that was rejected, such as `String`). `Copy` only when every field type is a primitive.
fn stand_in_cache(name: &Ident, fields: Vec<(Ident, syn::Type)>) -> TokenStream {
    let ident = format_ident!("{}Cache", super::names::camel(&name.to_string()));
    let copy = fields
        .iter()
        .all(|(_, ty)| COPY_PRIMITIVES.contains(&super::parse::type_key(ty).as_str()));
    let copy = copy.then(|| quote!(impl ::core::marker::Copy for #ident {}));
    let (names, tys): (Vec<_>, Vec<_>) = fields.into_iter().unzip();
    quote! {
        /// An inline cache (a stand-in: the instruction set has errors).
        pub struct #ident {
            #(pub #names: #tys,)*
        }
        impl ::core::clone::Clone for #ident {
            fn clone(&self) -> Self {
                ::core::unreachable!()
            }
        }
        #copy
        impl ::core::fmt::Debug for #ident {
            fn fmt(&self, _f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::unreachable!()
            }
        }
        impl ::core::cmp::PartialEq for #ident {
            fn eq(&self, _other: &Self) -> bool {
                ::core::unreachable!()
            }
        }
        impl #ident {
            /// Reads the cache of the instruction at `ip` (a stand-in).
            pub fn load(_code: &::vm_core::Code<Isa>, _ip: usize) -> Self {
                ::core::unreachable!()
            }
        }
    }
}

/// The guard types of the accepted specializations, checked as the generated guards
/// would check them (`generate` does it in the guards themselves). Emitted with the
/// stand-ins so that a type without a `Guard` / `RefGuard` impl is reported in the same
/// build as the macro's own errors, not only once they are fixed.
fn guard_type_checks(parsed: &Parsed, value: &TokenStream) -> TokenStream {
    let checks = parsed
        .ops
        .iter()
        .filter(|op| matches!(op.role, Role::Specialize(_)))
        .flat_map(|op| &op.params)
        .filter_map(|p| match &p.kind {
            ParamKind::Stack(StackTy::Guard(t)) => Some(specializer::guard_fn(
                t,
                quote!(Guard),
                quote!(guard),
                value,
            )),
            ParamKind::Stack(StackTy::RefGuard(t)) => Some(specializer::guard_fn(
                t,
                quote!(RefGuard),
                quote!(guard_ref),
                value,
            )),
            _ => None,
        });
    quote! {
        /// Checks the specializations' guard types (a stand-in: the instruction set has
        /// errors).
        #[allow(dead_code, clippy::all)]
        fn __vm_guard_types() {
            #(let _ = #checks;)*
        }
    }
}

fn isa_impl(parsed: &Parsed, model: &Model, types: &Types) -> TokenStream {
    let Types {
        value,
        context,
        error,
        extra,
        callee,
        generator,
    } = types;
    let name = parsed.ident.to_string();
    let hash = model.format_hash;
    let bits = model.opcode_bits;
    let a = &parsed.args;
    let wv = a.warmup_value.unwrap_or(1);
    let wb = a.warmup_backoff.unwrap_or(1);
    let cv = a.cooldown_value.unwrap_or(52);
    let cb = a.cooldown_backoff.unwrap_or(0);
    let doc = format!(
        "The `{name}` instruction set: implements [`vm_core::InstructionSet`] for the generated dispatch loop and tables."
    );
    let catch = parsed.catch.as_ref().map(|c| {
        let f = &c.name;
        let args = c.params.iter().map(|p| match p {
            Some(true) => quote!(&mut *ctx),
            Some(false) => quote!(&*ctx),
            None => quote!(error),
        });
        quote! {
            #[inline]
            fn catch(
                ctx: &mut Self::Context,
                error: ::vm_core::VmError<Self>,
            ) -> ::core::result::Result<Self::Value, ::vm_core::VmError<Self>> {
                #f(#(#args),*)
            }
        }
    });
    quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct Isa;

        impl ::vm_core::InstructionSet for Isa {
            type Value = #value;
            type Context = #context;
            type Error = #error;
            type Extra = #extra;
            type Callee = #callee;
            type Generator = #generator;
            const NAME: &'static str = #name;
            const FORMAT_HASH: u64 = #hash;
            const OPS: &'static [::vm_core::OpInfo] = OPS;
            const BACKOFF: ::vm_core::BackoffConfig = ::vm_core::BackoffConfig {
                warmup: ::vm_core::Backoff::new(#wv, #wb),
                cooldown: ::vm_core::Backoff::new(#cv, #cb),
            };
            const OPCODE_BITS: u32 = #bits;
            #[inline]
            unsafe fn execute(
                thread: &mut ::vm_core::Thread<Self>,
                ctx: &mut Self::Context,
                floor: usize,
            ) -> ::core::result::Result<Self::Value, ::vm_core::VmError<Self>> {
                // SAFETY: the caller's promise is the loop's.
                unsafe { __vm_execute(thread, ctx, floor) }
            }
            #catch
        }

        /// A thread that runs this instruction set.
        pub type Thread = ::vm_core::Thread<Isa>;
        /// Code of this instruction set.
        pub type Code = ::vm_core::Code<Isa>;
        /// A builder of this instruction set's code.
        pub type Builder = ::vm_core::Builder<Isa>;
    }
}

/// Compile-time checks that the attribute's types fit, reported at the user's tokens.
///
/// Nothing needs emitting: the generated `impl InstructionSet` names each type with the
/// user's own tokens (`type Value = #value;`), so rustc reports a type that does not fit
/// (`VmValue` not implemented, unsized, unknown) there, once, at those tokens. A separate
/// assertion would only repeat that error. `VmValue` carries
/// `#[diagnostic::on_unimplemented]`, so the message names the trait to implement.
fn type_asserts(_parsed: &Parsed) -> TokenStream {
    TokenStream::new()
}
