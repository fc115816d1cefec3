import ScoreHistory

/// Keeps secrets off the screen: a server that rejects a key often quotes it back in its error,
/// and that text reaches standard error through many paths (errors, export failures, retries).
struct RedactingOutput: TextOutput {
    let inner: any TextOutput
    let redactor: Redactor

    func write(_ text: String) {
        inner.write(redactor.redact(text))
    }
}

extension TextOutput {
    /// This output, with `redactor`'s secrets replaced; itself when there are none.
    func redacting(_ redactor: Redactor) -> any TextOutput {
        redactor.secrets.isEmpty ? self : RedactingOutput(inner: self, redactor: redactor)
    }
}
