// A cache field of a type no inline cache holds (`usize`) is reported once: the
// specialization's cache struct is still emitted (as a stand-in), so code naming it and its
// field reports nothing more.
use std::sync::Arc;

#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

#[vm_core::instruction_set(value = Value)]
mod isa {
    use super::*;

    #[op]
    fn load_global(#[oparg] _name: u32) -> Value {
        Value
    }

    #[specialize(load_global)]
    fn load_global_cached(
        #[oparg] _name: u32,
        #[cache(fill = 7)] slot: usize,
        #[cache(fill = 1)] version: u32,
    ) -> Value {
        let _ = (slot, version);
        Value
    }
}

use isa::LoadGlobalCachedCache;

fn version(cache: &LoadGlobalCachedCache) -> u32 {
    cache.version
}

fn main() {
    let code = Arc::new(isa::Builder::new().finish(0, ()).unwrap());
    let cache: isa::LoadGlobalCachedCache = isa::LoadGlobalCachedCache::load(&code, 0);
    let slot: usize = cache.slot;
    let version: u32 = version(&cache);
    println!("{slot} {version}");
}
