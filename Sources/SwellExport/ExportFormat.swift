/// What `Exporter` writes.
public enum ExportFormat: String, Hashable, Sendable, Codable, CaseIterable {
  /// An animated WebP (`AnimatedWebPEncoder`).
  case webp
  /// An animated GIF (`AnimatedGIFEncoder`).
  case gif
  /// One PNG: the first scene.
  case png
  /// One SVG: the first scene, as vectors.
  case svg
  /// One PDF page: the first scene, as vectors.
  case pdf
  /// A directory of numbered PNGs (`PNGFramesWriter`).
  case frames

  /// The format a file name's extension names (`wave.webp` → `.webp`), case-insensitively;
  /// nil for an unknown or missing extension. A path ending in `/` names `.frames`.
  public init?(path: String) {
    if path.hasSuffix("/") {
      self = .frames
      return
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let ext = name[name.index(after: dot)...].lowercased()
    guard let format = ExportFormat(rawValue: ext), format != .frames else { return nil }
    self = format
  }

  /// Whether the format holds many frames (webp, gif, frames) rather than one scene.
  public var isAnimated: Bool {
    switch self {
    case .webp, .gif, .frames: return true
    case .png, .svg, .pdf: return false
    }
  }
}
