//! What the runtime needs of an instruction set's value type, and the guard traits that
//! turn a specialization's parameter types into type checks.

/// The value type of an instruction set (`value = ...` in the module attribute).
///
/// `Default` fills fresh local slots (Python's "unbound"); `type_name` names operands in
/// specialization-failure statistics ("no specialization for int, str").
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the value type of an instruction set: it does not implement `vm_core::VmValue`",
    label = "the `value = ...` type must implement `vm_core::VmValue`",
    note = "implement it: `impl vm_core::VmValue for {Self} {{ fn type_name(&self) -> &'static str {{ .. }} }}`; the type must also be `Default + 'static`"
)]
pub trait VmValue: Default + 'static {
    /// A short name of this value's runtime type, e.g. `"int"`.
    fn type_name(&self) -> &'static str;

    /// The value an exception handler whose table entry asks for it (`lasti`) receives
    /// under the error: the unit offset of the instruction that failed in its frame.
    /// By default `Self::default()`; an instruction set that uses `lasti` handlers makes
    /// it an integer.
    fn from_offset(offset: usize) -> Self {
        let _ = offset;
        Self::default()
    }

    /// Drops the `n` values from `values` on: what a returning frame leaves behind (its
    /// locals and operands), on the dispatch loop's return path. By default each is
    /// dropped in place; a value type can release the kind of value its frames mostly
    /// hold (shared references: `self`, arguments) more cheaply here than its `Drop`
    /// does everywhere else, at this one place in the loop.
    ///
    /// # Safety
    /// `values..values + n` hold values of one allocation, which this drops exactly once
    /// (the caller no longer treats those slots as holding values).
    #[inline(always)]
    unsafe fn drop_frame_values(values: *mut Self, n: usize) {
        // SAFETY: the caller's promise.
        unsafe { core::ptr::drop_in_place(core::ptr::slice_from_raw_parts_mut(values, n)) }
    }
}

/// A by-value guard: a specialization parameter of type `T` (not the value type itself)
/// matches an operand when `T::guard` returns `Some`. Meant for cheap `Copy` views such as
/// an unboxed `i64` or `f64`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot guard an operand of a specialization: it does not implement `vm_core::Guard<{V}>`",
    label = "a specialization's parameter of type `{Self}` is a guard, which needs `{Self}: vm_core::Guard<{V}>`",
    note = "a guard parameter is an operand read as another type: the specialization runs when `Guard::guard` returns `Some` for each of its guarded operands, and the generic op runs otherwise",
    note = "to add one: `impl vm_core::Guard<{V}> for {Self} {{ fn guard(value: &{V}) -> Option<{Self}> {{ .. }} }}`; or take the operand as `&{V}` (no guard), or as `&T` for a type with `vm_core::RefGuard<{V}>`"
)]
pub trait Guard<V>: Sized {
    /// The operand as `Self`, or `None` when this specialization does not apply.
    fn guard(value: &V) -> Option<Self>;
}

/// A by-reference guard: a specialization parameter of type `&T` matches an operand when
/// `T::guard_ref` returns `Some`, e.g. `&Set` matches only a set value.
#[diagnostic::on_unimplemented(
    message = "`&{Self}` cannot guard an operand of a specialization: `{Self}` does not implement `vm_core::RefGuard<{V}>`",
    label = "a specialization's parameter of type `&{Self}` is a by-reference guard, which needs `{Self}: vm_core::RefGuard<{V}>`",
    note = "a `Copy` view such as an unboxed number is a by-value guard (`vm_core::Guard<{V}>`): write `x: {Self}`, not `x: &{Self}`",
    note = "to borrow a view of the operand, implement `impl vm_core::RefGuard<{V}> for {Self} {{ fn guard_ref(value: &{V}) -> Option<&{Self}> {{ .. }} }}`, returning `None` for operands it does not match"
)]
pub trait RefGuard<V> {
    /// A view of the operand as `&Self`, or `None` when this specialization does not apply.
    fn guard_ref(value: &V) -> Option<&Self>;
}

/// Every value matches a `&V` parameter.
impl<V> RefGuard<V> for V {
    #[inline(always)]
    fn guard_ref(value: &V) -> Option<&V> {
        Some(value)
    }
}
