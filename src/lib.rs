//! The workspace's root package. It holds no code of its own: it owns the integration
//! tests (`tests/`, including the toy calculator instruction set and the trybuild suite)
//! and the benchmarks (`benches/`) of the vm framework. The README below is compiled and
//! run as a doctest, so its quick start stays true.
#![doc = include_str!("../README.md")]
