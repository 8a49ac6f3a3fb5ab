import Testing
import _SwellCommandLine

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
      "--text-scale", "1.25",
    ])
    #expect(options.textScale == 1.25)
    #expect(DemoOptions().textScale == nil)
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
    (["--style"], "Missing value for '--style <wave|"),
    (["--quit-after", "0"], "The value 0 for '--quit-after' is out of range"),
    (["--quit-after", "nan"], "The value 'nan' for '--quit-after' is not a finite number"),
    (["--quit-after=-1"], "The value -1 for '--quit-after' is out of range"),
    (["--quit-after", "1e20"], "The value 1e20 for '--quit-after' is out of range"),
    (["--quit-after", "86401"], "The value 86401 for '--quit-after' is out of range"),
    (["--rows", "1001"], "The value 1001 for '--rows' is out of range"),
    (["--text-scale", "0.1"], "The value 0.1 for '--text-scale' is out of range"),
    (["--rows", "2.5"], "The value '2.5' for '--rows' is not a whole number"),
    (["--frobnicate"], "Unknown option '--frobnicate'"),
  ])
  func badInputIsAUsageError(arguments: [String], message: String) {
    #expect {
      try DemoOptions.parse(arguments)
    } throws: { error in
      guard case .usage(let text, _) = error as? CommandLineFailure else { return false }
      return text.hasPrefix(message)
    }
  }

  @Test func helpIsNotAnError() {
    let help = CommandLineFailure.help(DemoOptions.spec.helpText)
    #expect(throws: help) { try DemoOptions.parse(["-h"]) }
    #expect(throws: help) { try DemoOptions.parse(["--log", "--help"]) }
  }
}
