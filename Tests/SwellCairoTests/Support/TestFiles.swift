import Foundation

/// A fresh empty directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  /// The directory's path, without a trailing slash.
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "swell-cairo-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// `path/name`.
  func file(_ name: String) -> String { path + "/" + name }

  /// The names in the directory, sorted, hidden ones included.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The output of a command-line tool run to completion.
struct ToolResult {
  var status: Int32
  var standardOutput: String
  var standardError: String
}

/// Runs `tool` (looked up on PATH) with `arguments`; standard input is empty.
func runTool(_ tool: String, _ arguments: [String]) throws -> ToolResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [tool] + arguments
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = FileHandle.nullDevice
  try process.run()
  // Read before waiting so a large output cannot fill the pipe and block the tool.
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ToolResult(
    status: process.terminationStatus,
    standardOutput: String(decoding: outData, as: UTF8.self),
    standardError: String(decoding: errData, as: UTF8.self))
}

/// Whether `tool` is on PATH.
func toolExists(_ tool: String) -> Bool {
  (try? runTool("sh", ["-c", "command -v \(tool)"]))?.status == 0
}
