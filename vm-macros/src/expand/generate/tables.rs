//! The opcode enum, the metadata table, cache structs, the format hash and `for_each_op!`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::super::model::{InstrKind, Model};
use super::super::parse::Parsed;

pub fn tables(parsed: &Parsed, model: &Model) -> TokenStream {
    let n = model.instrs.len();
    let variants: Vec<_> = model
        .instrs
        .iter()
        .map(|i| format_ident!("{}", i.variant))
        .collect();
    // Unsuffixed: the enum's representation is `u8` or `u16`, by the set's width.
    let opcodes: Vec<proc_macro2::Literal> = (0..n)
        .map(|i| proc_macro2::Literal::u16_unsuffixed(i as u16))
        .collect();
    let docs: Vec<String> = model
        .instrs
        .iter()
        .map(|i| {
            let what = match &i.kind {
                InstrKind::Plain { .. } => format!("`{}`: runs `{}`.", i.name, i.uops[0]),
                InstrKind::Generic { .. } => format!("`{}`: the adaptive generic instruction of its family (runs `{}`).", i.name, i.uops[0]),
                InstrKind::Specialized { family, .. } => format!(
                    "`{}`: specialization of `{}` (runs `{}`; deopts to the generic op when its guards fail).",
                    i.name, model.instrs[model.families[*family].generic].name, i.uops[0]
                ),
                InstrKind::Macro { .. } => format!("`{}`: macro instruction of uops `{}` sharing one oparg.", i.name, i.uops.join(" + ")),
                InstrKind::Super { .. } => format!("`{}`: superinstruction fusing `{}` in place.", i.name, i.uops.join(" + ")),
            };
            if i.doc.is_empty() { what } else { format!("{what}\n\n{}", i.doc) }
        })
        .collect();
    let names: Vec<&str> = model.instrs.iter().map(|i| i.name.as_str()).collect();
    let infos = model.instrs.iter().enumerate().map(|(opcode, i)| {
        let opcode = opcode as u16;
        let name = &i.name;
        let inputs = i.inputs;
        let outputs = i.outputs;
        let peak = i.peak;
        let cache_units = i.cache_units;
        let count = |c: Option<super::super::parse::Count>| match c {
            Some(c) => {
                let (p, f) = (c.per_oparg, c.fixed);
                quote!(::core::option::Option::Some(::vm_core::Count { per_oparg: #p, fixed: #f }))
            }
            None => quote!(::core::option::Option::None),
        };
        let variadic = count(i.variadic);
        let variadic_outputs = count(i.variadic_outputs);
        let kind = match &i.kind {
            InstrKind::Plain { .. } | InstrKind::Macro { .. } => quote!(::vm_core::OpKind::Plain),
            InstrKind::Generic { family, .. } => {
                let members = model.families[*family].members.iter().map(|&m| m as u16);
                quote!(::vm_core::OpKind::Generic { members: &[#(#members),*] })
            }
            InstrKind::Specialized { family, .. } => {
                let g = model.families[*family].generic as u16;
                quote!(::vm_core::OpKind::Specialized { generic: #g })
            }
            InstrKind::Super { components } => {
                let c = components.iter().map(|&c| c as u16);
                quote!(::vm_core::OpKind::Super { components: &[#(#c),*] })
            }
        };
        let flags = i.flags.iter().map(|f| format_ident!("{}", f));
        let fields = i.cache_fields.iter().map(|f| {
            let (name, ty, offset, units) = (&f.name, &f.ty, f.offset, f.units);
            quote!(::vm_core::CacheFieldInfo { name: #name, ty: #ty, offset: #offset, units: #units })
        });
        let uops = &i.uops;
        let imms = i.imms;
        quote! {
            ::vm_core::OpInfo {
                name: #name,
                opcode: #opcode,
                inputs: #inputs,
                variadic: #variadic,
                outputs: #outputs,
                variadic_outputs: #variadic_outputs,
                peak: #peak,
                cache_units: #cache_units,
                imms: #imms,
                kind: #kind,
                flags: ::vm_core::OpFlags(0 #(| ::vm_core::OpFlags::#flags.0)*),
                cache_fields: &[#(#fields),*],
                uops: &[#(#uops),*],
            }
        }
    });
    let hash = model.format_hash;
    let hash_doc = format!(
        "Hash of this instruction set's bytecode format (`{hash:#018x}`): opcode numbering, stack effects, cache layouts and unit width. Serialized code carries it; it changes exactly when old bytecode would stop being valid, replacing a hand-bumped magic number."
    );
    let deopt: Vec<u16> = model
        .instrs
        .iter()
        .enumerate()
        .map(|(op, i)| match &i.kind {
            InstrKind::Specialized { family, .. } => model.families[*family].generic as u16,
            InstrKind::Super { components } => components[0] as u16,
            _ => op as u16,
        })
        .collect();
    let deopt_variants: Vec<_> = deopt
        .iter()
        .map(|&d| format_ident!("{}", model.instrs[d as usize].variant))
        .collect();

    let cache_structs = cache_structs(model);
    let for_each = for_each_op(parsed, model);
    let count = n;
    let bits = model.opcode_bits;
    let narrow = bits <= 8;
    let repr = if narrow { quote!(u8) } else { quote!(u16) };
    let byte_conversions = narrow.then(|| {
        quote! {
            impl ::core::convert::From<Opcode> for u8 {
                fn from(op: Opcode) -> u8 {
                    op as u8
                }
            }

            impl ::core::convert::TryFrom<u8> for Opcode {
                type Error = u8;
                fn try_from(byte: u8) -> ::core::result::Result<Opcode, u8> {
                    Opcode::from_u8(byte).ok_or(byte)
                }
            }
        }
    });
    let repr_doc = format!(
        " The opcodes of this instruction set, numbered in declaration order ({n} opcodes; the opcode field of a unit has {bits} bits)."
    );
    quote! {
        #[doc = #repr_doc]
        #[repr(#repr)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode {
            #(
                #[doc = #docs]
                #variants = #opcodes,
            )*
        }

        impl Opcode {
            /// Number of opcodes.
            pub const COUNT: usize = #count;
            /// Every opcode, in numbering order.
            pub const ALL: [Opcode; #count] = [#(Opcode::#variants),*];

            /// The opcode numbered `op`, or `None` if no opcode has that number.
            pub const fn from_u16(op: u16) -> ::core::option::Option<Opcode> {
                match op {
                    #(#opcodes => ::core::option::Option::Some(Opcode::#variants),)*
                    _ => ::core::option::Option::None,
                }
            }

            /// The opcode numbered `byte` (one of the first 256), or `None` if no opcode
            /// has that number.
            pub const fn from_u8(byte: u8) -> ::core::option::Option<Opcode> {
                Opcode::from_u16(byte as u16)
            }

            /// The instruction's `SCREAMING_CASE` name.
            pub const fn name(self) -> &'static str {
                match self {
                    #(Opcode::#variants => #names,)*
                }
            }

            /// The instruction's metadata.
            pub const fn info(self) -> &'static ::vm_core::OpInfo {
                &OPS[self as usize]
            }

            /// The deopt map: the generic instruction of a specialization, the first
            /// component of a superinstruction, the opcode itself otherwise.
            pub const fn base(self) -> Opcode {
                match self {
                    #(Opcode::#variants => Opcode::#deopt_variants,)*
                }
            }
        }

        impl ::core::convert::From<Opcode> for u16 {
            fn from(op: Opcode) -> u16 {
                op as u16
            }
        }

        impl ::core::convert::TryFrom<u16> for Opcode {
            type Error = u16;
            fn try_from(op: u16) -> ::core::result::Result<Opcode, u16> {
                Opcode::from_u16(op).ok_or(op)
            }
        }

        #byte_conversions

        impl ::core::fmt::Display for Opcode {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.name())
            }
        }

        /// Metadata of every opcode (stack effect, cache size, flags, family, uops), indexed
        /// by opcode.
        pub const OPS: &[::vm_core::OpInfo] = &[#(#infos),*];

        #[doc = #hash_doc]
        pub const FORMAT_HASH: u64 = #hash;

        #cache_structs
        #for_each
    }
}

/// One struct per specialization with cache fields, describing its inline cache.
fn cache_structs(model: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for i in &model.instrs {
        if i.cache_fields.is_empty() {
            continue;
        }
        let ident = format_ident!("{}Cache", i.variant);
        let doc = format!(
            "The inline cache of `{}`: after the adaptive counter, {}.",
            i.name,
            i.cache_fields
                .iter()
                .map(|f| format!("`{}: {}` at unit {}", f.name, f.ty, f.offset))
                .collect::<Vec<_>>()
                .join(", ")
        );
        let fields: Vec<_> = i
            .cache_fields
            .iter()
            .map(|f| format_ident!("{}", f.name))
            .collect();
        let tys: Vec<syn::Type> = i
            .cache_fields
            .iter()
            .map(|f| syn::parse_str(&f.ty).expect("cache types are primitive"))
            .collect();
        let offsets: Vec<usize> = i.cache_fields.iter().map(|f| f.offset as usize).collect();
        let field_docs: Vec<String> = i
            .cache_fields
            .iter()
            .map(|f| {
                format!(
                    "Filled when `{}` is specialized; {} unit(s).",
                    i.name, f.units
                )
            })
            .collect();
        out.extend(quote! {
            #[doc = #doc]
            #[derive(Clone, Copy, Debug, PartialEq)]
            pub struct #ident {
                #(#[doc = #field_docs] pub #fields: #tys,)*
            }

            impl #ident {
                /// Reads the cache of the instruction at `ip`.
                pub fn load(code: &::vm_core::Code<Isa>, ip: usize) -> Self {
                    let units = code.units();
                    #ident {
                        #(#fields: <#tys as ::vm_core::CacheValue>::load(units, ip + 1 + #offsets),)*
                    }
                }
            }
        });
    }
    out
}

fn for_each_op(parsed: &Parsed, model: &Model) -> TokenStream {
    let entries = model.instrs.iter().enumerate().map(|(op, i)| {
        let v = format_ident!("{}", i.variant);
        let (op, name, inputs, outputs, cache) = (op as u16, &i.name, i.inputs, i.outputs, i.cache_units);
        quote!(#v { opcode: #op, name: #name, inputs: #inputs, outputs: #outputs, cache_units: #cache })
    });
    let entries: Vec<_> = entries.collect();
    let export = parsed.args.export_macro.as_ref().map(|name| {
        quote! {
            /// Calls `$callback!` with every opcode of the instruction set (see the
            /// module's `for_each_op!`), for crates that depend on this one.
            #[macro_export]
            macro_rules! #name {
                ($callback:ident) => { $callback! { #(#entries)* } };
            }
        }
    });
    quote! {
        /// Calls `$callback! { Variant { opcode: N, name: "NAME", inputs: N, outputs: N, cache_units: N } ... }`
        /// with every opcode, so other code can generate its own tables from the same list.
        #[allow(unused_macros)]
        macro_rules! for_each_op {
            ($callback:ident) => { $callback! { #(#entries)* } };
        }
        #[allow(unused_imports)]
        pub(crate) use for_each_op;
        #export
    }
}
