/// Caps that keep a hostile or runaway model response from exhausting memory or the stack.
public struct JSONParsingLimits: Sendable, Equatable {
    /// The deepest nesting of objects and arrays accepted; 64 is far beyond any schema we send.
    public var maximumDepth: Int
    /// The largest document accepted, in UTF-8 bytes.
    public var maximumByteCount: Int

    /// - Parameters:
    ///   - maximumDepth: Defaults to 64 levels.
    ///   - maximumByteCount: Defaults to 1 MiB.
    public init(maximumDepth: Int = 64, maximumByteCount: Int = 1_048_576) {
        self.maximumDepth = maximumDepth
        self.maximumByteCount = maximumByteCount
    }
}
