import Testing

@testable import swell_demo

/// The demo's command line, parsed without starting GTK.
@Suite struct DemoOptionsTests {
  @Test func defaults() throws {
    #expect(try DemoOptions.parse([]) == DemoOptions())
    #expect(DemoOptions().style == "wave")
  }

  @Test func everyOption() throws {
    let options = try DemoOptions.parse([
      "--style", "ripple", "--quit-after", "2.5", "--log", "--reduce-motion", "--fail",
    ])
    #expect(options.fail)
    #expect(!DemoOptions().fail)
    #expect(options.style == "ripple")
    #expect(options.quitAfter == 2.5)
    #expect(options.log)
    #expect(options.reduceMotion)
    #expect(try DemoOptions.parse(["--style=bend"]).style == "bend")
  }

  @Test(arguments: [
    (["--style", "nope"], "Unknown style 'nope'"),
    (["--style"], "Missing value for '--style'"),
    (["--quit-after", "0"], "Invalid value '0' for '--quit-after'"),
    (["--quit-after", "nan"], "Invalid value 'nan' for '--quit-after'"),
    (["--quit-after=-1"], "Invalid value '-1' for '--quit-after'"),
    (["--quit-after", "1e20"], "Invalid value '1e20' for '--quit-after'"),
    (["--quit-after", "86401"], "Invalid value '86401' for '--quit-after'"),
    (["--frobnicate"], "Unknown option '--frobnicate'"),
  ])
  func badInputIsAUsageError(arguments: [String], message: String) {
    #expect {
      try DemoOptions.parse(arguments)
    } throws: { error in
      guard case .usage(let text) = error as? DemoOptions.Failure else { return false }
      return text.hasPrefix(message)
    }
  }

  @Test func helpIsNotAnError() {
    #expect(throws: DemoOptions.Failure.help) { try DemoOptions.parse(["-h"]) }
    #expect(throws: DemoOptions.Failure.help) { try DemoOptions.parse(["--log", "--help"]) }
  }
}
