import Foundation
import ResourceLocation

/// The prompt texts the program loads at run time, shipped from `Prompts/Texts`.
public enum BundledPrompts {
    /// The prompt files, and where each kind of installation keeps them.
    public static let resources = ResourceSet(
        name: "prompts", bundleName: "vocabquiz_Prompts", bundleSubdirectory: "Texts",
        requiredFiles: ["instructions.md", "question.md", "bound-blank-sentence.md", "bound-meaning-question.md"])

    /// The folder holding the shipped prompt files, and which kind of installation it is.
    ///
    /// - Throws: `ResourceNotFound` naming every place looked in.
    public static func locate(with locator: ResourceLocator) throws(ResourceNotFound) -> LocatedResources {
        try locator.locate(resources)
    }
}
