import Synchronization
import _SwellFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to the process's standard streams, unbuffered so that stdout and stderr interleave
/// in the order written, and never dies of a stream that cannot be written: a closed, full or
/// broken stream is recorded (`failure`) and the command ends with a run-time failure instead
/// (exit 1, a message where one can still be written).
enum Output {
  private static let firstFailure = Mutex<String?>(nil)

  /// Why a write to standard output or error failed first, nil while all went through.
  static var failure: String? { firstFailure.withLock { $0 } }

  /// Writes `text` to standard output as is.
  static func out(_ text: String) { write(text, to: 1, named: "standard output") }

  /// Writes `text` to standard error as is.
  static func err(_ text: String) { write(text, to: 2, named: "standard error") }

  /// Reports that `path` was written: on standard output, unless the file written *is*
  /// standard output (`--out /dev/stdout`), whose bytes the message must not join.
  static func wrote(_ path: String) {
    var written = stat()
    var standardOutput = stat()
    let isStandardOutput =
      stat(path, &written) == 0 && fstat(1, &standardOutput) == 0
      && written.st_dev == standardOutput.st_dev && written.st_ino == standardOutput.st_ino
    let message = "Wrote \(path)\n"
    if isStandardOutput { err(message) } else { out(message) }
  }

  /// Whether standard error is a terminal (progress bars only there).
  static var stderrIsTerminal: Bool { isatty(2) == 1 }

  /// Makes sure descriptors 0, 1 and 2 are open (`StandardStreams.reserve()`): writes to a
  /// closed one fail with EBADF, which is reported.
  static func reserveStandardStreams() {
    StandardStreams.reserve()
  }

  private static func write(_ text: String, to descriptor: Int32, named name: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          let reason = String(cString: strerror(errno))
          firstFailure.withLock { $0 = $0 ?? "cannot write to \(name): \(reason)" }
          return
        }
        offset += written
      }
    }
  }
}
