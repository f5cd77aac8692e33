// More opcodes than the 8-bit opcode of a code unit can encode: 257 ops.
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
    fn op_0() {}

    #[op]
    fn op_1() {}

    #[op]
    fn op_2() {}

    #[op]
    fn op_3() {}

    #[op]
    fn op_4() {}

    #[op]
    fn op_5() {}

    #[op]
    fn op_6() {}

    #[op]
    fn op_7() {}

    #[op]
    fn op_8() {}

    #[op]
    fn op_9() {}

    #[op]
    fn op_10() {}

    #[op]
    fn op_11() {}

    #[op]
    fn op_12() {}

    #[op]
    fn op_13() {}

    #[op]
    fn op_14() {}

    #[op]
    fn op_15() {}

    #[op]
    fn op_16() {}

    #[op]
    fn op_17() {}

    #[op]
    fn op_18() {}

    #[op]
    fn op_19() {}

    #[op]
    fn op_20() {}

    #[op]
    fn op_21() {}

    #[op]
    fn op_22() {}

    #[op]
    fn op_23() {}

    #[op]
    fn op_24() {}

    #[op]
    fn op_25() {}

    #[op]
    fn op_26() {}

    #[op]
    fn op_27() {}

    #[op]
    fn op_28() {}

    #[op]
    fn op_29() {}

    #[op]
    fn op_30() {}

    #[op]
    fn op_31() {}

    #[op]
    fn op_32() {}

    #[op]
    fn op_33() {}

    #[op]
    fn op_34() {}

    #[op]
    fn op_35() {}

    #[op]
    fn op_36() {}

    #[op]
    fn op_37() {}

    #[op]
    fn op_38() {}

    #[op]
    fn op_39() {}

    #[op]
    fn op_40() {}

    #[op]
    fn op_41() {}

    #[op]
    fn op_42() {}

    #[op]
    fn op_43() {}

    #[op]
    fn op_44() {}

    #[op]
    fn op_45() {}

    #[op]
    fn op_46() {}

    #[op]
    fn op_47() {}

    #[op]
    fn op_48() {}

    #[op]
    fn op_49() {}

    #[op]
    fn op_50() {}

    #[op]
    fn op_51() {}

    #[op]
    fn op_52() {}

    #[op]
    fn op_53() {}

    #[op]
    fn op_54() {}

    #[op]
    fn op_55() {}

    #[op]
    fn op_56() {}

    #[op]
    fn op_57() {}

    #[op]
    fn op_58() {}

    #[op]
    fn op_59() {}

    #[op]
    fn op_60() {}

    #[op]
    fn op_61() {}

    #[op]
    fn op_62() {}

    #[op]
    fn op_63() {}

    #[op]
    fn op_64() {}

    #[op]
    fn op_65() {}

    #[op]
    fn op_66() {}

    #[op]
    fn op_67() {}

    #[op]
    fn op_68() {}

    #[op]
    fn op_69() {}

    #[op]
    fn op_70() {}

    #[op]
    fn op_71() {}

    #[op]
    fn op_72() {}

    #[op]
    fn op_73() {}

    #[op]
    fn op_74() {}

    #[op]
    fn op_75() {}

    #[op]
    fn op_76() {}

    #[op]
    fn op_77() {}

    #[op]
    fn op_78() {}

    #[op]
    fn op_79() {}

    #[op]
    fn op_80() {}

    #[op]
    fn op_81() {}

    #[op]
    fn op_82() {}

    #[op]
    fn op_83() {}

    #[op]
    fn op_84() {}

    #[op]
    fn op_85() {}

    #[op]
    fn op_86() {}

    #[op]
    fn op_87() {}

    #[op]
    fn op_88() {}

    #[op]
    fn op_89() {}

    #[op]
    fn op_90() {}

    #[op]
    fn op_91() {}

    #[op]
    fn op_92() {}

    #[op]
    fn op_93() {}

    #[op]
    fn op_94() {}

    #[op]
    fn op_95() {}

    #[op]
    fn op_96() {}

    #[op]
    fn op_97() {}

    #[op]
    fn op_98() {}

    #[op]
    fn op_99() {}

    #[op]
    fn op_100() {}

    #[op]
    fn op_101() {}

    #[op]
    fn op_102() {}

    #[op]
    fn op_103() {}

    #[op]
    fn op_104() {}

    #[op]
    fn op_105() {}

    #[op]
    fn op_106() {}

    #[op]
    fn op_107() {}

    #[op]
    fn op_108() {}

    #[op]
    fn op_109() {}

    #[op]
    fn op_110() {}

    #[op]
    fn op_111() {}

    #[op]
    fn op_112() {}

    #[op]
    fn op_113() {}

    #[op]
    fn op_114() {}

    #[op]
    fn op_115() {}

    #[op]
    fn op_116() {}

    #[op]
    fn op_117() {}

    #[op]
    fn op_118() {}

    #[op]
    fn op_119() {}

    #[op]
    fn op_120() {}

    #[op]
    fn op_121() {}

    #[op]
    fn op_122() {}

    #[op]
    fn op_123() {}

    #[op]
    fn op_124() {}

    #[op]
    fn op_125() {}

    #[op]
    fn op_126() {}

    #[op]
    fn op_127() {}

    #[op]
    fn op_128() {}

    #[op]
    fn op_129() {}

    #[op]
    fn op_130() {}

    #[op]
    fn op_131() {}

    #[op]
    fn op_132() {}

    #[op]
    fn op_133() {}

    #[op]
    fn op_134() {}

    #[op]
    fn op_135() {}

    #[op]
    fn op_136() {}

    #[op]
    fn op_137() {}

    #[op]
    fn op_138() {}

    #[op]
    fn op_139() {}

    #[op]
    fn op_140() {}

    #[op]
    fn op_141() {}

    #[op]
    fn op_142() {}

    #[op]
    fn op_143() {}

    #[op]
    fn op_144() {}

    #[op]
    fn op_145() {}

    #[op]
    fn op_146() {}

    #[op]
    fn op_147() {}

    #[op]
    fn op_148() {}

    #[op]
    fn op_149() {}

    #[op]
    fn op_150() {}

    #[op]
    fn op_151() {}

    #[op]
    fn op_152() {}

    #[op]
    fn op_153() {}

    #[op]
    fn op_154() {}

    #[op]
    fn op_155() {}

    #[op]
    fn op_156() {}

    #[op]
    fn op_157() {}

    #[op]
    fn op_158() {}

    #[op]
    fn op_159() {}

    #[op]
    fn op_160() {}

    #[op]
    fn op_161() {}

    #[op]
    fn op_162() {}

    #[op]
    fn op_163() {}

    #[op]
    fn op_164() {}

    #[op]
    fn op_165() {}

    #[op]
    fn op_166() {}

    #[op]
    fn op_167() {}

    #[op]
    fn op_168() {}

    #[op]
    fn op_169() {}

    #[op]
    fn op_170() {}

    #[op]
    fn op_171() {}

    #[op]
    fn op_172() {}

    #[op]
    fn op_173() {}

    #[op]
    fn op_174() {}

    #[op]
    fn op_175() {}

    #[op]
    fn op_176() {}

    #[op]
    fn op_177() {}

    #[op]
    fn op_178() {}

    #[op]
    fn op_179() {}

    #[op]
    fn op_180() {}

    #[op]
    fn op_181() {}

    #[op]
    fn op_182() {}

    #[op]
    fn op_183() {}

    #[op]
    fn op_184() {}

    #[op]
    fn op_185() {}

    #[op]
    fn op_186() {}

    #[op]
    fn op_187() {}

    #[op]
    fn op_188() {}

    #[op]
    fn op_189() {}

    #[op]
    fn op_190() {}

    #[op]
    fn op_191() {}

    #[op]
    fn op_192() {}

    #[op]
    fn op_193() {}

    #[op]
    fn op_194() {}

    #[op]
    fn op_195() {}

    #[op]
    fn op_196() {}

    #[op]
    fn op_197() {}

    #[op]
    fn op_198() {}

    #[op]
    fn op_199() {}

    #[op]
    fn op_200() {}

    #[op]
    fn op_201() {}

    #[op]
    fn op_202() {}

    #[op]
    fn op_203() {}

    #[op]
    fn op_204() {}

    #[op]
    fn op_205() {}

    #[op]
    fn op_206() {}

    #[op]
    fn op_207() {}

    #[op]
    fn op_208() {}

    #[op]
    fn op_209() {}

    #[op]
    fn op_210() {}

    #[op]
    fn op_211() {}

    #[op]
    fn op_212() {}

    #[op]
    fn op_213() {}

    #[op]
    fn op_214() {}

    #[op]
    fn op_215() {}

    #[op]
    fn op_216() {}

    #[op]
    fn op_217() {}

    #[op]
    fn op_218() {}

    #[op]
    fn op_219() {}

    #[op]
    fn op_220() {}

    #[op]
    fn op_221() {}

    #[op]
    fn op_222() {}

    #[op]
    fn op_223() {}

    #[op]
    fn op_224() {}

    #[op]
    fn op_225() {}

    #[op]
    fn op_226() {}

    #[op]
    fn op_227() {}

    #[op]
    fn op_228() {}

    #[op]
    fn op_229() {}

    #[op]
    fn op_230() {}

    #[op]
    fn op_231() {}

    #[op]
    fn op_232() {}

    #[op]
    fn op_233() {}

    #[op]
    fn op_234() {}

    #[op]
    fn op_235() {}

    #[op]
    fn op_236() {}

    #[op]
    fn op_237() {}

    #[op]
    fn op_238() {}

    #[op]
    fn op_239() {}

    #[op]
    fn op_240() {}

    #[op]
    fn op_241() {}

    #[op]
    fn op_242() {}

    #[op]
    fn op_243() {}

    #[op]
    fn op_244() {}

    #[op]
    fn op_245() {}

    #[op]
    fn op_246() {}

    #[op]
    fn op_247() {}

    #[op]
    fn op_248() {}

    #[op]
    fn op_249() {}

    #[op]
    fn op_250() {}

    #[op]
    fn op_251() {}

    #[op]
    fn op_252() {}

    #[op]
    fn op_253() {}

    #[op]
    fn op_254() {}

    #[op]
    fn op_255() {}

    #[op]
    fn op_256() {}
}

fn main() {}
