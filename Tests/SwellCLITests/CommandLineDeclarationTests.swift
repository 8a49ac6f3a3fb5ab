import Swell
import Testing
import _SwellCommandLine

/// Options are declared once: the parser's checks, the typed readers' defaults and the help
/// all come from the declaration, so none can disagree with the others.
@Suite struct CommandLineDeclarationTests {
  static let spec = CommandLineSpec(
    command: "tool", abstract: "A tool.",
    arguments: [.init(name: "thing", help: "What to work on.", isOptional: true)],
    options: [
      .number("width", "W", in: 1...4096, help: "Width (pt).", default: 375),
      .integer("rows", "n", in: 0...1000, help: "Rows.", default: 20),
      .choice("edge", ["top", "bottom"], help: "Which edge.", default: "top"),
      .choice("format", ["png", "webp", "gif"], help: "The format."),
      .text("out", "file", help: "Where.", described: "beside the input"),
      .text("set", "name=value", help: "A setting.", repeatable: true),
      .flag("log", help: "Log."),
    ])

  @Test func helpShowsEachDeclarationsRangeChoicesAndDefault() throws {
    let help = Self.spec.helpText
    for row in [
      "--width <W> +Width \\(pt\\)\\. In 1…4096\\. \\(default: 375\\)",
      "--rows <n> +Rows\\. In 0…1000\\. \\(default: 20\\)",
      "--edge <top\\|bottom> +Which edge\\. \\(default: top\\)",
      "--out <file> +Where\\. \\(default: beside the input\\)",
    ] {
      #expect(help.contains(try Regex(row)), "\(row)")
    }
    #expect(Self.spec.usage.hasPrefix("tool [<thing>] [--width <W>]"))
    #expect(Self.spec.usage.contains("[--set <name=value> ...]"))
  }

  @Test func readersReturnTheDeclaredDefaults() throws {
    let none = try ParsedCommandLine([], spec: Self.spec)
    #expect(none.number("width") == 375 && none.integer("rows") == 20)
    #expect(none.string("edge") == "top" && none.given("edge") == nil)
    #expect(none.string("format") == nil && none.string("out") == nil)
    let some = try ParsedCommandLine(
      ["x", "--width=12.5", "--rows", "3", "--edge", "bottom", "--set", "a=1", "--set", "b=2"],
      spec: Self.spec)
    #expect(some.positionals == ["x"])
    #expect(some.number("width") == 12.5 && some.integer("rows") == 3)
    #expect(some.string("edge") == "bottom" && some.strings("set") == ["a=1", "b=2"])
  }

  @Test(
    arguments: [
      (["--width", "0"], "The value 0 for '--width' is out of range", "Give a number in 1…4096."),
      (["--width", "nan"], "The value 'nan' for '--width' is not a finite number", nil),
      (["--rows", "1.5"], "The value '1.5' for '--rows' is not a whole number", nil),
      (["--edge", "left"], "Unknown edge 'left'", "Use --edge top or --edge bottom."),
      (["--format", "tiff"], "Unknown format 'tiff'", "The formats are: png, webp, gif."),
      (["--widht", "3"], "Unknown option '--widht'", "Did you mean '--width'? See 'tool --help'."),
      (["--log=yes"], "The flag '--log' takes no value", nil),
      (["--out"], "Missing value for '--out <file>'", nil),
      (["--edge", "top", "--edge", "top"], "'--edge' was given more than once", nil),
      (["a", "b"], "Unexpected argument 'b'", nil),
    ] as [([String], String, String?)])
  func badWordsAreNamed(words: [String], message: String, hint: String?) {
    #expect {
      try ParsedCommandLine(words, spec: Self.spec)
    } throws: { error in
      guard case .usage(let text, let given) = error as? CommandLineFailure else { return false }
      return text == message && (hint == nil || given == hint)
    }
  }

  @Test func theSharedQuitAfterIsOneDeclaration() {
    let line = CommandLineOption.quitAfter.helpLine
    #expect(line.contains("In 0.001…86400."))
  }
}
