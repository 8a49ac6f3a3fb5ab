import Foundation

/// Descriptors 0, 1 and 2 as the process found them: a closed one is given /dev/null (so that
/// no file the command opens takes its number and its output), and remembered, so that
/// `--out /dev/stdout` with standard output closed fails instead of writing to /dev/null.
package enum StandardStreams {
  nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []

  /// Opens /dev/null (read-only, so writes to it fail with EBADF) for each closed standard
  /// descriptor. Call once, at the start, before any other file is opened.
  package static func reserve() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      closedAtStart.insert(descriptor)
      _ = open("/dev/null", O_RDONLY | O_CLOEXEC)
    }
  }

  /// Whether `path` names standard output (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`)
  /// and standard output was closed when the process started.
  package static func isClosedStandardOutput(_ path: String) -> Bool {
    closedAtStart.contains(1) && ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains(path)
  }
}
