import Foundation
import Swell
import Testing

/// The documentation's code compiles and does what the text says: each Swift block of the
/// article "Writing your own style" is part of `WritingAStyleExample.swift`, which the
/// `SwellStyleAuthoringTests` target compiles with the public API alone and checks.
@Suite struct DocCodeTests {
  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The Swift blocks (```swift … ```) of a Markdown text, each as its lines. A fence that
  /// says more (```swift example-for-ios) marks code for another platform, which cannot be
  /// compiled here; it is left out.
  static func swiftBlocks(of markdown: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if current != nil, trimmed == "```" {
        blocks.append(current ?? [])
        current = nil
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return blocks
  }

  /// Lines without their indentation and trailing spaces, blank lines dropped.
  static func normalized(_ lines: [String]) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The text of the repository's file at `path`.
  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Checks that every Swift block of the Markdown file `document` appears, line for line
  /// (indentation and blank lines aside, `import` lines dropped: they belong at a file's
  /// top), in the Swift file `compiledFile`, which a test target compiles.
  static func expectBlocks(
    of document: String, section: String? = nil, in compiledFile: String, atLeast minimum: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let compiled = normalized(try read(compiledFile).components(separatedBy: "\n"))
    var markdown = try read(document)
    if let section {
      // From the heading to the next heading of any level.
      let start = try #require(markdown.range(of: section), sourceLocation: sourceLocation)
      let rest = markdown[start.upperBound...]
      let end = rest.range(of: "\n#")?.lowerBound ?? rest.endIndex
      markdown = String(rest[..<end])
    }
    let blocks = swiftBlocks(of: markdown)
    #expect(blocks.count >= minimum, "\(document) shows its code", sourceLocation: sourceLocation)
    for block in blocks {
      let lines = normalized(block).filter { !$0.hasPrefix("import ") }
      let found = compiled.indices.contains { start in
        start + lines.count <= compiled.count
          && Array(compiled[start..<start + lines.count]) == lines
      }
      #expect(
        found, "\(document)'s code is not in \(compiledFile): \(lines.first ?? "")",
        sourceLocation: sourceLocation)
    }
  }

  @Test func articleCodeIsCompiledHere() throws {
    // The article shows its code in five steps.
    try Self.expectBlocks(
      of: "Sources/Swell/Swell.docc/WritingAStyle.md",
      in: "Tests/SwellStyleAuthoringTests/WritingAStyleExample.swift", atLeast: 5)
  }

  @Test func gettingStartedGTKCodeIsTheExampleApps() throws {
    // Word for word from the GTK example, which `make test-gtk-example` builds and drives.
    try Self.expectBlocks(
      of: "Sources/Swell/Swell.docc/GettingStarted.md", section: "### A header on a GTK list",
      in: "Examples/GTK/Sources/SwellGTKExample/main.swift", atLeast: 3)
  }

  @Test func readmeCodeIsCompiledHere() throws {
    try Self.expectBlocks(
      of: "README.md", in: "Tests/SwellTests/ReadmeExampleTests.swift", atLeast: 1)
  }

  /// README's links and images name files of the repository (a clone has nothing else).
  @Test func readmeLinksResolveInTheRepository() throws {
    let readme = try Self.read("README.md")
    var targets: [String] = []
    for pattern in [#"\]\(([^)\s]+)\)"#, #"src="([^"]+)""#] {
      let regex = try NSRegularExpression(pattern: pattern)
      let range = NSRange(readme.startIndex..., in: readme)
      for match in regex.matches(in: readme, range: range) {
        if let r = Range(match.range(at: 1), in: readme) { targets.append(String(readme[r])) }
      }
    }
    #expect(targets.count >= 10, "README links its gallery and its articles")
    for target in targets where !target.contains("://") && !target.hasPrefix("#") {
      let file = target.split(separator: "#", omittingEmptySubsequences: false)[0]
      let path = Self.root.appendingPathComponent(String(file)).path
      #expect(
        FileManager.default.fileExists(atPath: path), "README links a missing file: \(target)")
    }
  }
}
