internal import CCairo

/// Owns one reference to a `cairo_t` and releases it in `deinit`.
final class CairoContext {
  /// The cairo context.
  let cr: OpaquePointer

  /// Creates a context drawing into `surface` (which cairo retains for the context's life).
  convenience init(surface: OpaquePointer) throws {
    try self.init(adopting: cairo_create(surface))
  }

  /// Wraps a context owned elsewhere (a toolkit's), adding one reference that `deinit` gives
  /// back.
  convenience init(retaining cr: OpaquePointer) throws {
    try self.init(adopting: cairo_reference(cr))
  }

  /// Takes over one reference to `cr`, releasing it at once if cairo reports an error.
  private init(adopting cr: OpaquePointer?) throws {
    guard let cr else {
      throw RenderError.cairo(operation: "create a drawing context", status: "out of memory")
    }
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(cr)
      throw RenderError.cairo(operation: "create a drawing context", status: describe(status))
    }
    self.cr = cr
  }

  deinit { cairo_destroy(cr) }

  /// Throws if any drawing call so far has put the context in an error state.
  func check(_ operation: @autoclosure () -> String) throws {
    try checkCairo(cairo_status(cr), operation())
  }
}

/// Owns a cairo surface (SVG, PDF) and destroys it in `deinit`.
final class CairoSurface {
  /// The surface; owned.
  let surface: OpaquePointer

  /// Takes ownership of `surface`, throwing (and destroying it) if cairo reports an error.
  init(adopting surface: OpaquePointer?, operation: @autoclosure () -> String) throws {
    self.surface = try adoptSurface(surface, operation: operation())
  }

  deinit { cairo_surface_destroy(surface) }
}

/// `surface`, a cairo surface just created and now owned by the caller, checked: nil or in an
/// error state, it is destroyed and the error thrown, naming `operation`.
func adoptSurface(_ surface: OpaquePointer?, operation: @autoclosure () -> String) throws
  -> OpaquePointer
{
  guard let surface else { throw RenderError.cairo(operation: operation(), status: "no surface") }
  let status = cairo_surface_status(surface)
  guard status == CAIRO_STATUS_SUCCESS else {
    cairo_surface_destroy(surface)
    throw RenderError.cairo(operation: operation(), status: describe(status))
  }
  return surface
}
