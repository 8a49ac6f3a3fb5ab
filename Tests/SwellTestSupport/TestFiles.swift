import Foundation

/// A fresh empty directory under the system's temporary directory, removed by `remove()`.
public struct TemporaryDirectory {
  /// The directory's path, without a trailing slash.
  public let path: String

  /// Creates `swell-tests-<UUID>` in the temporary directory.
  public init() throws {
    path = NSTemporaryDirectory() + "swell-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The directory as a file URL.
  public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

  /// `path/name`.
  public func file(_ name: String) -> String { path + "/" + name }

  /// The names in the directory, sorted, hidden ones included.
  public func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// Deletes the directory and everything in it.
  public func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The output of a command-line tool run to completion.
public struct ToolResult {
  /// The exit status.
  public var status: Int32
  /// Everything written to standard output, as UTF-8.
  public var standardOutput: String
  /// Everything written to standard error, as UTF-8.
  public var standardError: String
}

/// Runs `tool` (a path, or a name looked up on PATH) with `arguments` in `directory`;
/// standard input is empty.
public func runTool(_ tool: String, _ arguments: [String], in directory: URL? = nil) throws
  -> ToolResult
{
  let process = Process()
  if tool.hasPrefix("/") {
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
  } else {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
  }
  if let directory { process.currentDirectoryURL = directory }
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
public func toolExists(_ tool: String) -> Bool {
  (try? runTool("sh", ["-c", "command -v \(tool)"]))?.status == 0
}
