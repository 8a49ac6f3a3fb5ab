import Foundation

/// What an output path names, and so how it must be written without replacing anything that
/// is not a file: a regular file (or nothing yet) is replaced atomically; a symbolic link stays
/// a link and its target receives the file; a device or FIFO (`/dev/stdout`, a named pipe) is
/// written through; a directory or socket is refused.
package enum OutputTarget: Equatable {
  /// Write a temporary file beside `path` and rename it there: a regular file, or a name that
  /// does not exist yet (also the missing target of a dangling link).
  case file(path: String)
  /// Open `path` and write through it: a character or block device, or a FIFO.
  case stream(path: String)

  /// How to write to `path`.
  ///
  /// - Throws: `failing(path, reason)` for a directory, a socket, a loop of links, or a path
  ///   the system cannot examine.
  package init(_ path: String, failing: WriteFailure) throws {
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG:
        // Follows every link (realpath), so the rename replaces the link's target, not it.
        guard let resolved = realpath(path, nil) else {
          throw failing(path, AtomicFile.lastError())
        }
        defer { free(resolved) }
        self = .file(path: String(cString: resolved))
      case S_IFCHR, S_IFBLK, S_IFIFO:
        self = .stream(path: path)
      case S_IFDIR:
        throw failing(path, "it is a directory")
      default:
        throw failing(path, "it is not a file, a device or a FIFO")
      }
      return
    }
    guard errno == ENOENT else { throw failing(path, AtomicFile.lastError()) }
    // Nothing there yet, or a link to nothing: the file goes where the links lead.
    self = .file(path: try Self.endOfLinks(path, failing: failing))
  }

  /// Where a chain of symbolic links starting at `path` ends: `path` itself when it is no
  /// link, else the name the last link points to (which may not exist yet).
  ///
  /// - Throws: `failing(path, reason)` for a loop of links or a link that cannot be read.
  package static func endOfLinks(_ path: String, failing: WriteFailure) throws -> String {
    var info = stat()
    var current = path
    for _ in 0..<40 {
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length >= 0 else { throw failing(path, AtomicFile.lastError()) }
      let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : AtomicFile.split(current).directory + "/" + target
    }
    throw failing(path, "too many levels of symbolic links")
  }
}
