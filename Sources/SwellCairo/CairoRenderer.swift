internal import CCairo
import Swell

/// Draws `SwellScene`s with cairo: into bitmaps (`CairoImage`), PNG files, and vector SVG and PDF
/// files.
///
///     let renderer = try CairoRenderer(scale: 2)
///     let image = try renderer.render(scene)          // 750 × 240 pixels for 375 × 120 pt
///     try renderer.writePNG(scene, to: "wave.png")
///
/// Scenes are in points; the renderer multiplies by `scale` to get pixels (or SVG/PDF units),
/// after each layer's own transform. Drawing is antialiased; colours are sRGB with straight
/// alpha in the model and premultiplied inside cairo, and every output is un-premultiplied
/// with rounding, so translucent edges show no dark fringe.
public struct CairoRenderer: Hashable, Sendable {
  /// Pixels (or SVG/PDF units) per point: 1, 2, 3 for the usual screen densities.
  public let scale: Double

  /// Creates a renderer.
  ///
  /// - Parameter scale: pixels per point, a finite number > 0.
  /// - Throws: `SwellError.invalidParameter` naming `scale` otherwise.
  public init(scale: Double = 1) throws {
    try SwellError.checkPositive(scale, "scale")
    self.scale = scale
  }

  /// The bitmap size of a scene of `size` points: each side × scale, rounded up.
  ///
  /// - Throws: `SwellError.invalidParameter` when a side is not finite and > 0 or the result
  ///   is over `CairoImage.maximumPixelSide` (16384) pixels.
  public func pixelSize(of size: SwellSize) throws -> (width: Int, height: Int) {
    try SwellError.checkPositive(size.width, "scene.size.width")
    try SwellError.checkPositive(size.height, "scene.size.height")
    func pixels(_ points: Double, _ name: String) throws -> Int {
      // A tiny allowance so that 375 × 3 computed as 1125.0000000000002 stays 1125.
      let exact = points * scale
      let limit = Double(CairoImage.maximumPixelSide)
      guard exact <= limit + 1e-6 else {
        throw SwellError.invalidParameter(
          name: name, value: "\(points) pt × scale \(scale) = \(exact) px",
          accepted: "at most \(CairoImage.maximumPixelSide) px")
      }
      return max(1, Int((exact - 1e-6).rounded(.up)))
    }
    return (
      try pixels(size.width, "scene.size.width"), try pixels(size.height, "scene.size.height")
    )
  }

  /// Draws `scene` into a new bitmap of `pixelSize(of: scene.size)`, transparent where the
  /// scene has no background and no layer. Where a side × `scale` is not a whole number of
  /// pixels, the last one, which the scene only partly covers, repeats the one before it.
  ///
  /// - Throws: `SwellError.invalidParameter` for a scene with a non-finite or out-of-range
  ///   value (naming it); `RenderError.cairo` if cairo fails.
  public func render(_ scene: SwellScene) throws -> CairoImage {
    let (width, height) = try pixelSize(of: scene.size)
    let image = try CairoImage(pixelWidth: width, pixelHeight: height)
    try render(scene, into: image)
    return image
  }

  /// Clears `image` and draws `scene` into it; lets an animation reuse one bitmap.
  ///
  /// - Throws: `SwellError.invalidParameter` when the image's size is not
  ///   `pixelSize(of: scene.size)`, or as `render(_:)`.
  public func render(_ scene: SwellScene, into image: CairoImage) throws {
    try scene.validateForDrawing()
    let (width, height) = try pixelSize(of: scene.size)
    guard image.pixelWidth == width, image.pixelHeight == height else {
      throw SwellError.invalidParameter(
        name: "image", value: "\(image.pixelWidth) × \(image.pixelHeight) px",
        accepted: "the scene's pixel size, \(width) × \(height) px")
    }
    image.clear()
    let context = try CairoContext(surface: image.surface)
    cairo_scale(context.cr, scale, scale)
    try context.draw(scene)
    cairo_surface_flush(image.surface)
    image.extendPartialEdges(
      coveredWidth: scene.size.width * scale, coveredHeight: scene.size.height * scale)
  }

  /// Draws `scene` into a cairo context that someone else owns, such as the one a GTK
  /// drawing function receives, at the context's current transform times `scale`.
  ///
  /// The context's state (transform, source, path) is saved and restored around the drawing.
  ///
  /// - Parameters:
  ///   - scene: what to draw, in points.
  ///   - cairoContext: a live `cairo_t *`, passed as a raw pointer so that no C type
  ///     appears in this module's interface.
  /// - Throws: as `render(_:)`; the context's own error state is reported as `RenderError.cairo`.
  public func draw(_ scene: SwellScene, cairoContext: UnsafeMutableRawPointer) throws {
    try scene.validateForDrawing()
    let cr = OpaquePointer(cairoContext)
    try checkCairo(cairo_status(cr), "draw into the given context")
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_scale(cr, scale, scale)
    try CairoContext(retaining: cr).draw(scene)
  }
}
