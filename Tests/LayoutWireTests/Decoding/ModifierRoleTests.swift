import Testing
@testable import LayoutWire

/// Each wire modifier's role names it in its family with the wire's own spelling, and each
/// family's cases are exactly the modifiers whose role is in it.
struct ModifierRoleTests {
    /// The family case a role holds, spelled as its enum spells it (`nil` for `resizable`).
    static func familyName(_ role: WireModifierType.Role) -> String? {
        switch role {
        case .layer(let m): m.rawValue
        case .gridCell(let m): m.rawValue
        case .withContent(let m): m.rawValue
        case .environment(let m): m.rawValue
        case .listRow(let m): m.rawValue
        case .imageMethod: nil
        }
    }

    @Test("A modifier's role names it as the wire spells it")
    func spelledAsTheWire() {
        for type in WireModifierType.allCases {
            let name = Self.familyName(type.role)
            #expect(name == type.rawValue || (name == nil && type == .resizable), "\(type) has role \(type.role)")
        }
    }

    @Test("Every case of every family is some modifier's role, once")
    func familiesCoverTheirModifiers() {
        let named = WireModifierType.allCases.compactMap { Self.familyName($0.role) }
        let families = WireModifierType.Layer.allCases.map(\.rawValue) + WireModifierType.GridCellModifier.allCases.map(\.rawValue)
            + WireModifierType.ContentModifier.allCases.map(\.rawValue) + WireModifierType.EnvironmentModifier.allCases.map(\.rawValue)
            + WireModifierType.ListRowModifier.allCases.map(\.rawValue)
        #expect(named.sorted() == families.sorted())
        #expect(Set(families).count == families.count)
    }
}
