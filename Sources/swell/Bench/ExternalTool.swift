import Foundation
import _SwellFiles

/// A program found on `PATH` (`img2webp`, `ffmpeg`), run to completion with `Process`.
struct ExternalTool {
  /// The program's name.
  var name: String
  /// Its absolute path.
  var url: URL

  /// The program called `name` on `PATH`, or nil when it is not installed.
  init?(_ name: String) {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        self.name = name
        url = candidate
        return
      }
    }
    return nil
  }

  /// Runs the program with `arguments` and waits for it.
  ///
  /// - Throws: `CommandError.failure` with its exit status and the end of its standard error
  ///   when it fails.
  func run(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // An interrupted bench stops its children too (see `Interrupts`).
    PendingOutputs.register(child: process.processIdentifier)
    defer { PendingOutputs.unregister(child: process.processIdentifier) }
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let text = String(decoding: message.suffix(400), as: UTF8.self)
      throw CommandError.failure(
        "\(name) exited with status \(process.terminationStatus): \(text)")
    }
  }
}
