import Foundation

/// The prompt texts the program loads at run time, bundled from `Prompts/Texts`.
public enum BundledPrompts {
    /// The folder holding the bundled prompt files.
    public static var directory: URL? {
        Bundle.module.url(forResource: "Texts", withExtension: nil)
    }
}
