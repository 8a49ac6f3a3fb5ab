import CCairo
import Swell
import SwellCairo
import SwellTestSupport
import Testing

/// `draw(_:cairoContext:)`: drawing into a `cairo_t` owned by someone else (GTK).
@Suite struct ForeignContextTests {
  /// The scene is drawn under the context's own transform (here a translation by (10, 5)
  /// and the renderer's scale 2), and the context's state is restored afterwards.
  @Test func drawsUnderTheCallersTransformAndRestoresState() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 30))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_translate(cr, 10, 5)
    cairo_set_line_width(cr, 7)
    let scene = SwellScene(
      size: SwellSize(width: 5, height: 5),
      layers: [ShapeLayer(path: rectanglePath(x: 0, y: 0, width: 5, height: 5), fillColor: .red)])
    try CairoRenderer(scale: 2).draw(scene, cairoContext: UnsafeMutableRawPointer(cr))

    cairo_surface_flush(surface)
    let data = try #require(cairo_image_surface_get_data(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    func word(_ x: Int, _ y: Int) -> UInt32 {
      UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }
    // The square covers x 10…19, y 5…14 in device pixels: opaque red is 0xFFFF0000.
    #expect(word(10, 5) == 0xFFFF_0000)
    #expect(word(19, 14) == 0xFFFF_0000)
    #expect(word(9, 5) == 0)
    #expect(word(20, 14) == 0)
    #expect(word(10, 15) == 0)
    // State restored: still only the caller's translation, still its line width.
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    #expect(matrix.xx == 1 && matrix.yy == 1 && matrix.x0 == 10 && matrix.y0 == 5)
    #expect(cairo_get_line_width(cr) == 7)
    #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
  }

  /// A context already in an error state is reported, not drawn into.
  @Test func contextInErrorIsReported() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_restore(cr)  // unbalanced: puts the context into CAIRO_STATUS_INVALID_RESTORE
    #expect(throws: RenderError.self) {
      try CairoRenderer().draw(
        SwellScene(size: SwellSize(width: 4, height: 4)), cairoContext: UnsafeMutableRawPointer(cr))
    }
  }
}
