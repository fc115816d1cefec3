/// What the audience may see: adult-only senses start their line with `M`, adult-only entries carry
/// an `m` after their level digit (see `scripts/build-lexicon`).
extension Lexicon {
    /// A copy of the lexicon that shows `audience` its words and meanings; the file is shared.
    public func restricted(to audience: Audience) -> Lexicon {
        var copy = self
        copy.audience = audience
        return copy
    }

    /// Whether synset `index`'s gloss, examples and members may be shown to this lexicon's audience.
    public func allows(synset index: Int) -> Bool {
        audience == .mature || !isAdultOnly(synset: index)
    }

    /// Whether entry `index` may be asked or offered as a choice for this lexicon's audience.
    public func allows(entry index: Int) -> Bool {
        audience == .mature || !isAdultOnly(entry: index)
    }

    /// Whether the classroom filter marked synset `index`, whatever the audience.
    public func isAdultOnly(synset index: Int) -> Bool {
        file.bytes[Int(lineStarts[index])] == UInt8(ascii: "M")
    }

    /// Whether the classroom filter marked entry `index` (its lemma, or every sense), whatever the audience.
    public func isAdultOnly(entry index: Int) -> Bool {
        let level = field(record: synsetCount + index, field: 2)
        return level.count > 1 && level[1] == UInt8(ascii: "m")
    }
}
