import Foundation
import SwellCairo

/// A directory filled in one piece: files go into a hidden temporary directory beside the
/// destination, which is renamed to the destination by `commit()`. A failure, or an object
/// dropped without committing, removes the temporary directory and leaves the destination as
/// it was.
///
/// An existing destination is replaced only if it holds nothing but files that
/// `isReplaceable` accepts (a previous export's frames), so a mistyped path can never delete
/// someone's directory.
final class AtomicDirectory {
  /// The destination.
  let path: String
  /// The hidden temporary directory being filled.
  let temporaryPath: String
  private let isReplaceable: (String) -> Bool
  private var open = true

  /// Creates the temporary directory next to `path`.
  ///
  /// - Throws: `RenderError.cannotWrite` naming `path` when its parent is missing or not
  ///   writable, when `path` is a file, or when it is a directory with other contents.
  init(path: String, isReplaceable: @escaping (String) -> Bool) throws {
    // "frames/" names the directory "frames": a trailing slash only says it is a directory.
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    self.path = path
    self.isReplaceable = isReplaceable
    try AtomicDirectory.checkReplaceable(path, isReplaceable)
    let (parent, base) = AtomicFile.split(path)
    guard !base.isEmpty else {
      throw RenderError.cannotWrite(path: path, reason: "the path does not name a directory")
    }
    var created: String?
    for _ in 0..<16 {
      let candidate = parent + "/." + base + ".tmp-" + AtomicFile.randomSuffix()
      if mkdir(candidate, 0o777) == 0 {
        created = candidate
        break
      }
      if errno != EEXIST {
        throw RenderError.cannotWrite(path: path, reason: AtomicFile.lastError())
      }
    }
    guard let created else {
      throw RenderError.cannotWrite(path: path, reason: "could not create a temporary directory")
    }
    temporaryPath = created
    PendingOutputs.register(created)
  }

  deinit { discard() }

  /// Moves the finished directory into place, replacing a previous export there.
  ///
  /// - Throws: `RenderError.cannotWrite` naming `path`; the temporary directory is removed.
  func commit() throws {
    guard open else { throw RenderError.cannotWrite(path: path, reason: "already finished") }
    do {
      try AtomicDirectory.checkReplaceable(path, isReplaceable)
      var old: String?
      if FileManager.default.fileExists(atPath: path) {
        let (parent, base) = AtomicFile.split(path)
        let aside = parent + "/." + base + ".old-" + AtomicFile.randomSuffix()
        guard rename(path, aside) == 0 else {
          throw RenderError.cannotWrite(path: path, reason: AtomicFile.lastError())
        }
        old = aside
      }
      guard rename(temporaryPath, path) == 0 else {
        let reason = AtomicFile.lastError()
        if let old { rename(old, path) }
        throw RenderError.cannotWrite(path: path, reason: reason)
      }
      open = false
      PendingOutputs.unregister(temporaryPath)
      if let old { try? FileManager.default.removeItem(atPath: old) }
    } catch {
      discard()
      throw error
    }
  }

  /// Removes the temporary directory and everything in it.
  func discard() {
    guard open else { return }
    open = false
    try? FileManager.default.removeItem(atPath: temporaryPath)
    PendingOutputs.unregister(temporaryPath)
  }

  private static func checkReplaceable(_ path: String, _ isReplaceable: (String) -> Bool) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else {
      throw RenderError.cannotWrite(path: path, reason: "a file (not a directory) is there")
    }
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    if let foreign = contents.first(where: { !isReplaceable($0) }) {
      throw RenderError.cannotWrite(
        path: path,
        reason: "the directory holds \"\(foreign)\", which is not an exported frame; "
          + "choose an empty or new directory")
    }
  }
}
