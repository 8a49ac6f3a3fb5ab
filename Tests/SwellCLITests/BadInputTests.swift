import Foundation
import Testing

/// Every kind of bad input gets `Error: …` naming the problem, the usage and a hint on stderr,
/// exit 64 (or 1 for a runtime failure), and leaves no output file behind.
@Suite struct BadInputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var status: Int32 = 64
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["render", "sparkle", "--out", "x.png"], message: "Unknown style 'sparkle'"),
    Case(
      arguments: ["render", "wave", "--wdith", "300", "--out", "x.png"],
      message: "Did you mean '--width'?"),
    Case(
      arguments: ["render", "wave", "--width", "abc", "--out", "x.png"],
      message: "'abc' for '--width' is not a finite number"),
    Case(
      arguments: ["render", "wave", "--width", "nan", "--out", "x.png"],
      message: "'nan' for '--width' is not a finite number"),
    Case(
      arguments: ["render", "wave", "--pull", "inf", "--out", "x.png"],
      message: "'inf' for '--pull' is not a finite number"),
    Case(
      arguments: ["render", "wave", "--width", "0", "--out", "x.png"],
      message: "--width' is out of range"),
    Case(
      arguments: ["render", "wave", "--width", "1e9", "--out", "x.png"],
      message: "--width' is out of range"),
    Case(
      arguments: [
        "render", "wave", "--width", "4096", "--scale", "8", "--pull", "10", "--out", "x.png",
      ], message: "16384"),
    Case(
      arguments: ["render", "wave", "--fps", "-3", "--out", "x.webp"],
      message: "--fps' is out of range"),
    Case(
      arguments: ["render", "wave", "--duration", "-1", "--out", "x.webp"],
      message: "--duration' is out of range"),
    Case(
      arguments: ["render", "wave", "--out", "x.bmp"],
      message: "Cannot tell the format from 'x.bmp'"),
    Case(
      arguments: ["render", "wave", "--format", "tiff", "--out", "x.png"],
      message: "Unknown format 'tiff'"),
    Case(
      arguments: ["render", "wave", "--set", "amplitude", "--out", "x.png"],
      message: "not of the form name=value"),
    Case(
      arguments: ["render", "wave", "--set", "nonsense=1", "--out", "x.png"], message: "nonsense"),
    Case(arguments: ["render", "wave", "--out"], message: "Missing value for '--out"),
    Case(arguments: ["render"], message: "Missing expected argument '<style>'"),
    Case(
      arguments: ["render", "wave", "extra", "--out", "x.png"],
      message: "Unexpected argument 'extra'"),
    Case(
      arguments: ["render", "wave", "--interaction", "missing.json", "--out", "x.webp"],
      message: "Cannot read the interaction file"),
    Case(
      arguments: ["render", "wave", "--interaction", "bad.json", "--out", "x.webp"],
      message: "is not valid JSON: a key must be a string at line 1, column 3"),
    Case(
      arguments: ["render", "wave", "--interaction", "wrong.json", "--out", "x.webp"],
      message: "is malformed"),
    Case(
      arguments: ["render", "wave", "--out", "/nonexistent-dir/x.webp"],
      message: "/nonexistent-dir/x.webp", status: 1),
    Case(
      arguments: ["render", "wave", "--pull", "20", "--out", "/proc/x.png"], message: "/proc/x.png",
      status: 1),
    Case(
      arguments: ["render", "wave", "--format", "lottie", "--out", "/nonexistent-dir/x.json"],
      message: "/nonexistent-dir/x.json", status: 1),
    Case(
      arguments: ["render", "wave", "--format", "lottie", "--fps", "240", "--duration", "100"],
      message: "is too long"),
    Case(
      arguments: ["render", "wave", "--format", "lottie-app", "--pull", "20"],
      message: "lottie-app is the whole control"),
    Case(
      arguments: ["render", "wave", "--format", "lottie-app", "--out", "/nonexistent-dir/x.json"],
      message: "/nonexistent-dir/x.json", status: 1),
    Case(
      arguments: ["render", "wave", "--format", "webp", "--reference-frames", "refs"],
      message: "--reference-frames goes with --format lottie-app"),
    Case(
      arguments: ["render", "wave", "--format", "gif", "--background"],
      message: "--background goes with --format lottie-app"),
    Case(
      arguments: ["render", "wave", "--format", "lottie-app", "--keyframes", "sometimes"],
      message: "Unknown keyframes 'sometimes'"),
    Case(
      arguments: ["render", "wave", "--format", "gif", "--keyframes", "compact"],
      message: "--keyframes goes with --format lottie or lottie-app"),
    Case(
      arguments: ["inspect", "wave", "--state", "sleeping"], message: "Unknown state 'sleeping'"),
    Case(arguments: ["simulate", "wave", "--format", "xml"], message: "Unknown format 'xml'"),
    Case(arguments: ["simulate", "wave", "--edge", "left"], message: "Unknown edge 'left'"),
    Case(
      arguments: ["render", "wave", "--edge", "bottom", "--start", "soon"],
      message: "Unknown start 'soon'"),
    Case(
      arguments: ["inspect", "quiet", "--edge", "bottom", "--outcome", "maybe"],
      message: "Unknown outcome 'maybe'"),
    Case(arguments: ["styles", "--verbose"], message: "Unknown option '--verbose'"),
    Case(arguments: ["gallery", "--fps", "0"], message: "--fps' is out of range"),
    Case(
      arguments: ["gallery", "--preset", "nope", "--out", "gallery"],
      message: "Unknown preset 'nope'"),
    // Strict JSON: a repeated key, a trailing comma, a comment.
    Case(
      arguments: ["render", "wave", "--interaction", "repeated.json", "--out", "x.webp"],
      message: "the key \"duration\" is repeated at line 1"),
    Case(
      arguments: ["render", "wave", "--interaction", "comma.json", "--out", "x.webp"],
      message: "a trailing comma"),
    Case(
      arguments: ["render", "wave", "--interaction", "comment.json", "--out", "x.webp"],
      message: "a comma or } must follow a member at line 1, column 13"),
    // Bounded length: each step in range, too long in all.
    Case(
      arguments: ["render", "wave", "--interaction", "long.json", "--out", "x.webp"],
      message: "steps = 1200 s in all is out of range: at most 120 s in all"),
    // A huge bad word is quoted cut short, not echoed whole.
    Case(
      arguments: ["render", "wave", "--interaction", "huge.json", "--out", "x.webp"],
      message: "… (100000 characters)"),
    Case(arguments: ["render", String(repeating: "z", count: 5000)], message: "(5000 characters)"),
    // Numbers in decimal, booleans true or false, as the help says.
    Case(
      arguments: ["render", "wave", "--set", "periods=0x10", "--out", "x.png"],
      message: "periods = \"0x10\""),
    Case(
      arguments: ["render", "wave", "--set", "smoothBreathing=yes", "--out", "x.png"],
      message: "smoothBreathing = \"yes\""),
    Case(arguments: ["render", "wave", "--fps", "0x10"], message: "'0x10' for '--fps'"),
    Case(
      arguments: ["inspect", "wave", "--style-file", "style-range.json"],
      message: "periods = -3.0 is out of range"),
    Case(
      arguments: ["inspect", "wave", "--style-file", "style-repeated.json"],
      message: "the key \"periods\" is repeated"),
    Case(
      arguments: ["inspect", "wave", "--style-file", "style-unknown.json"],
      message: "nope = an unknown parameter of wave"),
    Case(
      arguments: ["inspect", "wave", "--style-file", "missing.json"],
      message: "Cannot read the style file 'missing.json'"),
    Case(
      arguments: ["inspect", "wave", "--style-file", "style-range.json", "--preset", "seed"],
      message: "--style-file and --preset"),
  ]

  @Test(arguments: cases)
  func isRejectedCleanly(_ testCase: Case) throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("{ not json".utf8).write(to: directory.appendingPathComponent("bad.json"))
    try Data(#"{"steps": [{"pull": {"to": "far"}}]}"#.utf8)
      .write(to: directory.appendingPathComponent("wrong.json"))
    let files = [
      "repeated.json": #"{"steps":[{"step":"hold","duration":1,"duration":-5}]}"#,
      "comma.json": #"{"steps":[{"step":"hold","duration":1},]}"#,
      "comment.json": #"{"steps":[] /* none */}"#,
      "style-range.json": #"{"periods": -3}"#,
      "style-repeated.json": #"{"periods": 2, "periods": 3}"#,
      "style-unknown.json": #"{"nope": 1}"#,
      "long.json":
        #"{"steps":["#
        + Array(repeating: #"{"step":"hold","duration":120}"#, count: 10)
        .joined(separator: ",") + "]}",
      "huge.json": #"{"steps":[{"step":""# + String(repeating: "x", count: 100_000) + #""}]}"#,
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    let before = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let result = try SwellProcess.run(testCase.arguments, in: directory)
    #expect(result.status == testCase.status)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: "), "stderr: \(result.stderr)")
    #expect(result.stderr.contains(testCase.message), "stderr: \(result.stderr)")
    if testCase.status == 64 {
      #expect(result.stderr.contains("USAGE: swell"), "stderr: \(result.stderr)")
      #expect(result.stderr.contains("Help:"), "stderr: \(result.stderr)")
    }
    let after = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(Set(after) == Set(before), "left behind: \(Set(after).subtracting(before))")
  }
}
