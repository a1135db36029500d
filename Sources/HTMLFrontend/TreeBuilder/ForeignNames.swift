/// The name fix-ups of foreign content (HTML Standard §13.2.6.3): the tokenizer lower-cases
/// every name, and SVG and MathML are case-sensitive, so the tree builder restores the
/// mixed-case spellings from fixed tables.
enum ForeignNames {
    /// The SVG element name for a lower-cased tag name ("adjust SVG tag name" table, §13.2.6.5),
    /// or `nil` when the name needs no change.
    static func svgElementName(_ lowercased: String) -> String? {
        svgElementNames[lowercased]
    }

    /// "Adjust SVG attributes" (§13.2.6.3): `viewbox` → `viewBox` and 57 more.
    static func adjustSVGAttributes(_ attributes: inout [HTMLAttribute]) {
        for index in attributes.indices {
            if let name = svgAttributeNames[attributes[index].name] {
                attributes[index].name = name
            }
        }
    }

    /// "Adjust MathML attributes" (§13.2.6.3): `definitionurl` → `definitionURL`.
    static func adjustMathMLAttributes(_ attributes: inout [HTMLAttribute]) {
        for index in attributes.indices where attributes[index].name == "definitionurl" {
            attributes[index].name = "definitionURL"
        }
    }

    /// "Adjust foreign attributes" (§13.2.6.3): `xlink:href` becomes local name `href` with
    /// prefix `xlink`, and likewise for the other `xlink:`, `xml:` and `xmlns:xlink` names.
    /// A bare `xmlns` keeps its name (its namespace is implied by the name itself).
    static func adjustForeignAttributes(_ attributes: inout [HTMLAttribute]) {
        for index in attributes.indices {
            let name = attributes[index].name
            guard name.utf8.count > 4, name.utf8.contains(UInt8(ascii: ":")) else { continue }
            if let (prefix, local) = foreignAttributes[name] {
                attributes[index].prefix = prefix
                attributes[index].name = local
            }
        }
    }

    private static let svgElementNames: [String: String] = byLowercasedName([
        "altGlyph", "altGlyphDef", "altGlyphItem", "animateColor", "animateMotion",
        "animateTransform", "clipPath", "feBlend", "feColorMatrix", "feComponentTransfer",
        "feComposite", "feConvolveMatrix", "feDiffuseLighting", "feDisplacementMap",
        "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR",
        "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset",
        "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
        "foreignObject", "glyphRef", "linearGradient", "radialGradient", "textPath",
    ])

    private static let svgAttributeNames: [String: String] = byLowercasedName([
        "attributeName", "attributeType", "baseFrequency", "baseProfile", "calcMode",
        "clipPathUnits", "diffuseConstant", "edgeMode", "filterUnits", "glyphRef",
        "gradientTransform", "gradientUnits", "kernelMatrix", "kernelUnitLength", "keyPoints",
        "keySplines", "keyTimes", "lengthAdjust", "limitingConeAngle", "markerHeight",
        "markerUnits", "markerWidth", "maskContentUnits", "maskUnits", "numOctaves",
        "pathLength", "patternContentUnits", "patternTransform", "patternUnits", "pointsAtX",
        "pointsAtY", "pointsAtZ", "preserveAlpha", "preserveAspectRatio", "primitiveUnits",
        "refX", "refY", "repeatCount", "repeatDur", "requiredExtensions", "requiredFeatures",
        "specularConstant", "specularExponent", "spreadMethod", "startOffset", "stdDeviation",
        "stitchTiles", "surfaceScale", "systemLanguage", "tableValues", "targetX", "targetY",
        "textLength", "viewBox", "viewTarget", "xChannelSelector", "yChannelSelector",
        "zoomAndPan",
    ])

    private static let foreignAttributes: [String: (String, String)] = [
        "xlink:actuate": ("xlink", "actuate"),
        "xlink:arcrole": ("xlink", "arcrole"),
        "xlink:href": ("xlink", "href"),
        "xlink:role": ("xlink", "role"),
        "xlink:show": ("xlink", "show"),
        "xlink:title": ("xlink", "title"),
        "xlink:type": ("xlink", "type"),
        "xml:lang": ("xml", "lang"),
        "xml:space": ("xml", "space"),
        "xmlns:xlink": ("xmlns", "xlink"),
    ]

    private static func byLowercasedName(_ names: [String]) -> [String: String] {
        var table: [String: String] = [:]
        for name in names {
            table[ASCIIFolding.lowercased(name)] = name
        }
        return table
    }
}
