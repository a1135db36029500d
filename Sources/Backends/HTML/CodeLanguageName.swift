/// Which code block languages a sanitized `class="language-…"` carries: a name of at most
/// 32 ASCII letters, digits, `_`, `+` and `-` (`swift`, `c++`, `objective-c`). Others
/// (`c#`, a quote, markup) are left out of sanitized HTML and of the HTML the Markdown
/// writer falls back to, so the Markdown self-check compares a code block's language only
/// when it is such a name.
public enum CodeLanguageName {
    /// Whether `language` is kept as a class under a sanitizer policy.
    public static func isWritable(_ language: String) -> Bool {
        language.utf8.count <= 32 && language.utf8.allSatisfy(isLanguageByte)
    }

    private static func isLanguageByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
}
