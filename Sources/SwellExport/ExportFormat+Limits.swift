import Swell

extension ExportFormat {
  /// The most memory a raster export may need (bytes): a size that would need more is refused
  /// before anything is drawn, rather than found out by the system's memory limits.
  public static let memoryBudget = 1 << 30

  /// The widest and tallest image the format's library can encode (px): 16383 for WebP
  /// (libwebp's `WEBP_MAX_DIMENSION`), cairo's 16384 for the others; nil for vector formats.
  public var maximumPixelSide: Int? {
    switch self {
    case .webp: return 16383
    case .gif, .png, .frames: return 16384
    case .svg, .pdf, .lottie, .lottieApp: return nil
    }
  }

  /// About how many bytes an export holds per pixel of a frame at its peak: the frame being
  /// drawn (4), plus what the encoder keeps — GIF its palette indices and the previous frame,
  /// WebP its own frames in two colour spaces and the candidate encodings it compares (the
  /// peaks the hostile-input campaign measured: 3.4 GB for GIF at 16384², 8.4 GB for WebP at
  /// 16376²).
  var bytesPerPixel: Int {
    switch self {
    case .webp: return 32
    case .gif: return 13
    case .png, .frames: return 4
    case .svg, .pdf, .lottie, .lottieApp: return 0
    }
  }

  /// Throws unless a `width` × `height` px frame fits the format's side limit and the memory
  /// budget.
  ///
  /// - Throws: `SwellError.invalidParameter` naming the frame size and what is accepted.
  public func checkFrameSize(width: Int, height: Int) throws {
    if let side = maximumPixelSide, width > side || height > side {
      throw SwellError.invalidParameter(
        name: "frame size", value: "\(width) × \(height) px",
        accepted: "at most \(side) px a side for \(rawValue)")
    }
    let pixels = width * height
    guard bytesPerPixel > 0, pixels > Self.memoryBudget / bytesPerPixel else { return }
    throw SwellError.invalidParameter(
      name: "frame size", value: "\(width) × \(height) px",
      accepted:
        "at most \(Self.memoryBudget / bytesPerPixel) pixels in all for \(rawValue) (1 GiB of memory at about \(bytesPerPixel) bytes a pixel); lower --scale"
    )
  }
}
