import Foundation
import Lexicon
import ResourceLocation

/// The generated files Reading keeps beside the lexicon: found the way the lexicon is found, and read
/// with one error naming the script that rebuilds them.
enum ReadingResource {
    static func data(named name: String, from locator: ResourceLocator, rebuiltBy script: String)
        throws(ReadingError) -> (data: Data, path: String)
    {
        let url: URL
        do {
            url = try Lexicon.locate(with: locator).url(name)
        } catch {
            throw .resource(path: name, reason: "\(error)")
        }
        do {
            return (try Data(contentsOf: url), url.path)
        } catch {
            throw .resource(path: url.path, reason: "it cannot be read (reinstall, or run \(script))")
        }
    }
}
