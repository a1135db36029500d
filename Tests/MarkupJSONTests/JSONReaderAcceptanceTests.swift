import MarkupJSON
import Testing

/// Accept/reject cases in the style of JSONTestSuite (y_: must parse, n_: must be rejected),
/// written for this project from RFC 8259's grammar.
@Suite("JSONReader accepts exactly RFC 8259 JSON")
struct JSONReaderAcceptanceTests {
    static let accepted: [(String, String)] = [
        ("y_array_empty", "[]"),
        ("y_array_nested_empty", "[[],[[]],{}]"),
        ("y_array_heterogeneous", #"[null, 1, "1", {}, [], true, false]"#),
        ("y_array_whitespace_everywhere", " \t\r\n[ \t\r\n1 \t\r\n, \t\r\n2 \t\r\n] \t\r\n"),
        ("y_object_empty", "{}"),
        ("y_object_empty_name", #"{"":0}"#),
        ("y_object_nested", #"{"a":{"b":{"c":[{"d":null}]}}}"#),
        ("y_object_escaped_name", #"{"\"\\\/":1}"#),
        ("y_number_zero", "0"),
        ("y_number_negative_zero", "-0"),
        ("y_number_negative_zero_fraction", "-0.0"),
        ("y_number_fraction", "3.25"),
        ("y_number_exponent_upper", "1E10"),
        ("y_number_exponent_plus", "1e+10"),
        ("y_number_exponent_minus", "1e-10"),
        ("y_number_exponent_leading_zeros", "1e007"),
        ("y_number_fraction_exponent", "-12.5e-3"),
        ("y_number_many_digits", "123456789012345678901234567890.123456789e-10"),
        ("y_string_empty", #""""#),
        ("y_string_all_simple_escapes", #""\"\\\/\b\f\n\r\t""#),
        ("y_string_unicode_escape", #""\u00e9\u00E9""#),
        ("y_string_surrogate_pair", #""\ud834\udd1e""#),
        ("y_string_escaped_nul", #""\u0000""#),
        ("y_string_noncharacter", #""\uffff""#),
        ("y_string_raw_utf8", "\"€𝄞日\""),
        ("y_string_del", "\"\u{7F}\""),
        ("y_string_raw_u2028", "\"\u{2028}\u{2029}\""),
        ("y_string_slash_unescaped", #""a/b""#),
        ("y_literal_true", "true"),
        ("y_literal_false", "false"),
        ("y_literal_null", "null"),
        ("y_bom_then_value", "\u{FEFF}[1]"),
    ]

    static let rejected: [(String, String)] = [
        ("n_empty", ""),
        ("n_only_whitespace", " \n\t"),
        ("n_array_unclosed", "[1"),
        ("n_array_trailing_comma", "[1,]"),
        ("n_array_leading_comma", "[,1]"),
        ("n_array_double_comma", "[1,,2]"),
        ("n_array_missing_comma", "[1 2]"),
        ("n_array_colon", "[1:2]"),
        ("n_array_extra_close", "[1]]"),
        ("n_object_unclosed", #"{"a":1"#),
        ("n_object_trailing_comma", #"{"a":1,}"#),
        ("n_object_unquoted_name", "{a:1}"),
        ("n_object_single_quoted_name", "{'a':1}"),
        ("n_object_number_name", "{1:1}"),
        ("n_object_missing_colon", #"{"a" 1}"#),
        ("n_object_double_colon", #"{"a"::1}"#),
        ("n_object_missing_value", #"{"a":}"#),
        ("n_object_comma_instead_of_colon", #"{"a",1}"#),
        ("n_object_array_close", #"{"a":1]"#),
        ("n_number_plus", "+1"),
        ("n_number_leading_zero", "012"),
        ("n_number_negative_leading_zero", "-012"),
        ("n_number_dot_start", ".1"),
        ("n_number_dot_end", "1."),
        ("n_number_exponent_empty", "1e"),
        ("n_number_exponent_sign_only", "1e-"),
        ("n_number_hex", "0x1"),
        ("n_number_minus_only", "-"),
        ("n_number_minus_space", "- 1"),
        ("n_number_nan", "NaN"),
        ("n_number_infinity", "Infinity"),
        ("n_number_comma_decimal", "1,5"),
        ("n_number_full_width_digit", "１"),
        ("n_number_huge_exponent", "1e99999"),
        ("n_string_unclosed", #""abc"#),
        ("n_string_single_quotes", "'a'"),
        ("n_string_raw_newline", "\"a\nb\""),
        ("n_string_raw_tab", "\"a\tb\""),
        ("n_string_raw_nul", "\"a\u{0}b\""),
        ("n_string_bad_escape", #""\a""#),
        ("n_string_escaped_apostrophe", #""\'""#),
        ("n_string_short_unicode_escape", #""\u12""#),
        ("n_string_uppercase_U_escape", #""\U0041""#),
        ("n_string_lone_high_surrogate", #""\ud800""#),
        ("n_string_lone_low_surrogate", #""\udc00""#),
        ("n_string_reversed_surrogates", #""\udc00\ud800""#),
        ("n_string_high_surrogate_then_char", #""\ud800a""#),
        ("n_string_backslash_at_end", "\"\\"),
        ("n_literal_capitalized", "True"),
        ("n_literal_truncated", "nul"),
        ("n_literal_extended", "nulll"),
        ("n_two_values", "1 2"),
        ("n_trailing_garbage", "{}x"),
        ("n_comment", "[1] // c"),
        ("n_block_comment", "/* c */ [1]"),
        ("n_bom_in_array", "[\u{FEFF}1]"),
        ("n_bom_twice", "\u{FEFF}\u{FEFF}1"),
        ("n_nbsp_whitespace", "\u{A0}1"),
        ("n_form_feed_whitespace", "\u{C}1"),
        ("n_vertical_tab_whitespace", "\u{B}1"),
    ]

    @Test("y_ cases parse", arguments: accepted)
    func acceptedCase(name: String, text: String) {
        #expect(throws: Never.self, "\(name)") { try JSONReader().parse(Array(text.utf8)) }
    }

    @Test("n_ cases are rejected", arguments: rejected)
    func rejectedCase(name: String, text: String) {
        #expect(throws: JSONSyntaxError.self, "\(name)") { try JSONReader().parse(Array(text.utf8)) }
    }

    @Test("n_ byte cases (ill-formed UTF-8, truncated input) are rejected", arguments: [
        ("n_utf8_overlong_quote", [0x22, 0xC0, 0xA2, 0x22]),
        ("n_utf8_encoded_low_surrogate", [0x22, 0xED, 0xBF, 0xBF, 0x22]),
        ("n_utf8_lone_continuation", [0x22, 0xBF, 0x22]),
        ("n_utf8_truncated_at_end", [0x22, 0xE6, 0x97]),
        ("n_utf8_latin1_e_acute", [0x22, 0xE9, 0x22]),
        ("n_utf8_above_max", [0x22, 0xF4, 0xBF, 0xBF, 0xBF, 0x22]),
        ("n_utf16le_bom", [0xFF, 0xFE, 0x31, 0x00]),
        ("n_nul_byte_after_value", [0x31, 0x00]),
        ("n_half_bom", [0xEF, 0xBB, 0x31]),
    ] as [(String, [UInt8])])
    func rejectedBytes(name: String, bytes: [UInt8]) {
        #expect(throws: JSONSyntaxError.self, "\(name)") { try JSONReader().parse(bytes) }
    }
}
