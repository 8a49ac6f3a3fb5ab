import Testing

@Suite struct SubcommandHelpTests {
  static let subcommands = ["render", "gallery", "inspect", "simulate", "styles"]

  @Test(arguments: subcommands)
  func helpGoesToStdoutWithExitZero(_ name: String) throws {
    for arguments in [[name, "--help"], [name, "-h"], ["help", name]] {
      let result = try SwellProcess.run(arguments)
      #expect(result.status == 0, "\(arguments)")
      #expect(result.stderr.isEmpty, "\(arguments)")
      #expect(result.stdout.hasPrefix("OVERVIEW: "), "\(arguments)")
      #expect(result.stdout.contains("USAGE: swell \(name)"), "\(arguments)")
      #expect(result.stdout.contains("OPTIONS:"), "\(arguments)")
      #expect(result.stdout.contains("-h, --help"), "\(arguments)")
    }
  }

  @Test func renderHelpListsEveryOptionWithDefaults() throws {
    let help = try SwellProcess.run(["render", "--help"]).stdout
    for option in [
      "--out", "--format", "--width", "--height", "--scale", "--fps", "--duration",
      "--interaction", "--pull", "--time", "--set", "--reduce-motion",
    ] {
      #expect(help.contains(option), "\(option) missing from render's help")
    }
    #expect(help.contains("(default: 30)"))
    #expect(help.contains("ARGUMENTS:"))
  }

  @Test func topLevelHelpListsEverySubcommand() throws {
    let help = try SwellProcess.run(["--help"]).stdout
    for name in Self.subcommands { #expect(help.contains("  \(name) ")) }
  }
}
