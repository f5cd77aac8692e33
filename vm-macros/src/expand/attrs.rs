//! The marker attributes of functions and parameters (`#[op]`, `#[specialize(add)]`,
//! `#[oparg(jump)]`, `#[local(field = 1)]`, `#[cache(fill = expr)]`, ...), read with
//! darling: each is a `FromMeta` type, and [`read`] turns darling's errors (an unknown
//! option with its did-you-mean, a duplicate, a value of the wrong kind) into the macro's
//! style: what is wrong, at the tokens that are wrong, then a `help:` line.
//!
//! Attributes whose argument is an expression rather than metas (`#[guard(expr)]`,
//! `#[variadic(count)]`, `#[outputs(count)]`) are parsed as a `syn::Expr` in `parse`; the
//! module attribute, whose values are types, has its own parser there.

use darling::FromMeta;
use darling::ast::NestedMeta;
use darling::util::Flag;
use proc_macro2::Span;
use syn::punctuated::Punctuated;
use syn::{Attribute, Expr, Ident, Lit, Meta, Token};

use super::parse::vm_fields::{BITS as FIELD_BITS, COUNT as FIELDS};
use super::{error_at, error_spanned, text};

/// How an attribute is written, for the hints of its errors.
pub struct Spec {
    /// The attribute's name, `oparg` for `#[oparg(..)]`.
    pub name: &'static str,
    /// Its forms, as a hint: "write `#[oparg]`, ...".
    pub forms: &'static str,
    /// Its options: the name, how it is written and what it does.
    pub options: &'static [(&'static str, &'static str, &'static str)],
}

/// `#[op]`, `#[code]`, `#[catch]`, `#[frame]`, `#[callee]`: markers without arguments.
#[derive(FromMeta)]
#[darling(from_word = || Ok(NoArgs {}))]
pub struct NoArgs {}

/// The argument of `#[specialize(generic)]` and `#[specializer(generic)]`: the generic op
/// of the family (`HOOK` tells which attribute, for messages).
pub struct Generic<const HOOK: bool>(pub Ident);

impl<const HOOK: bool> Generic<HOOK> {
    /// How the attribute is written.
    pub const SPEC: Spec = Spec {
        name: if HOOK { "specializer" } else { "specialize" },
        forms: if HOOK {
            "write `#[specializer(generic_op)]`, e.g. `#[specializer(add)]`"
        } else {
            "write `#[specialize(generic_op)]`, e.g. `#[specialize(add)]`"
        },
        options: &[],
    };

    fn name() -> &'static str {
        Self::SPEC.name
    }

    /// The error for anything but one name: what the attribute takes.
    fn expected(at: Option<&dyn quote::ToTokens>) -> darling::Error {
        let name = Self::name();
        let message = format!("`#[{name}]` names the generic op of one family");
        let help = Some(Self::SPEC.forms.to_string());
        match at {
            Some(at) => darling::Error::custom(text(message, help)).with_span(&first_span(at)),
            None => darling::Error::custom(text(message, help)),
        }
    }
}

/// The span of the first of `tokens`: darling's errors keep one span.
fn first_span(tokens: &dyn quote::ToTokens) -> Span {
    tokens
        .to_token_stream()
        .into_iter()
        .next()
        .map(|t| t.span())
        .unwrap_or_else(Span::call_site)
}

impl<const HOOK: bool> FromMeta for Generic<HOOK> {
    fn from_word() -> darling::Result<Self> {
        Err(Self::expected(None))
    }

    fn from_list(items: &[NestedMeta]) -> darling::Result<Self> {
        match items {
            [NestedMeta::Meta(Meta::Path(path))] => match path.get_ident() {
                Some(ident) => Ok(Generic(ident.clone())),
                None => Err(Self::expected(Some(path))),
            },
            [first, second, ..] if matches!(first, NestedMeta::Meta(Meta::Path(p)) if p.get_ident().is_some()) =>
            {
                let name = Self::name();
                let what = if HOOK {
                    "a specializer hook chooses within"
                } else {
                    "a specialization belongs to"
                };
                Err(darling::Error::custom(text(
                    format!("`#[{name}(..)]` names one generic op"),
                    Some(format!(
                        "{what} one family: write `#[{name}({})]`",
                        super::names::text(first)
                    )),
                ))
                .with_span(&first_span(second)))
            }
            [first, ..] => Err(Self::expected(Some(first))),
            [] => Err(Self::expected(None)),
        }
    }

    fn from_expr(expr: &Expr) -> darling::Result<Self> {
        Err(Self::expected(Some(expr)))
    }
}

/// `#[oparg]`, `#[oparg(jump)]`, `#[oparg(field = N)]`.
#[derive(FromMeta, Default)]
#[darling(from_word = || Ok(OpargAttr::default()), and_then = OpargAttr::check)]
pub struct OpargAttr {
    /// A jump target the verifier checks.
    pub jump: Flag,
    /// Byte `N` of the oparg instead of the whole.
    pub field: Option<FieldNo>,
}

impl OpargAttr {
    /// How the attribute is written.
    pub const SPEC: Spec = Spec {
        name: "oparg",
        forms: "write `#[oparg]`, `#[oparg(jump)]` for a jump target, or `#[oparg(field = N)]` for byte N (0, 1 or 2) of the oparg",
        options: &[
            (
                "jump",
                "#[oparg(jump)]",
                "It marks a jump target; a plain oparg is `#[oparg]`",
            ),
            (
                "field",
                "#[oparg(field = N)]",
                "It reads byte N (0, 1 or 2) of the oparg",
            ),
        ],
    };

    fn check(self) -> darling::Result<Self> {
        match (&self.field, self.jump.is_present()) {
            (Some(field), true) => Err(darling::Error::custom(text(
                "a jump target is the whole oparg, so `#[oparg(jump)]` cannot read a field",
                Some("keep `#[oparg(jump)] target: u32` and read the other values from immediates (`#[imm]`), or keep the fields and take the target as `#[imm(jump)] target: u32`".into()),
            ))
            .with_span(&field.span)),
            _ => Ok(self),
        }
    }
}

/// `#[imm]`, `#[imm(jump)]`.
#[derive(FromMeta, Default)]
#[darling(from_word = || Ok(ImmAttr::default()))]
pub struct ImmAttr {
    /// A jump target the verifier checks.
    pub jump: Flag,
}

impl ImmAttr {
    /// How the attribute is written.
    pub const SPEC: Spec = Spec {
        name: "imm",
        forms: "write `#[imm]` for an immediate unit the compiler fills, or `#[imm(jump)]` for a jump target held in one",
        options: &[(
            "jump",
            "#[imm(jump)]",
            "It marks an immediate holding a jump target",
        )],
    };
}

/// `#[local]`, `#[local(field = N)]`.
#[derive(FromMeta, Default)]
#[darling(from_word = || Ok(LocalAttr::default()))]
pub struct LocalAttr {
    /// The slot byte `N` of the oparg names, instead of the whole oparg.
    pub field: Option<FieldNo>,
}

impl LocalAttr {
    /// How the attribute is written.
    pub const SPEC: Spec = Spec {
        name: "local",
        forms: "write `#[local]` for the slot the oparg names, or `#[local(field = N)]` for the slot byte N (0, 1 or 2) of the oparg names",
        options: &[(
            "field",
            "#[local(field = N)]",
            "It borrows the slot byte N (0, 1 or 2) of the oparg names",
        )],
    };
}

/// `#[cache]`, `#[cache(fill = expr)]`.
#[derive(FromMeta, Default)]
#[darling(from_word = || Ok(CacheAttr::default()))]
pub struct CacheAttr {
    /// Computes the field when the instruction is specialized.
    pub fill: Option<Fill>,
}

impl CacheAttr {
    /// How the attribute is written.
    pub const SPEC: Spec = Spec {
        name: "cache",
        forms: "write `#[cache(fill = expression)]`: the expression computes the field when the instruction is specialized",
        options: &[(
            "fill",
            "#[cache(fill = expression)]",
            "The expression computes the field when the instruction is specialized",
        )],
    };
}

/// An oparg field number, 0 to 2, and where it is written.
pub struct FieldNo {
    pub n: u8,
    pub span: Span,
}

impl FromMeta for FieldNo {
    fn from_expr(expr: &Expr) -> darling::Result<Self> {
        match expr {
            Expr::Lit(syn::ExprLit {
                lit: Lit::Int(lit), ..
            }) => match lit.base10_parse::<u8>() {
                Ok(n) if u32::from(n) < FIELDS => Ok(FieldNo {
                    n,
                    span: lit.span(),
                }),
                _ => Err(darling::Error::custom(text(
                    format!(
                        "an oparg has {FIELDS} fields, numbered 0 to {}; there is no field {lit}",
                        FIELDS - 1
                    ),
                    Some(format!(
                        "field N is bits {FIELD_BITS}N..{FIELD_BITS}(N+1) of the 24-bit oparg"
                    )),
                ))
                .with_span(lit)),
            },
            Expr::Group(group) => Self::from_expr(&group.expr),
            other => Err(darling::Error::custom(text(
                format!(
                    "an oparg field is numbered 0, 1 or 2, not `{}`",
                    super::names::text(other)
                ),
                Some("write the number as a literal, e.g. `field = 1`".into()),
            ))
            .with_span(&first_span(other))),
        }
    }
}

/// The expression of `fill = ...`, as written (darling's `Expr` would parse a string
/// literal's contents as an expression instead).
pub struct Fill(pub Expr);

impl FromMeta for Fill {
    fn from_expr(expr: &Expr) -> darling::Result<Self> {
        Ok(Fill(expr.clone()))
    }
}

/// Reads `attr` as a `T`, or the errors in the macro's style (several, combined, when
/// darling finds several).
pub fn read<T: FromMeta>(attr: &Attribute, spec: &Spec) -> syn::Result<T> {
    let result = match &attr.meta {
        // The list is parsed here rather than in `T::from_meta`, within its parentheses:
        // an error at the end of the arguments (`fill = `) then points at the closing
        // parenthesis instead of at the module attribute.
        Meta::List(list) => {
            match list.parse_args_with(Punctuated::<NestedMeta, Token![,]>::parse_terminated) {
                Ok(items) => T::from_list(&items.into_iter().collect::<Vec<_>>()),
                Err(e) => Err(e.into()),
            }
        }
        meta => T::from_meta(meta),
    };
    result.map_err(|e| restyle(e.with_span(&attr.meta), attr, spec))
}

/// Checks that marker `#[name]` has no arguments; `forms` says how it is written. One
/// error however many arguments it was given, underlining them all.
pub fn read_no_args(attr: &Attribute, name: &str, forms: &str) -> syn::Result<()> {
    match NoArgs::from_meta(&attr.meta) {
        Ok(NoArgs {}) => Ok(()),
        Err(_) => {
            let at = match &attr.meta {
                Meta::List(list) if !list.tokens.is_empty() => list.tokens.clone(),
                _ => quote::ToTokens::to_token_stream(attr),
            };
            Err(error_spanned(
                &at,
                format!("`#[{name}]` takes no arguments"),
                Some(forms.into()),
            ))
        }
    }
}

/// darling's errors (its own wording, `Unknown field: ...`) as the macro's.
fn restyle(error: darling::Error, attr: &Attribute, spec: &Spec) -> syn::Error {
    let name = spec.name;
    let mut out: Option<syn::Error> = None;
    let mut push = |e: syn::Error| match &mut out {
        Some(all) => all.combine(e),
        None => out = Some(e),
    };
    // A bare `#[name]` has no argument to point at: its errors underline the attribute.
    let word = matches!(attr.meta, Meta::Path(_));
    for e in error.flatten() {
        let span = e.explicit_span().filter(|_| !word);
        // The message alone (without darling's " at <option>" suffix), and the option the
        // error is about, if any.
        let message = syn::Error::from(e.clone()).to_string();
        let shown = e.to_string();
        let option = shown
            .strip_prefix(message.as_str())
            .and_then(|rest| rest.strip_prefix(" at "))
            .map(str::to_string);
        // Errors this module wrote already have their hint.
        if message.contains("\n\nhelp: ") {
            push(match span {
                Some(span) => syn::Error::new(span, message),
                None => syn::Error::new_spanned(attr, message),
            });
            continue;
        }
        let (what, help) = match darling_kind(&message) {
            DarlingKind::Unknown {
                written,
                suggestion,
            } => {
                let help = match suggestion
                    .as_deref()
                    .and_then(|s| spec.options.iter().find(|(o, _, _)| *o == s))
                {
                    Some((_, form, does)) => format!("did you mean `{form}`? {does}"),
                    None => spec.forms.to_string(),
                };
                (format!("unknown `#[{name}]` option `{written}`"), help)
            }
            DarlingKind::Duplicate(option) => (
                format!("`{option}` is given twice in `#[{name}(..)]`"),
                "remove one of them".to_string(),
            ),
            DarlingKind::NotAnOption => (
                format!("`#[{name}(..)]` takes options, not a literal"),
                spec.forms.to_string(),
            ),
            DarlingKind::Malformed => match option
                .as_deref()
                .and_then(|o| spec.options.iter().find(|(n, _, _)| *n == o))
            {
                Some((option, form, does)) => (
                    format!("malformed option `{option}` in `#[{name}(..)]`"),
                    format!("write `{form}`: {}", lowercase_first(does)),
                ),
                // `#[oparg = 1]`: darling's complaint is about the value's type.
                None if matches!(attr.meta, Meta::NameValue(_)) => (
                    format!("`#[{name}]` takes options in parentheses, not `= value`"),
                    spec.forms.to_string(),
                ),
                // Tokens that are not metas: syn's message says where it stopped.
                None => (
                    format!("malformed `#[{name}(..)]`: {message}"),
                    spec.forms.to_string(),
                ),
            },
        };
        push(match span {
            Some(span) => error_at(span, what, Some(help)),
            None => error_spanned(attr, what, Some(help)),
        });
    }
    out.unwrap_or_else(|| {
        error_spanned(
            attr,
            format!("malformed `#[{name}(..)]`"),
            Some(spec.forms.into()),
        )
    })
}

fn lowercase_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// What one of darling's own errors says, read from its message.
///
/// darling keeps its error kinds private; its messages are the only way to tell an
/// unknown option (and its did-you-mean) from a duplicate. The unit tests below pin the
/// wording of the darling version this crate depends on, so an upgrade that changes it
/// fails them rather than degrading the diagnostics.
#[derive(Debug, PartialEq)]
enum DarlingKind {
    /// `Unknown field: `x`. Did you mean `y`?`
    Unknown {
        written: String,
        suggestion: Option<String>,
    },
    /// `Duplicate field `x``
    Duplicate(String),
    /// `Unexpected meta-item format `literal``: a literal among the options.
    NotAnOption,
    /// A value of the wrong kind for its option, or tokens that are not metas.
    Malformed,
}

fn darling_kind(message: &str) -> DarlingKind {
    let quoted = |s: &str| s.split('`').nth(1).map(str::to_string);
    if let Some(rest) = message.strip_prefix("Unknown field: ") {
        let written = quoted(rest).unwrap_or_default();
        let suggestion = rest
            .split_once("Did you mean ")
            .and_then(|(_, s)| quoted(s));
        return DarlingKind::Unknown {
            written,
            suggestion,
        };
    }
    if let Some(rest) = message.strip_prefix("Duplicate field ") {
        return DarlingKind::Duplicate(quoted(rest).unwrap_or_default());
    }
    if message == "Unexpected meta-item format `literal`" {
        return DarlingKind::NotAnOption;
    }
    DarlingKind::Malformed
}

#[cfg(test)]
mod tests {
    use super::*;
    use syn::parse_quote;

    /// darling's wording, as `darling_kind` reads it.
    #[test]
    fn darling_messages_are_read() {
        let unknown = darling::Error::unknown_field_with_alts("jmp", &["jump", "field"]);
        assert_eq!(
            darling_kind(&unknown.to_string()),
            DarlingKind::Unknown {
                written: "jmp".into(),
                suggestion: Some("jump".into())
            }
        );
        let unknown = darling::Error::unknown_field_with_alts("xyz", &["jump", "field"]);
        assert_eq!(
            darling_kind(&unknown.to_string()),
            DarlingKind::Unknown {
                written: "xyz".into(),
                suggestion: None
            }
        );
        let duplicate = darling::Error::duplicate_field("jump");
        assert_eq!(
            darling_kind(&duplicate.to_string()),
            DarlingKind::Duplicate("jump".into())
        );
        let literal = darling::Error::unsupported_format("literal");
        assert_eq!(darling_kind(&literal.to_string()), DarlingKind::NotAnOption);
    }

    fn errors(attr: Attribute, spec: &Spec) -> Vec<String> {
        let e = match read::<OpargAttr>(&attr, spec) {
            Ok(_) => return Vec::new(),
            Err(e) => e,
        };
        e.into_iter().map(|e| e.to_string()).collect()
    }

    #[test]
    fn oparg_forms() {
        let plain: OpargAttr = read(&parse_quote!(#[oparg]), &OpargAttr::SPEC).unwrap();
        assert!(!plain.jump.is_present() && plain.field.is_none());
        let jump: OpargAttr = read(&parse_quote!(#[oparg(jump)]), &OpargAttr::SPEC).unwrap();
        assert!(jump.jump.is_present());
        let field: OpargAttr = read(&parse_quote!(#[oparg(field = 2)]), &OpargAttr::SPEC).unwrap();
        assert_eq!(field.field.map(|f| f.n), Some(2));
    }

    #[test]
    fn oparg_mistakes_are_all_reported() {
        let spec = &OpargAttr::SPEC;
        assert_eq!(
            errors(parse_quote!(#[oparg(jmp)]), spec),
            [
                "unknown `#[oparg]` option `jmp`\n\nhelp: did you mean `#[oparg(jump)]`? It marks a jump target; a plain oparg is `#[oparg]`"
            ]
        );
        let both = errors(parse_quote!(#[oparg(feild = 1, jump, jump)]), spec);
        assert_eq!(both.len(), 2, "{both:?}");
        assert!(
            both[0].starts_with(
                "unknown `#[oparg]` option `feild`\n\nhelp: did you mean `#[oparg(field = N)]`?"
            ),
            "{both:?}"
        );
        assert!(both[1].starts_with("`jump` is given twice"), "{both:?}");
        assert!(
            errors(parse_quote!(#[oparg(field = 3)]), spec)[0]
                .starts_with("an oparg has 3 fields, numbered 0 to 2; there is no field 3")
        );
        assert_eq!(
            errors(parse_quote!(#[oparg(field)]), spec),
            [
                "malformed option `field` in `#[oparg(..)]`\n\nhelp: write `#[oparg(field = N)]`: it reads byte N (0, 1 or 2) of the oparg"
            ]
        );
        assert!(
            errors(parse_quote!(#[oparg(jump = true)]), spec)[0]
                .starts_with("malformed option `jump` in `#[oparg(..)]`")
        );
        assert_eq!(
            errors(parse_quote!(#[oparg = 1]), spec),
            [
                "`#[oparg]` takes options in parentheses, not `= value`\n\nhelp: write `#[oparg]`, `#[oparg(jump)]` for a jump target, or `#[oparg(field = N)]` for byte N (0, 1 or 2) of the oparg"
            ]
        );
        assert!(
            errors(parse_quote!(#[oparg(jump +)]), spec)[0]
                .starts_with("malformed `#[oparg(..)]`: "),
            "{:?}",
            errors(parse_quote!(#[oparg(jump +)]), spec)
        );
        assert!(
            errors(parse_quote!(#[oparg(1)]), spec)[0]
                .starts_with("`#[oparg(..)]` takes options, not a literal")
        );
        assert!(
            errors(parse_quote!(#[oparg(jump, field = 1)]), spec)[0]
                .starts_with("a jump target is the whole oparg")
        );
    }

    #[test]
    fn generic_names_one_op() {
        let spec = &Generic::<false>::SPEC;
        let g: Generic<false> = read(&parse_quote!(#[specialize(add)]), spec).unwrap();
        assert_eq!(g.0, "add");
        for attr in [
            parse_quote!(#[specialize]),
            parse_quote!(#[specialize()]),
            parse_quote!(#[specialize = add]),
            parse_quote!(#[specialize("add")]),
            parse_quote!(#[specialize(a::b)]),
        ] {
            let e = read::<Generic<false>>(&attr, spec)
                .err()
                .map(|e| e.to_string());
            assert_eq!(
                e.as_deref(),
                Some(
                    "`#[specialize]` names the generic op of one family\n\nhelp: write `#[specialize(generic_op)]`, e.g. `#[specialize(add)]`"
                )
            );
        }
        let two = read::<Generic<true>>(
            &parse_quote!(#[specializer(add, sub)]),
            &Generic::<true>::SPEC,
        );
        assert_eq!(
            two.err().map(|e| e.to_string()).as_deref(),
            Some(
                "`#[specializer(..)]` names one generic op\n\nhelp: a specializer hook chooses within one family: write `#[specializer(add)]`"
            )
        );
    }

    #[test]
    fn no_args_is_one_error() {
        assert!(read_no_args(&parse_quote!(#[op]), "op", "write `#[op]`").is_ok());
        let e = read_no_args(&parse_quote!(#[op(a, b)]), "op", "write `#[op]`").unwrap_err();
        assert_eq!(e.into_iter().count(), 1);
    }
}
