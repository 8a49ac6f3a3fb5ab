import Foundation
import SwellTestSupport

/// Runs the built `swell` binary and captures what it prints.
struct SwellProcess {
  /// What one run printed and how it ended.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `swell` executable next to the test bundle in the build directory.
  static var executable: URL {
    let buildDirectory = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent()
    let candidate = buildDirectory.appendingPathComponent("swell")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    // `swift test` may run the tests from inside the .xctest bundle on some platforms.
    return buildDirectory.deletingLastPathComponent().appendingPathComponent("swell")
  }

  /// Runs `swell` with `arguments` in `directory` and waits for it.
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    let result = try runTool(executable.path, arguments, in: directory)
    return Result(
      status: result.status, stdout: result.standardOutput, stderr: result.standardError)
  }

  /// A fresh empty directory for one test's outputs.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("swell-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
