//! `heapq`: the binary min-heap algorithms on lists, step for step as CPython's
//! `_heapqmodule.c` (so a heap's list reads the same after the same operations), with
//! its check that a comparison (which may run a user `__lt__`) did not resize the list.

use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::methods::sort_by_key;
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{List, Value, num};

use super::NativeModule;

crate::runtime::table::natives! {
    table = 10;
    HEAPPUSH = "heappush" (2) => heappush;
    HEAPPOP = "heappop" (1) => heappop;
    HEAPIFY = "heapify" (1) => heapify;
    HEAPREPLACE = "heapreplace" (2) => heapreplace;
    HEAPPUSHPOP = "heappushpop" (2) => heappushpop;
    NLARGEST = "nlargest" (2..=3) keywords["key"] => nlargest;
    NSMALLEST = "nsmallest" (2..=3) keywords["key"] => nsmallest;
    MERGE = "merge" (0..) keywords["key", "reverse"] => merge;
}

pub const MODULE: NativeModule = NativeModule {
    name: "heapq",
    functions: &TABLE,
    values: |_| Vec::new(),
};

/// The heap argument: a list, or CPython's TypeError.
fn heap_arg<'a>(name: &str, v: &'a Value) -> PyResult<&'a Rc<List>> {
    match v {
        Value::List(l) => Ok(l),
        other => Err(PyError::type_error(format!(
            "{name}() argument 1 must be list, not {}",
            other.type_name()
        ))),
    }
}

#[cold]
fn changed_size() -> PyError {
    PyError::new(ExcType::RuntimeError, "list changed size during iteration")
}

/// Item `i` of the heap, which a comparison may have shrunk.
fn at(heap: &List, i: usize) -> PyResult<Value> {
    heap.get_cloned(i).ok_or_else(changed_size)
}

/// `a < b`, then checks that the heap kept `size` items.
fn less(vm: &mut dyn Vm, heap: &List, size: usize, a: &Value, b: &Value) -> PyResult<bool> {
    // why the scalar cases here: through `vm.less` (a dynamic call that first checks
    // for instances) a heap of ints ran 35% more instructions (bench: 200k pushes and
    // pops, 1.31G vs 1.78G).
    let r = match (a, b) {
        (Value::Int(x), Value::Int(y)) => x < y,
        (Value::Float(x), Value::Float(y)) => x < y,
        _ => vm.less(a, b)?,
    };
    if heap.len() != size {
        return Err(changed_size());
    }
    Ok(r)
}

/// Moves the item at `pos` up towards `start` while it is less than its parent.
fn sift_down(vm: &mut dyn Vm, heap: &List, start: usize, mut pos: usize) -> PyResult<()> {
    let size = heap.len();
    let newitem = at(heap, pos)?;
    while pos > start {
        let parentpos = (pos - 1) >> 1;
        let parent = at(heap, parentpos)?;
        if !less(vm, heap, size, &newitem, &parent)? {
            break;
        }
        let parent = at(heap, parentpos)?;
        heap.set(pos, parent);
        pos = parentpos;
    }
    heap.set(pos, newitem);
    Ok(())
}

/// Moves the smaller child up until the item at `pos` reaches a leaf, then sifts it
/// down into place (the bottom-up variant both CPython implementations use).
fn sift_up(vm: &mut dyn Vm, heap: &List, mut pos: usize) -> PyResult<()> {
    let end = heap.len();
    let start = pos;
    let mut child = 2 * pos + 1;
    while child < end {
        let right = child + 1;
        if right < end {
            let (c, r) = (at(heap, child)?, at(heap, right)?);
            if !less(vm, heap, end, &c, &r)? {
                child = right;
            }
        }
        // Swap rather than copy: the item at `pos` is the one sifted.
        let (a, b) = (at(heap, child)?, at(heap, pos)?);
        heap.set(pos, a);
        heap.set(child, b);
        pos = child;
        child = 2 * pos + 1;
    }
    sift_down(vm, heap, start, pos)
}

fn heappush(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let heap = heap_arg("heappush", &args[0])?;
    heap.push(args[1].clone())?;
    sift_down(vm, heap, 0, heap.len() - 1)?;
    Ok(Value::None)
}

/// Removes the last item; with items left, it replaces the top, which is returned.
fn heappop(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let heap = heap_arg("heappop", &args[0])?;
    if heap.is_empty() {
        return Err(PyError::index_error("index out of range"));
    }
    let last = heap.remove(heap.len() - 1);
    if heap.is_empty() {
        return Ok(last);
    }
    let top = at(heap, 0)?;
    heap.set(0, last);
    sift_up(vm, heap, 0)?;
    Ok(top)
}

fn heapify(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let heap = heap_arg("heapify", &args[0])?;
    for i in (0..heap.len() / 2).rev() {
        sift_up(vm, heap, i)?;
    }
    Ok(Value::None)
}

fn heapreplace(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let heap = heap_arg("heapreplace", &args[0])?;
    if heap.is_empty() {
        return Err(PyError::index_error("index out of range"));
    }
    let top = at(heap, 0)?;
    heap.set(0, args[1].clone());
    sift_up(vm, heap, 0)?;
    Ok(top)
}

fn heappushpop(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let heap = heap_arg("heappushpop", &args[0])?;
    let item = args[1].clone();
    if heap.is_empty() {
        return Ok(item);
    }
    let top = at(heap, 0)?;
    if !less(vm, heap, heap.len(), &top, &item)? {
        return Ok(item);
    }
    let top = at(heap, 0)?;
    heap.set(0, item);
    sift_up(vm, heap, 0)?;
    Ok(top)
}

/// `nlargest`/`nsmallest`: as documented, `sorted(iterable, key=key,
/// reverse=largest)[:n]` (the same items in the same order as CPython's heap-based
/// selection, which is stable).
fn select(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs, largest: bool) -> PyResult<Value> {
    let n = num::to_index(&args[0])?;
    let key = args
        .get(2)
        .cloned()
        .or_else(|| kw.first().map(|(_, v)| v.clone()))
        .unwrap_or(Value::None);
    let mut items = vm.collect(&args[1])?;
    if n <= 0 {
        return Ok(Value::list(Vec::new()));
    }
    sort_by_key(vm, &mut items, &key, largest)?;
    items.truncate(n as usize);
    Ok(Value::list(items))
}

fn nlargest(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    select(vm, args, kw, true)
}

fn nsmallest(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    select(vm, args, kw, false)
}

/// `merge(*iterables, key=None, reverse=False)`: the items of sorted iterables in one
/// sorted order, ties taken from the earliest iterable first (as CPython's). Computed
/// at once and returned as an iterator over the result (CPython's is lazy: an infinite
/// input never ends here).
fn merge(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let mut key = Value::None;
    let mut reverse = false;
    for (k, v) in kw {
        match &**k {
            "key" => key = v.clone(),
            _ => reverse = crate::value::truthy(v),
        }
    }
    let mut runs: Vec<(Vec<Value>, Vec<Value>, usize)> = Vec::with_capacity(args.len());
    for it in args.iter() {
        let items = vm.collect(it)?;
        let keys = match &key {
            Value::None => Vec::new(),
            k => {
                let mut keys = Vec::with_capacity(items.len());
                for item in &items {
                    keys.push(vm.call_slice(k, &mut [item.clone()])?);
                }
                keys
            }
        };
        runs.push((items, keys, 0));
    }
    let keyed = !matches!(key, Value::None);
    let mut out = Vec::new();
    loop {
        let mut best: Option<usize> = None;
        for i in 0..runs.len() {
            let (items, keys, pos) = &runs[i];
            if *pos >= items.len() {
                continue;
            }
            let Some(b) = best else {
                best = Some(i);
                continue;
            };
            let here = if keyed { &keys[*pos] } else { &items[*pos] };
            let (bi, bk, bp) = &runs[b];
            let there = if keyed { &bk[*bp] } else { &bi[*bp] };
            let better = if reverse {
                vm.less(there, here)?
            } else {
                vm.less(here, there)?
            };
            if better {
                best = Some(i);
            }
        }
        let Some(b) = best else { break };
        let pos = runs[b].2;
        out.push(std::mem::take(&mut runs[b].0[pos]));
        runs[b].2 += 1;
    }
    Ok(crate::value::iter::items_iter(out))
}
