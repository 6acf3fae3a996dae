@testable import ICUCollation
import Testing

/// The generated root script starts against what the linked ICU gives (a new ICU without
/// `generate-tables icu-script-starts` fails here, and a collator reads them from ICU meanwhile).
@Suite("The root's script starts")
struct ICURootScriptStartsTests {
    @Test("The generated script starts are the linked ICU's, and collators take them when the release matches")
    func generatedEqualsICU() {
        let read = ICUIndexOrder.readRootScriptStarts()
        #expect(read.count > 100)
        #expect(ICUInfo.versionString == ICURootScriptStarts.icuRelease, "generate-tables icu-script-starts for this ICU")
        #expect(ICUIndexOrder.rootScriptStarts == read)
    }
}
