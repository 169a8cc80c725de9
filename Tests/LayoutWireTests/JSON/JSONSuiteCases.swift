/// A JSON text and the JSONTestSuite file name it reproduces (nst/JSONTestSuite, `test_parsing/`).
struct JSONCase: Sendable, CustomStringConvertible {
    var name: String
    var bytes: [UInt8]
    var description: String { name }

    init(_ name: String, _ text: String) {
        self.name = name
        bytes = Array(text.utf8)
    }

    init(_ name: String, _ bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// Text then raw bytes then text, for cases that hold invalid UTF-8.
private func bytes(_ before: String, _ raw: [UInt8], _ after: String = "") -> [UInt8] {
    Array(before.utf8) + raw + Array(after.utf8)
}

/// The `y_` cases: texts every parser must accept.
let acceptedCases: [JSONCase] = [
    JSONCase("y_array_arraysWithSpaces", "[[]   ]"),
    JSONCase("y_array_empty", "[]"),
    JSONCase("y_array_empty-string", #"[""]"#),
    JSONCase("y_array_false", "[false]"),
    JSONCase("y_array_heterogeneous", #"[null, 1, "1", {}]"#),
    JSONCase("y_array_null", "[null]"),
    JSONCase("y_array_with_1_and_newline", "[1\n]"),
    JSONCase("y_array_with_leading_space", " [1]"),
    JSONCase("y_array_with_several_null", "[1,null,null,null,2]"),
    JSONCase("y_array_with_trailing_space", "[2] "),
    JSONCase("y_number", "[123e65]"),
    JSONCase("y_number_0e+1", "[0e+1]"),
    JSONCase("y_number_0e1", "[0e1]"),
    JSONCase("y_number_after_space", "[ 4]"),
    JSONCase("y_number_double_close_to_zero", "[-0." + String(repeating: "0", count: 77) + "1]"),
    JSONCase("y_number_int_with_exp", "[20e1]"),
    JSONCase("y_number_minus_zero", "[-0]"),
    JSONCase("y_number_negative_int", "[-123]"),
    JSONCase("y_number_negative_one", "[-1]"),
    JSONCase("y_number_real_capital_e", "[1E22]"),
    JSONCase("y_number_real_capital_e_neg_exp", "[1E-2]"),
    JSONCase("y_number_real_capital_e_pos_exp", "[1E+2]"),
    JSONCase("y_number_real_exponent", "[123e45]"),
    JSONCase("y_number_real_fraction_exponent", "[123.456e78]"),
    JSONCase("y_number_real_neg_exp", "[1e-2]"),
    JSONCase("y_number_real_pos_exponent", "[1e+2]"),
    JSONCase("y_number_simple_int", "[123]"),
    JSONCase("y_number_simple_real", "[123.456789]"),
    JSONCase("y_object", #"{"asd":"sdf", "dfg":"fgh"}"#),
    JSONCase("y_object_basic", #"{"asd":"sdf"}"#),
    JSONCase("y_object_duplicated_key", #"{"a":"b","a":"c"}"#),
    JSONCase("y_object_duplicated_key_and_value", #"{"a":"b","a":"b"}"#),
    JSONCase("y_object_empty", "{}"),
    JSONCase("y_object_empty_key", #"{"":0}"#),
    JSONCase("y_object_escaped_null_in_key", #"{"foo\u0000bar": 42}"#),
    JSONCase("y_object_extreme_numbers", #"{ "min": -1.0e+28, "max": 1.0e+28 }"#),
    JSONCase("y_object_long_strings", #"{"x":[{"id": "\#(String(repeating: "x", count: 40))"}], "id": "\#(String(repeating: "x", count: 40))"}"#),
    JSONCase("y_object_simple", #"{"a":[]}"#),
    JSONCase("y_object_string_unicode", #"{"title":"\u041f\u043e\u043b\u0442\u043e\u0440\u0430 \u0417\u0435\u043c\u043b\u0435\u043a\u043e\u043f\u0430" }"#),
    JSONCase("y_object_with_newlines", "{\n\"a\": \"b\"\n}"),
    JSONCase("y_string_1_2_3_bytes_UTF-8_sequences", #"["\u0060\u012a\u12AB"]"#),
    JSONCase("y_string_accepted_surrogate_pair", #"["\uD801\udc37"]"#),
    JSONCase("y_string_accepted_surrogate_pairs", #"["\ud83d\ude39\ud83d\udc8d"]"#),
    JSONCase("y_string_allowed_escapes", #"["\"\\\/\b\f\n\r\t"]"#),
    JSONCase("y_string_backslash_and_u_escaped_zero", #"["\\u0000"]"#),
    JSONCase("y_string_backslash_doublequotes", #"["\""]"#),
    JSONCase("y_string_comments", #"["a/*b*/c/*d//e"]"#),
    JSONCase("y_string_double_escape_a", #"["\\a"]"#),
    JSONCase("y_string_double_escape_n", #"["\\n"]"#),
    JSONCase("y_string_escaped_control_character", #"["\u0012"]"#),
    JSONCase("y_string_escaped_noncharacter", #"["\uFFFF"]"#),
    JSONCase("y_string_in_array", #"["asd"]"#),
    JSONCase("y_string_in_array_with_leading_space", #"[ "asd"]"#),
    JSONCase("y_string_last_surrogates_1_and_2", #"["\uDBFF\uDFFF"]"#),
    JSONCase("y_string_nbsp_uescaped", #"["new\u00A0line"]"#),
    JSONCase("y_string_nonCharacterInUTF-8_U+10FFFF", bytes("[\"", [0xF4, 0x8F, 0xBF, 0xBF], "\"]")),
    JSONCase("y_string_nonCharacterInUTF-8_U+FFFF", bytes("[\"", [0xEF, 0xBF, 0xBF], "\"]")),
    JSONCase("y_string_null_escape", #"["\u0000"]"#),
    JSONCase("y_string_one-byte-utf-8", #"["\u002c"]"#),
    JSONCase("y_string_pi", "[\"\u{3C0}\"]"),
    JSONCase("y_string_reservedCharacterInUTF-8_U+1BFFF", bytes("[\"", [0xF0, 0x9B, 0xBF, 0xBF], "\"]")),
    JSONCase("y_string_simple_ascii", #"["asd "]"#),
    JSONCase("y_string_space", #"" ""#),
    JSONCase("y_string_surrogates_U+1D11E_MUSICAL_SYMBOL_G_CLEF", #"["\uD834\uDd1e"]"#),
    JSONCase("y_string_three-byte-utf-8", #"["\u0821"]"#),
    JSONCase("y_string_two-byte-utf-8", #"["\u0123"]"#),
    JSONCase("y_string_u+2028_line_sep", "[\"\u{2028}\"]"),
    JSONCase("y_string_u+2029_par_sep", "[\"\u{2029}\"]"),
    JSONCase("y_string_uEscape", #"["\u0061\u30af\u30EA\u30b9"]"#),
    JSONCase("y_string_uescaped_newline", #"["new\u000Aline"]"#),
    JSONCase("y_string_unescaped_char_delete", "[\"\u{7F}\"]"),
    JSONCase("y_string_unicode", #"["\uA66D"]"#),
    JSONCase("y_string_unicodeEscapedBackslash", #"["\u005C"]"#),
    JSONCase("y_string_unicode_2", "[\"\u{2342}\u{3234}\u{2342}\"]"),
    JSONCase("y_string_unicode_U+10FFFE_nonchar", #"["\uDBFF\uDFFE"]"#),
    JSONCase("y_string_unicode_U+1FFFE_nonchar", #"["\uD83F\uDFFE"]"#),
    JSONCase("y_string_unicode_U+200B_ZERO_WIDTH_SPACE", #"["\u200B"]"#),
    JSONCase("y_string_unicode_U+2064_invisible_plus", #"["\u2064"]"#),
    JSONCase("y_string_unicode_U+FDD0_nonchar", #"["\uFDD0"]"#),
    JSONCase("y_string_unicode_U+FFFE_nonchar", #"["\uFFFE"]"#),
    JSONCase("y_string_unicode_escaped_double_quote", #"["\u0022"]"#),
    JSONCase("y_string_utf8", "[\"\u{20AC}\u{1D11E}\"]"),
    JSONCase("y_string_with_del_character", "[\"a\u{7F}a\"]"),
    JSONCase("y_structure_lonely_false", "false"),
    JSONCase("y_structure_lonely_int", "42"),
    JSONCase("y_structure_lonely_negative_real", "-0.1"),
    JSONCase("y_structure_lonely_null", "null"),
    JSONCase("y_structure_lonely_string", #""asd""#),
    JSONCase("y_structure_lonely_true", "true"),
    JSONCase("y_structure_string_empty", #""""#),
    JSONCase("y_structure_trailing_newline", "[\"a\"]\n"),
    JSONCase("y_structure_true_in_array", "[true]"),
    JSONCase("y_structure_whitespace_array", " [] "),
    // i_ cases this reader accepts: representable or underflowing numbers.
    JSONCase("i_number_double_huge_neg_exp", "[123.456e-789]"),
    JSONCase("i_number_real_underflow", "[123e-10000000]"),
    JSONCase("i_number_too_big_neg_int", "[-123123123123123123123123123123]"),
    JSONCase("i_number_too_big_pos_int", "[100000000000000000000]"),
    JSONCase("i_number_very_big_negative_int", "[-237462374673276894279832749832423479823246327846]"),
]
