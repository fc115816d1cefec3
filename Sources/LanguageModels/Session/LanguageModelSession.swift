import Foundation
public final class LanguageModelSession: Sendable {}
