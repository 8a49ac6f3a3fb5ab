internal import CCairo
import Swell

/// A bitmap in memory: a cairo image surface of premultiplied ARGB32 pixels.
///
/// Renderers draw into it; encoders and tests read it back as straight-alpha RGBA with
/// `pixel(x:y:)` or `rgbaBytes()`. The class owns its cairo surface and frees it in `deinit`.
/// It is not `Sendable`: use one image from one thread at a time.
public final class CairoImage {
  /// The largest accepted width or height, in pixels.
  public static let maximumPixelSide = 16384

  /// The cairo surface; owned.
  let surface: OpaquePointer
  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  /// Bytes from one row to the next.
  let stride: Int

  /// Creates a fully transparent image.
  ///
  /// - Parameters:
  ///   - pixelWidth: the width in pixels, 1…16384.
  ///   - pixelHeight: the height in pixels, 1…16384.
  /// - Throws: `SwellError.invalidParameter` for a size out of range; `RenderError.cairo` if
  ///   cairo cannot allocate the surface.
  public convenience init(pixelWidth: Int, pixelHeight: Int) throws {
    try CairoImage.checkSide(pixelWidth, "pixelWidth")
    try CairoImage.checkSide(pixelHeight, "pixelHeight")
    try self.init(
      adopting: cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
      operation: "create a \(pixelWidth) × \(pixelHeight) image surface")
  }

  /// Creates an image from straight-alpha RGBA bytes, row after row with no padding.
  ///
  /// - Throws: `SwellError.invalidParameter` when the size is out of range or `rgba` does not
  ///   hold exactly `pixelWidth · pixelHeight · 4` bytes.
  public convenience init(pixelWidth: Int, pixelHeight: Int, rgba: [UInt8]) throws {
    try self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    guard rgba.count == pixelWidth * pixelHeight * 4 else {
      throw SwellError.invalidParameter(
        name: "rgba.count", value: "\(rgba.count)",
        accepted: "pixelWidth · pixelHeight · 4 = \(pixelWidth * pixelHeight * 4)")
    }
    withWords { words, wordsPerRow in
      for y in 0..<pixelHeight {
        for x in 0..<pixelWidth {
          let i = (y * pixelWidth + x) * 4
          words[y * wordsPerRow + x] = Premultiplied.pack(
            RGBA8(rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]))
        }
      }
    }
  }

  /// Reads a PNG file (any PNG colour type; converted to ARGB32).
  ///
  /// - Throws: `RenderError.cannotRead` naming the path when it is missing or not a PNG.
  public convenience init(contentsOfPNG path: String) throws {
    guard let loaded = cairo_image_surface_create_from_png(path) else {
      throw RenderError.cannotRead(path: path, reason: "out of memory")
    }
    defer { cairo_surface_destroy(loaded) }
    let status = cairo_surface_status(loaded)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cannotRead(path: path, reason: describe(status))
    }
    try self.init(
      pixelWidth: Int(cairo_image_surface_get_width(loaded)),
      pixelHeight: Int(cairo_image_surface_get_height(loaded)))
    // Painting converts whatever format cairo chose (RGB24 for opaque PNGs) to ARGB32.
    let context = try CairoContext(surface: surface)
    cairo_set_source_surface(context.cr, loaded, 0, 0)
    cairo_set_operator(context.cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(context.cr)
    try context.check("convert \(path) to ARGB32")
  }

  /// Takes ownership of `surface`, which must be an ARGB32 image surface.
  init(adopting surface: OpaquePointer?, operation: @autoclosure () -> String) throws {
    let surface = try adoptSurface(surface, operation: operation())
    self.surface = surface
    pixelWidth = Int(cairo_image_surface_get_width(surface))
    pixelHeight = Int(cairo_image_surface_get_height(surface))
    stride = Int(cairo_image_surface_get_stride(surface))
  }

  deinit { cairo_surface_destroy(surface) }

  /// The straight-alpha pixel at column `x`, row `y` (0 at the top left), or nil outside.
  public func pixel(x: Int, y: Int) -> RGBA8? {
    guard (0..<pixelWidth).contains(x), (0..<pixelHeight).contains(y) else { return nil }
    return withWords { words, wordsPerRow in Premultiplied.unpack(words[y * wordsPerRow + x]) }
  }

  /// All pixels as straight-alpha RGBA bytes, row after row with no padding
  /// (`pixelWidth · pixelHeight · 4` bytes).
  ///
  /// Un-premultiplies with rounding: c = round(c′ · 255 / a); fully transparent pixels are
  /// (0, 0, 0, 0).
  public func rgbaBytes() -> [UInt8] {
    let (width, height) = (pixelWidth, pixelHeight)
    return withWords { words, wordsPerRow in
      [UInt8](unsafeUninitializedCapacity: width * height * 4) { bytes, count in
        var i = 0
        for y in 0..<height {
          let row = y * wordsPerRow
          for x in 0..<width {
            let p = Premultiplied.unpack(words[row + x])
            bytes[i] = p.red
            bytes[i + 1] = p.green
            bytes[i + 2] = p.blue
            bytes[i + 3] = p.alpha
            i += 4
          }
        }
        count = width * height * 4
      }
    }
  }

  /// Whether every pixel is fully opaque.
  public var isOpaque: Bool {
    let (width, height) = (pixelWidth, pixelHeight)
    return withWords { words, wordsPerRow in
      for y in 0..<height {
        for x in 0..<width where words[y * wordsPerRow + x] >> 24 != 0xFF { return false }
      }
      return true
    }
  }

  /// Makes every pixel transparent.
  func clear() {
    cairo_surface_flush(surface)
    if let data = cairo_image_surface_get_data(surface) {
      data.update(repeating: 0, count: stride * pixelHeight)
    }
    cairo_surface_mark_dirty(surface)
  }

  /// Where a drawing covered only `coveredWidth` × `coveredHeight` pixels and a side is not
  /// whole (375 pt at 1.5× is 562.5 px, in a bitmap of 563), gives the partly covered last
  /// column or row the pixels of the one before it. Left half covered, it showed a seam down
  /// the right edge and along the bottom of every preview; stretching the drawing to fill it
  /// instead put the list's rows off the half-pixel grid, and the gallery's WebP films grew
  /// from 3.9 to 8.5 MB.
  func extendPartialEdges(coveredWidth: Double, coveredHeight: Double) {
    let (width, height) = (pixelWidth, pixelHeight)
    let partialColumn = Double(width) > coveredWidth + 1e-6 && width >= 2
    let partialRow = Double(height) > coveredHeight + 1e-6 && height >= 2
    guard partialColumn || partialRow else { return }
    withWords { words, wordsPerRow in
      if partialColumn {
        for y in 0..<height {
          words[y * wordsPerRow + width - 1] = words[y * wordsPerRow + width - 2]
        }
      }
      if partialRow {
        let (last, before) = ((height - 1) * wordsPerRow, (height - 2) * wordsPerRow)
        for x in 0..<width { words[last + x] = words[before + x] }
      }
    }
  }

  /// Calls `body` with the surface's pixels as native-endian premultiplied `0xAARRGGBB` words
  /// and the number of words per row; marks the surface dirty afterwards in case it wrote.
  func withWords<R>(_ body: (UnsafeMutablePointer<UInt32>, Int) throws -> R) rethrows -> R {
    cairo_surface_flush(surface)
    defer { cairo_surface_mark_dirty(surface) }
    // A successfully created ARGB32 surface always has data; a transparent buffer of the same
    // shape stands in for the impossible case so that no caller needs to unwrap.
    guard let data = cairo_image_surface_get_data(surface) else {
      var blank = [UInt32](repeating: 0, count: stride / 4 * pixelHeight)
      return try blank.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else {
          throw RenderError.cairo(operation: "read pixels", status: "no data")
        }
        return try body(base, stride / 4)
      }
    }
    let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
    return try body(words, stride / 4)
  }

  static func checkSide(_ value: Int, _ name: String) throws {
    guard (1...maximumPixelSide).contains(value) else {
      throw SwellError.invalidParameter(
        name: name, value: "\(value)", accepted: "an integer in 1…\(maximumPixelSide)")
    }
  }
}
