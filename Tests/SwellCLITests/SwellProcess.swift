import Foundation

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
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes before waiting so that a chatty child cannot block on a full pipe.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh empty directory for one test's outputs.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("swell-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
