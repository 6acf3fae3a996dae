// example: provider-conformance
import CollationTesting
import Testing

@Test func conformance() async throws {
    let failures = try await ProviderConformance(provider: MyProvider(), locales: ["en", "de"]).run()
    #expect(failures.isEmpty, "\(failures)")
}
// end
