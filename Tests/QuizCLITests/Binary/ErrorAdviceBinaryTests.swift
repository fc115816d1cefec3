import Foundation
import Testing

/// Errors give the fix that applies to this user: not a flag they passed, not `scripts/` advice
/// outside a checkout, and before the banner; model options without a model are usage errors.
@Suite("vocabquiz errors name the fix that applies (binary)")
struct ErrorAdviceBinaryTests {
    @Test func aModelWithoutAnEndpointIsAUsageError() async throws {
        let result = try await BinaryRunner().run(["--model", "foo", "--count", "1"], input: "a\n")
        #expect(result.status == 2)
        #expect(
            result.errors
                == "error: --model needs a model server: add --endpoint URL (or set VOCABQUIZ_ENDPOINT); "
                + "offline questions need neither\n")
        #expect(result.output.isEmpty)
    }

    @Test(arguments: [["--endpoint", "htp:/x"], ["export", "--count", "1", "--format", "gift", "--endpoint", "x"]])
    func anEndpointThatIsNoURLIsAUsageError(_ arguments: [String]) async throws {
        let result = try await BinaryRunner().run(arguments, input: "a\n")
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: invalid value '"))
        #expect(result.errors.hasSuffix("': expected an http(s) API root such as http://127.0.0.1:8080/v1\n"))
    }

    @Test func aDeadServerIsReportedBeforeTheBannerWithAdviceForThisUser() async throws {
        let folder = try TemporaryDirectory()
        var runner = folder.runner
        runner.currentDirectory = folder.url
        let flag = try await runner.run(["--endpoint", "http://127.0.0.1:9/v1"], input: "a\n")
        #expect(flag.status == 1)
        #expect(flag.output.isEmpty, "no banner above the error: \(flag.output)")
        #expect(
            flag.errors
                == "error: Cannot reach http://127.0.0.1:9/v1: the connection was refused. "
                + "Start the model server, or correct --endpoint.\n")

        runner.environment["VOCABQUIZ_ENDPOINT"] = "http://127.0.0.1:9/v1"
        let variable = try await runner.run([], input: "a\n")
        #expect(variable.errors.hasSuffix("Start the model server, or correct VOCABQUIZ_ENDPOINT.\n"))

        // In a checkout (the package root, where the tests run), the script that starts one is named.
        var checkout = folder.runner
        checkout.environment["VOCABQUIZ_ENDPOINT"] = "http://127.0.0.1:9/v1"
        let inCheckout = try await checkout.run([], input: "a\n")
        #expect(inCheckout.errors.hasSuffix("Start one (scripts/local-model start), or correct VOCABQUIZ_ENDPOINT.\n"))
    }
}
