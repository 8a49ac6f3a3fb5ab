import SwellTestSupport
import Testing
import _SwellCommandLine

@testable import swell

/// A seeded fuzz of the argument parser: random words — known options, values of every kind,
/// long and odd strings — for every subcommand. Parsing and the style selection either
/// succeed or throw a `CommandError`; nothing crashes. `make fuzz` runs many more cases.
@Suite struct ArgumentFuzzTests {
  static let words = [
    "--out", "--format", "--fps", "--width", "--height", "--scale", "--pull", "--time", "--state",
    "--set", "--preset", "--interaction", "--duration", "--header-only", "--reduce-motion",
    "--quality", "--lossless", "--help", "-h", "--", "-", "--=", "--set=", "--fps=", "wave",
    "bend", "ripple", "bounce", "elastic", "seed", "standard", "periods=2", "periods=0x10",
    "frontColor=#FF0000", "frontColor=red", "ballCount=3", "x=", "=1", "1", "-1", "0", "1e308",
    "-1e308", "nan", "inf", "0x10", "3.5", "-0", "", " ", "é", "\u{1F600}", "a/b/", ".json",
    String(repeating: "q", count: 3000), "--" + String(repeating: "o", count: 300),
  ]

  @Test func randomArgumentsNeverCrash() {
    var random = SeededRandom(seed: 0xA26)
    var parsed = 0
    var refused = 0
    for _ in 0..<fuzzCaseCount(standard: 5_000) {
      let command = Subcommands.all[Int(random.next() % UInt64(Subcommands.all.count))]
      let count = Int(random.next() % 8)
      let arguments = (0..<count).map { _ in
        Self.words[Int(random.next() % UInt64(Self.words.count))]
      }
      do {
        let parsedArguments = try ParsedCommandLine(arguments, spec: command.spec)
        parsed += 1
        if let style = parsedArguments.positionals.first {
          _ = try StyleSelection(name: style, arguments: parsedArguments)
        }
      } catch is CommandError, is CommandLineFailure {
        refused += 1
      } catch {
        Issue.record("\(command.spec.command) \(arguments): \(error)")
      }
    }
    #expect(parsed > 0 && refused > 0)
  }
}
