/// The font-family lists and language tags one runs.json render meets, each stored once and
/// named by its index, so that ``CompactTextStyle`` (the style the builder copies into every
/// frame) holds two integers instead of an array and a string. A table belongs to one render
/// (it lives as long as its ``StyleResolver``), so no input can make it outlive the document.
final class StyleNames {
    private var families: [[String]] = []
    private var familyIndexes: [[String]: Int32] = [:]
    private var languages: [String] = []
    private var languageIndexes: [String: Int32] = [:]

    /// The index of `family`, added on first use.
    func index(ofFamily family: [String]) -> Int32 {
        if let index = familyIndexes[family] { return index }
        let index = Int32(truncatingIfNeeded: families.count)
        families.append(family)
        familyIndexes[family] = index
        return index
    }

    /// The index of the language tag `language`, added on first use.
    func index(ofLanguage language: String) -> Int32 {
        if let index = languageIndexes[language] { return index }
        let index = Int32(truncatingIfNeeded: languages.count)
        languages.append(language)
        languageIndexes[language] = index
        return index
    }

    /// The family list at `index`; nil for ``CompactTextStyle/none``.
    func family(at index: Int32) -> [String]? {
        index >= 0 && Int(index) < families.count ? families[Int(index)] : nil
    }

    /// The language tag at `index`; nil for ``CompactTextStyle/none``.
    func language(at index: Int32) -> String? {
        index >= 0 && Int(index) < languages.count ? languages[Int(index)] : nil
    }
}
