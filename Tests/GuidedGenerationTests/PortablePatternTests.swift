import Testing

@testable import GuidedGeneration

@Suite("Portable patterns")
struct PortablePatternTests {
    @Test(arguments: [
        (#"\d+"#, #"^[0-9]+$"#),
        (#"^[\d\s]+$"#, #"^[0-9 \t\n\r]+$"#),
        (#"\D\W\S"#, #"^[^0-9][^A-Za-z0-9_][^ \t\n\r]$"#),
        (#"a\.b"#, #"^a\.b$"#),
        (#"cost \$"#, #"^cost \$$"#),
        ("^already$", "^already$"),
        (#"[\w]x"#, #"^[A-Za-z0-9_]x$"#),
        (#"[\W]"#, #"^[\W]$"#),
        (#"café\é"#, #"^café\é$"#),
        ("(go(es)?|went)", "^(go(es)?|went)$"),
    ])
    func patternsAreAnchoredAndShorthandClassesSpelledOut(pattern: String, expected: String) {
        #expect(PortablePattern.rewrite(pattern) == expected)
    }
}
