/// What `Exporter` writes: the one list of formats the library and the command line share.
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
  /// A Lottie document (`LottieExporter`), JSON: vectors and keyframes any Lottie player
  /// plays.
  case lottie
  /// A Lottie document an app drives by the pull (`LottieAppDocument`): named ranges for the
  /// pull, the release, a seamless refreshing loop and each finish. Made from a style
  /// (`Exporter.exportAppDocument(for:edge:width:reduceMotion:to:)`), not from scenes.
  case lottieApp = "lottie-app"

  /// The format a file name's extension names (`wave.webp` → `.webp`, `wave.json` and
  /// `wave.lottie` (dotLottie) → `.lottie`), case-insensitively; nil for an unknown or missing extension. A path ending
  /// in `/` names `.frames`.
  public init?(path: String) {
    if path.hasSuffix("/") {
      self = .frames
      return
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let ext = name[name.index(after: dot)...].lowercased()
    if ext == "lottie" {
      // dotLottie: the Lottie document packaged (`Exporter` zips it for this extension).
      self = .lottie
      return
    }
    guard let format = ExportFormat.allCases.first(where: { $0.fileExtension == ext }) else {
      return nil
    }
    self = format
  }

  /// The file name extension, without the dot (`json` for Lottie); nil for frames, which are
  /// a directory.
  public var fileExtension: String? {
    switch self {
    case .frames: return nil
    case .lottie, .lottieApp: return "json"
    case .webp, .gif, .png, .svg, .pdf: return rawValue
    }
  }

  /// The output's name for a base name: `wave.webp`, `wave.json`, `wave-app.json`,
  /// `wave-frames/`.
  public func fileName(for base: String) -> String {
    if self == .lottieApp { return "\(base)-app.json" }
    return fileExtension.map { "\(base).\($0)" } ?? "\(base)-frames/"
  }

  /// Whether the format holds many frames (webp, gif, frames, lottie, lottie-app) rather than
  /// one scene.
  public var isAnimated: Bool {
    switch self {
    case .webp, .gif, .frames, .lottie, .lottieApp: return true
    case .png, .svg, .pdf: return false
    }
  }

  /// Every format's name, for help and errors: "webp, gif, png, svg, pdf, frames, lottie or
  /// lottie-app".
  public static var names: String {
    let all = allCases.map(\.rawValue)
    return all.dropLast().joined(separator: ", ") + " or " + (all.last ?? "")
  }
}
