import Testing

@testable import ScoreHistory

@Suite("Redactor")
struct RedactorTests {
    @Test func everyOccurrenceOfEverySecretIsReplaced() {
        let redactor = Redactor(secrets: ["sk-abc123", "", "tok"])
        #expect(redactor.redact("key sk-abc123 and sk-abc123, tok") == "key [redacted] and [redacted], [redacted]")
    }

    @Test func aSecretContainingAnotherIsReplacedWhole() {
        let redactor = Redactor(secrets: ["abc", "xabcx"])
        #expect(redactor.redact("xabcx abc") == "[redacted] [redacted]")
    }

    @Test func emptySecretsChangeNothing() {
        #expect(Redactor(secrets: [""]).redact("hello") == "hello")
    }
}
