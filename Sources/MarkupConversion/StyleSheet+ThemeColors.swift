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
}
