import Foundation

/// Named types referenced from a schema (`$defs`), kept in first-seen order so exports are stable.
struct SchemaDefinitions: Sendable, Equatable {
    private(set) var names: [String] = []
    private(set) var nodes: [String: SchemaNode] = [:]

    subscript(name: String) -> SchemaNode? { nodes[name] }

    var isEmpty: Bool { names.isEmpty }

    /// Adds `node` as `name`.
    /// - Returns: `.duplicateType` when `name` is already defined differently.
    @discardableResult
    mutating func define(_ name: String, as node: SchemaNode) -> GuidedGenerationError? {
        if let existing = nodes[name] {
            return existing == node ? nil : .duplicateType(name: name)
        }
        names.append(name)
        nodes[name] = node
        return nil
    }

    /// Adds every definition of `other`, returning the conflicts.
    mutating func merge(_ other: SchemaDefinitions) -> [GuidedGenerationError] {
        other.names.compactMap { name in other.nodes[name].flatMap { define(name, as: $0) } }
    }
}
