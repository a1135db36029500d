/// The parsed `style=` attribute of one element: typed declarations in source order, at most
/// one per property.
///
/// Built once by the frontend (`InlineStyleParser`) so that no backend re-parses CSS text.
/// ``add(_:)`` applies the cascade inside one declaration block (CSS Cascade 5 §6): a later
/// declaration of a property replaces an earlier one in place, except that a normal
/// declaration never replaces an `!important` one. Typed accessors such as ``color`` read
/// single properties; ``cssText`` writes the canonical CSS back.
///
/// ```swift
/// var style = InlineStyle()
/// style.add(StyleDeclaration(.fontWeight(.bold)))
/// style.fontWeight   // .number(700)
/// style.cssText      // "font-weight: 700"
/// ```
public struct InlineStyle: Hashable, Sendable {
    /// The declarations, in the order their properties first appeared; one per property.
    public private(set) var declarations: [StyleDeclaration]

    /// An empty style.
    public init() {
        declarations = []
    }

    /// A style built by ``add(_:)``-ing each declaration in order.
    public init(_ declarations: some Sequence<StyleDeclaration>) {
        self.declarations = []
        for declaration in declarations { add(declaration) }
    }

    /// Whether there are no declarations.
    public var isEmpty: Bool { declarations.isEmpty }

    /// Adds a declaration with the cascade rule of one block: it replaces the current
    /// declaration of its property (keeping that position) unless the current one is
    /// `!important` and the new one is not. Cost is bounded by the number of properties.
    public mutating func add(_ declaration: StyleDeclaration) {
        let property = declaration.property
        if let index = declarations.firstIndex(where: { $0.property == property }) {
            if declarations[index].isImportant && !declaration.isImportant { return }
            declarations[index] = declaration
        } else {
            // Room for a few at once: a `style=` of two or three declarations (the common
            // case) then costs one allocation, not one per doubling.
            if declarations.capacity == 0 { declarations.reserveCapacity(4) }
            declarations.append(declaration)
        }
    }

    /// Adds each declaration of `other` in order, as ``add(_:)`` does; with `other` from
    /// the `style=` attribute and `self` from presentational hints, `style=` wins.
    public mutating func add(contentsOf other: InlineStyle) {
        for declaration in other.declarations { add(declaration) }
    }

    /// Removes the declaration of `property`, if any.
    public mutating func remove(_ property: CSSProperty) {
        declarations.removeAll { $0.property == property }
    }

    /// The declaration of `property`, if any.
    public subscript(property: CSSProperty) -> StyleDeclaration? {
        declarations.first { $0.property == property }
    }
}
