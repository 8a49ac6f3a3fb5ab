import Foundation
import Swell

/// A directory filled in one piece: files go into a hidden temporary directory beside the
/// destination, which is renamed to the destination by `commit()`. A failure, or an object
/// dropped without committing, removes the temporary directory and leaves the destination as
/// it was.
///
/// An existing destination is replaced only if it holds nothing but files that
/// `isReplaceable` accepts (a previous export's frames), so a mistyped path can never delete
/// someone's directory. A symbolic link to a directory stays a link: its target is replaced;
/// a link to nothing yet leads to where the directory is made.
/// Every step runs under `PendingOutputs.exclusively`.
package final class AtomicDirectory {
  /// The destination.
  package let path: String
  /// The hidden temporary directory being filled.
  package let temporaryPath: String
  private let isReplaceable: (String) -> Bool
  /// What the files it holds are, for the refusal of a directory with others
  /// (`"an exported frame"`).
  private let contentName: String
  private let failing: WriteFailure
  private var open = true

  /// Creates the temporary directory next to `path`.
  ///
  /// - Throws: `failing(path, reason)` when its parent is missing or not writable, when `path`
  ///   is a file, or when it is a directory with other contents.
  package init(
    path: String, holding contentName: String, isReplaceable: @escaping (String) -> Bool,
    failing: @escaping WriteFailure
  ) throws {
    // "frames/" names the directory "frames": a trailing slash only says it is a directory.
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    // A link to a directory: the directory it leads to is the one replaced; a link to
    // nothing yet: the directory is made where it leads, as a file output's would be.
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      if let resolved = realpath(path, nil) {
        path = String(cString: resolved)
        free(resolved)
      } else {
        path = try OutputTarget.endOfLinks(path, failing: failing)
      }
    }
    self.path = path
    self.isReplaceable = isReplaceable
    self.contentName = contentName
    self.failing = failing
    try AtomicDirectory.checkReplaceable(path, isReplaceable, contentName, failing)
    let (parent, base) = AtomicFile.split(path)
    guard !base.isEmpty else {
      throw failing(path, "the path does not name a directory")
    }
    temporaryPath = try PendingOutputs.exclusively {
      for _ in 0..<16 {
        let candidate = parent + "/." + base + ".tmp-" + AtomicFile.randomSuffix()
        if mkdir(candidate, 0o777) == 0 {
          PendingOutputs.register(candidate)
          return candidate
        }
        if errno != EEXIST {
          throw failing(path, AtomicFile.lastError())
        }
      }
      throw failing(path, "could not create a temporary directory")
    }
  }

  deinit { discard() }

  /// Moves the finished directory into place, replacing a previous export there.
  ///
  /// - Throws: `failing(path, reason)`; the temporary directory is removed.
  package func commit() throws {
    try PendingOutputs.exclusively { try commitUnguarded() }
  }

  private func commitUnguarded() throws {
    guard open else { throw failing(path, "already finished") }
    do {
      try AtomicDirectory.checkReplaceable(path, isReplaceable, contentName, failing)
      var old: String?
      if FileManager.default.fileExists(atPath: path) {
        let (parent, base) = AtomicFile.split(path)
        let aside = parent + "/." + base + ".old-" + AtomicFile.randomSuffix()
        guard rename(path, aside) == 0 else {
          throw failing(path, AtomicFile.lastError())
        }
        old = aside
      }
      guard rename(temporaryPath, path) == 0 else {
        let reason = AtomicFile.lastError()
        if let old { rename(old, path) }
        throw failing(path, reason)
      }
      open = false
      PendingOutputs.unregister(temporaryPath)
      if let old { try? FileManager.default.removeItem(atPath: old) }
    } catch {
      discardUnguarded()
      throw error
    }
  }

  /// Removes the temporary directory and everything in it.
  package func discard() {
    PendingOutputs.exclusively { discardUnguarded() }
  }

  private func discardUnguarded() {
    guard open else { return }
    open = false
    try? FileManager.default.removeItem(atPath: temporaryPath)
    PendingOutputs.unregister(temporaryPath)
  }

  private static func checkReplaceable(
    _ path: String, _ isReplaceable: (String) -> Bool, _ contentName: String,
    _ failing: WriteFailure
  ) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else {
      throw failing(path, "a file (not a directory) is there")
    }
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    if let foreign = contents.first(where: { !isReplaceable($0) }) {
      throw failing(
        path,
        "the directory holds \(SwellError.quote(foreign)), which is not \(contentName); "
          + "choose an empty or new directory")
    }
  }
}
