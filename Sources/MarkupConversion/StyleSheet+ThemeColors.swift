import Backends
import MarkupAST

extension StyleSheet {
    /// The colours and backgrounds this stylesheet gives text by its kind (a quote's grey,
    /// code's background), which the runs.json reader must not mistake for colours the
    /// content set.
    var kindColors: Set<RGBAColor> {
        var colors: Set<RGBAColor> = []
        for kind in SemanticKind.allCases {
            guard let rule = self[.kind(kind)] else { continue }
            if let color = rule.color { colors.insert(color) }
            if let background = rule.background { colors.insert(background) }
        }
        return colors
    }

    /// ``kindColors`` of each named theme, by the name runs.json records in `base.theme`,
    /// computed once: every runs.json parser reads them.
    static let namedThemeKindColors: [String: Set<RGBAColor>] = Dictionary(
        uniqueKeysWithValues: StyleTheme.allCases.map { ($0.rawValue, StyleSheet(theme: $0).kindColors) })

    /// ``kindColors`` of the default stylesheet, computed once.
    static let defaultKindColors = StyleSheet.default.kindColors
}

