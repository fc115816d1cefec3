import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads exported XML back with Foundation's own parser.
enum XMLParsing {
    static func document(_ data: Data) throws -> XMLDocument {
        try XMLDocument(data: data, options: [])
    }

    /// Elements named `name` anywhere below `node`, ignoring namespaces.
    static func elements(_ name: String, in node: XMLNode) -> [XMLElement] {
        var found: [XMLElement] = []
        for child in node.children ?? [] {
            if let element = child as? XMLElement {
                if element.localName == name { found.append(element) }
                found += elements(name, in: element)
            }
        }
        return found
    }

    /// An attribute's value; looked up by scanning because FoundationXML's `attribute(forName:)` misses
    /// unprefixed attributes of elements in a default namespace.
    static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
    }

    /// The text of `element` with `<br/>` read as a line break, as a QTI player shows it.
    static func textWithBreaks(_ element: XMLElement) -> String {
        (element.children ?? []).map { child in
            if let inner = child as? XMLElement {
                inner.localName == "br" ? "\n" : textWithBreaks(inner)
            } else {
                child.stringValue ?? ""
            }
        }.joined()
    }
}
