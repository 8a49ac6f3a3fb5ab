import Testing

@Suite struct TopLevelTests {
  @Test(arguments: [[], ["--help"], ["-h"], ["help"]])
  func overviewGoesToStdout(_ arguments: [String]) throws {
    let result = try SwellProcess.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("SUBCOMMANDS:"))
    #expect(result.stderr.isEmpty)
  }

  @Test func unknownSubcommandIsAUsageError() throws {
    let result = try SwellProcess.run(["frobnicate"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: Unknown subcommand 'frobnicate'"))
    #expect(result.stderr.contains("USAGE:"))
  }
}
