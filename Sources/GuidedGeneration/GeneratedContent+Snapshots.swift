import Foundation

extension GeneratedContent {
    /// Whether `later` keeps everything this snapshot showed: no property or element disappears,
    /// completed values stay the same and partial strings only grow. Strings are compared by Unicode
    /// scalars: a combining mark arriving in the next chunk changes the last `Character`, not the text so far.
    ///
    /// This is the streaming contract of `PartialJSONDecoder`; tests and the fuzzer check it on every step.
    func isPrefixSnapshot(of later: GeneratedContent) -> Bool {
        switch (kind, later.kind) {
        case (.null, _) where !isComplete:
            return true
        case (.string(let text), .string(let laterText)):
            return isComplete
                ? text == laterText && later.isComplete : laterText.unicodeScalars.starts(with: text.unicodeScalars)
        case (.array(let elements), .array(let laterElements)):
            guard elements.count <= laterElements.count else { return false }
            return zip(elements, laterElements).allSatisfy { $0.isPrefixSnapshot(of: $1) }
        case (.structure(let properties, let keys), .structure(let laterProperties, let laterKeys)):
            guard Array(laterKeys.prefix(keys.count)) == keys else { return false }
            return keys.allSatisfy { key in
                guard let value = properties[key], let laterValue = laterProperties[key] else { return false }
                return value.isPrefixSnapshot(of: laterValue)
            }
        default:
            return isComplete && self == later
        }
    }
}
