/// Lets a test count the JSON documents parsed while it runs, to show that a model's reply is parsed
/// once (the partial decoder's document is used, not the text again).
///
/// Task-local, so nothing global changes and tests running side by side never see each other's parses.
package enum ParseObservation {
    /// Called once for every document a parser starts on: `GeneratedContent(json:)` or a `PartialJSONDecoder`.
    @TaskLocal package static var onParse: (@Sendable () -> Void)?
}
