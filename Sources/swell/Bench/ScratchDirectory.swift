import Foundation
import _SwellFiles

/// A new empty directory for the files a bench writes and reads back, under the system's
/// temporary directory, removed when the work is done — or by `Interrupts` when the bench is
/// stopped, since it is registered in `PendingOutputs` from the moment it exists.
enum ScratchDirectory {
  /// Runs `body` with a new directory (`swell-bench-<UUID>`), then removes it and everything
  /// in it, whether `body` returns or throws.
  ///
  /// - Throws: what creating the directory or `body` throws.
  static func withNew<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("swell-bench-\(UUID().uuidString)")
    // Made and registered in one step, so that an interrupt cannot fall between the two and
    // leave it behind.
    try PendingOutputs.exclusively {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      PendingOutputs.register(directory.path)
    }
    defer {
      PendingOutputs.exclusively {
        try? FileManager.default.removeItem(at: directory)
        PendingOutputs.unregister(directory.path)
      }
    }
    return try body(directory)
  }
}
