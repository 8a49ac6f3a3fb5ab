internal import CCairo
import Swell
import _SwellFiles

extension CairoRenderer {
  /// Renders `scene` and writes it as a PNG of `pixelSize(of: scene.size)`, atomically.
  ///
  /// - Throws: as `render(_:)`, or `RenderError.cannotWrite` naming `path`; on failure no
  ///   file is left at `path` (an existing file there is kept unchanged).
  public func writePNG(_ scene: SwellScene, to path: String) throws {
    try render(scene).writePNG(to: path)
  }

  /// Writes `scene` as an SVG 1.1 document of (size × scale) px, atomically.
  ///
  /// The output is vector: each layer becomes `<path>` elements with its fill and stroke
  /// colours; a layer with both a fill and a stroke at an opacity below 1 becomes a group
  /// faded as one.
  ///
  /// - Throws: as `writePNG(_:to:)`.
  public func writeSVG(_ scene: SwellScene, to path: String) throws {
    try writeVector(scene, to: path, kind: "SVG") { write, closure, width, height in
      let surface = cairo_svg_surface_create_for_stream(write, closure, width, height)
      // Pixels, so that a viewer shows it at the same size as the PNG of the same scale.
      if let surface { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX) }
      return surface
    }
  }

  /// Writes `scene` as a one-page PDF of (size × scale) PostScript points, atomically.
  ///
  /// - Throws: as `writePNG(_:to:)`.
  public func writePDF(_ scene: SwellScene, to path: String) throws {
    try writeVector(scene, to: path, kind: "PDF") { write, closure, width, height in
      let surface = cairo_pdf_surface_create_for_stream(write, closure, width, height)
      if let surface {
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Swell")
      }
      return surface
    }
  }

  /// Draws `scene` on a cairo vector surface that streams into an atomic file.
  private func writeVector(
    _ scene: SwellScene, to path: String, kind: String,
    makeSurface: (cairo_write_func_t, UnsafeMutableRawPointer, Double, Double) -> OpaquePointer?
  ) throws {
    try scene.validateForDrawing()
    _ = try pixelSize(of: scene.size)
    let file = try AtomicFile(path: path, failing: RenderError.writeFailure)
    let (width, height) = (scene.size.width * scale, scene.size.height * scale)
    let surface = try CairoSurface(
      adopting: makeSurface(writeToAtomicFile, file.cairoClosure, width, height),
      operation: "create a \(width) × \(height) \(kind) surface for \(path)")
    try withExtendedLifetime(file) {
      do {
        let context = try CairoContext(surface: surface.surface)
        cairo_scale(context.cr, scale, scale)
        try context.draw(scene)
        cairo_show_page(context.cr)
        try context.check("finish the \(kind) page")
      }
      // Finishing writes the document; it must happen before the file is committed.
      cairo_surface_finish(surface.surface)
      try file.check(cairo_surface_status(surface.surface), "write the \(kind) document")
      try file.commit()
    }
  }
}

extension CairoImage {
  /// Writes the image as a PNG (8-bit RGBA, straight alpha), atomically.
  ///
  /// - Throws: `RenderError.cannotWrite` naming `path`; on failure no file is left at `path`.
  public func writePNG(to path: String) throws {
    let file = try AtomicFile(path: path, failing: RenderError.writeFailure)
    try withExtendedLifetime(file) {
      let status = cairo_surface_write_to_png_stream(surface, writeToAtomicFile, file.cairoClosure)
      try file.check(status, "encode a PNG for \(path)")
      try file.commit()
    }
  }
}
