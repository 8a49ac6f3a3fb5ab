import Foundation

/// A file written in one piece: bytes go to a hidden temporary file in the destination's
/// directory, which is renamed over the destination only when `commit()` succeeds.
///
/// A rename within one directory is atomic on POSIX file systems, so readers see either the old
/// file or the complete new one, and a failure (an error, a crash, a forgotten `commit`) leaves
/// no partial file under the destination's name. What the path names is respected
/// (`OutputTarget`): a symbolic link stays a link (its target gets the file), a device or FIFO
/// is written through (so `/dev/stdout` works), a directory is refused — nothing that is not a
/// regular file is ever replaced. Shared by SwellCairo, SwellExport and the command line; each
/// reports failures as its own public error (`RenderError.cannotWrite`) through the `failing`
/// function it passes.
///
/// Every step that touches the disk runs under `PendingOutputs.exclusively`, so an interrupt's
/// clean-up never races a write.
package final class AtomicFile {
  /// The destination the caller asked for.
  package let path: String
  /// Where the bytes go now: the hidden temporary file in the destination's directory, or the
  /// device or FIFO itself.
  package let temporaryPath: String
  /// The file renamed over on commit; nil when writing through a device or FIFO.
  private let destination: String?
  private var descriptor: Int32
  /// The first write failure; C callbacks cannot throw, so they record it here.
  package private(set) var failure: (any Error)?
  /// Makes the error for a failure to write `path`, with the system's reason.
  package let failing: WriteFailure

  /// Creates the temporary file next to `path`.
  ///
  /// - Throws: `failing(path, reason)` when the directory is missing or not writable, or when
  ///   `path` is an existing directory.
  package init(path: String, failing: @escaping WriteFailure) throws {
    self.path = path
    self.failing = failing
    guard !AtomicFile.split(path).base.isEmpty else {
      throw failing(path, "the path does not name a file")
    }
    switch try OutputTarget(path, failing: failing) {
    case .file(let target):
      // A file that is there keeps its permissions; one nobody may write is not replaced.
      var existing = stat()
      let replaces = stat(target, &existing) == 0
      if replaces && (existing.st_mode & 0o222 == 0 || access(target, W_OK) != 0) {
        throw failing(path, "the file is read-only")
      }
      let (descriptor, temporaryPath) = try PendingOutputs.exclusively {
        let created = try AtomicFile.createTemporary(
          near: target, named: { "\($0).tmp-\($1)" },
          failing: { _, reason in
            failing(path, reason)
          })
        PendingOutputs.register(created.1)
        if replaces { _ = fchmod(created.0, existing.st_mode & 0o7777) }
        return created
      }
      self.descriptor = descriptor
      self.temporaryPath = temporaryPath
      destination = target
    case .stream(let device):
      if StandardStreams.isClosedStandardOutput(device) {
        throw failing(path, "standard output is closed")
      }
      // A FIFO without a reader would block the open for ever: refuse it instead.
      let descriptor = open(device, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else {
        let reason = errno == ENXIO ? "no process reads from it" : AtomicFile.lastError()
        throw failing(path, reason)
      }
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
      self.descriptor = descriptor
      temporaryPath = device
      destination = nil
    }
  }

  deinit { discard() }

  /// Appends bytes; returns false (and records why) on failure.
  @discardableResult
  package func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard failure == nil else { return false }
    guard descriptor >= 0 else {
      failure = failing(path, "the file was already closed")
      return false
    }
    // A device or FIFO has no temporary to clean up: its writes, which may block for as long
    // as the reader likes, take no lock, so an interrupt's clean-up never waits for them.
    func writeAll() -> Bool {
      var offset = 0
      while offset < bytes.count {
        guard let base = bytes.baseAddress else { break }
        let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = failing(path, AtomicFile.lastError())
          return false
        }
        offset += written
      }
      return true
    }
    return destination == nil ? writeAll() : PendingOutputs.exclusively(writeAll)
  }

  /// Appends the bytes of an array.
  @discardableResult
  package func write(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { write($0) }
  }

  /// Flushes the temporary file to disk and renames it to `path` (a device or FIFO written
  /// through is only closed).
  ///
  /// - Throws: the first recorded write failure, or `failing(path, reason)` if flushing or
  ///   renaming fails; in every case the temporary file is removed.
  package func commit() throws {
    try PendingOutputs.exclusively {
      if let failure {
        discardUnguarded()
        throw failure
      }
      guard descriptor >= 0 else {
        throw failing(path, "the file was already closed")
      }
      guard let destination else {
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 { throw failing(path, AtomicFile.lastError()) }
        return
      }
      // fsync before rename: otherwise a crash could leave the new name on empty data.
      if fsync(descriptor) != 0 || close(descriptor) != 0 {
        let reason = AtomicFile.lastError()
        descriptor = -1
        unlink(temporaryPath)
        PendingOutputs.unregister(temporaryPath)
        throw failing(path, reason)
      }
      descriptor = -1
      defer { PendingOutputs.unregister(temporaryPath) }
      if rename(temporaryPath, destination) != 0 {
        let reason = AtomicFile.lastError()
        unlink(temporaryPath)
        throw failing(path, reason)
      }
    }
  }

  /// Closes and removes the temporary file; nothing appears at `path`.
  package func discard() {
    PendingOutputs.exclusively { discardUnguarded() }
  }

  private func discardUnguarded() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    guard destination != nil else { return }  // a device or FIFO is never removed
    unlink(temporaryPath)
    PendingOutputs.unregister(temporaryPath)
  }

  /// Records a failure found by the caller (an encoder error), so `commit` refuses.
  package func fail(_ error: any Error) {
    if failure == nil { failure = error }
  }

  /// `strerror(errno)` as a Swift string.
  package static func lastError() -> String {
    String(cString: strerror(errno))
  }

  /// Opens a new file, exclusively, in `path`'s directory, with a random hidden name made by
  /// `named(baseName, suffix)`. Mode 0666 less the umask, like any new file.
  static func createTemporary(
    near path: String, named: (String, String) -> String, failing: WriteFailure
  ) throws -> (Int32, String) {
    let (directory, base) = split(path)
    for _ in 0..<16 {
      let candidate = directory + "/." + named(base, randomSuffix())
      let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 { return (fd, candidate) }
      if errno != EEXIST { throw failing(path, lastError()) }
    }
    throw failing(path, "could not create a temporary file")
  }

  /// The directory (`.` when none) and the last component of `path`.
  package static func split(_ path: String) -> (directory: String, base: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  /// Eight random lowercase letters and digits.
  package static func randomSuffix() -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    var generator = SystemRandomNumberGenerator()
    return String((0..<8).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
  }
}

/// Makes the error a writer throws when `path` cannot be written, for the system's `reason`.
package typealias WriteFailure = @Sendable (_ path: String, _ reason: String) -> any Error
