import CCairo
import Swell
import Testing

/// `SwellPath.forEachStep`, the one reading of a path that the renderer, the Lottie exporter,
/// length, trimming, bounds, flattening and SVG data share, against cairo's own: each path is
/// fed to cairo element by element with cairo's calls (not the renderer's), and the subpaths
/// cairo records (`cairo_copy_path`) must be the ones the steps describe. The paths are the
/// odd ones, where readers used to differ: drawing before any move, after a close, closing
/// twice.
@Suite struct PathReadingTests {
  /// A subpath as drawn: where it begins, each segment's kind and points after its start,
  /// and whether it is closed. Points compare on cairo's grid (1/256 pt: cairo keeps them
  /// in 24.8 fixed point).
  struct Drawn: Equatable, CustomStringConvertible {
    var start: SwellPoint
    var segments: [[SwellPoint]] = []
    var closed = false
    var description: String { "\(start) \(segments) \(closed ? "closed" : "open")" }

    static func == (a: Drawn, b: Drawn) -> Bool {
      func grid(_ p: SwellPoint) -> [Double] { [(p.x * 256).rounded(), (p.y * 256).rounded()] }
      return grid(a.start) == grid(b.start) && a.closed == b.closed
        && a.segments.map { $0.map(grid) } == b.segments.map { $0.map(grid) }
    }
  }

  static let p = SwellPoint(x: 10, y: 20)
  static let q = SwellPoint(x: 40, y: 25)
  static let r = SwellPoint(x: 30, y: 60)

  static let oddPaths: [[SwellPath.Element]] = [
    [.line(to: p), .line(to: q)],
    [.curve(to: r, control1: p, control2: q), .line(to: p)],
    [.quadCurve(to: r, control: q), .closeSubpath],
    [.move(to: p), .line(to: q), .closeSubpath, .line(to: r), .closeSubpath],
    [.move(to: p), .line(to: q), .closeSubpath, .closeSubpath],
    [.closeSubpath, .move(to: p), .line(to: q)],
    [.move(to: p), .move(to: q), .line(to: r)],
    [.move(to: p), .closeSubpath],
    [.move(to: p), .line(to: q), .closeSubpath, .curve(to: r, control1: q, control2: p)],
  ]

  @Test(arguments: oddPaths.indices)
  func stepsDescribeWhatCairoRecords(index: Int) throws {
    let path = SwellPath(elements: Self.oddPaths[index])
    let recorded = try cairoRecords(path)
    #expect(steps(path) == recorded, "path \(index): \(path.elements)")
  }

  /// The steps as drawn subpaths; a subpath that is only a begin draws nothing.
  func steps(_ path: SwellPath) -> [Drawn] {
    var drawn: [Drawn] = []
    path.forEachStep { _, step in
      switch step {
      case .begin(let point):
        drawn.append(Drawn(start: point))
      case .segment(let segment):
        let (c1, c2) = segment.cubicControls
        drawn[drawn.count - 1].segments.append(
          segment.degree == .line ? [segment.end] : [c1, c2, segment.end])
      case .close:
        drawn[drawn.count - 1].closed = true
      }
    }
    return drawn.filter { !$0.segments.isEmpty || $0.closed }
  }

  /// What cairo records for the elements, as drawn subpaths. A quadratic is raised to a cubic
  /// from cairo's current point (at its control point when cairo has none, as a cubic
  /// starts at its first control point there).
  func cairoRecords(_ path: SwellPath) throws -> [Drawn] {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .quadCurve(let p, let c):
        var start = c
        if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &start.x, &start.y) }
        let c1 = start + (c - start) * (2.0 / 3.0)
        let c2 = p + (c - p) * (2.0 / 3.0)
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .closeSubpath: cairo_close_path(cr)
      }
    }
    let copy = try #require(cairo_copy_path(cr))
    defer { cairo_path_destroy(copy) }
    var drawn: [Drawn] = []
    var i = 0
    while i < Int(copy.pointee.num_data) {
      let header = copy.pointee.data[i].header
      let points = (1..<Int(header.length)).map {
        SwellPoint(x: copy.pointee.data[i + $0].point.x, y: copy.pointee.data[i + $0].point.y)
      }
      switch header.type {
      case CAIRO_PATH_MOVE_TO: drawn.append(Drawn(start: points[0]))
      case CAIRO_PATH_CLOSE_PATH: drawn[drawn.count - 1].closed = true
      default: drawn[drawn.count - 1].segments.append(points)
      }
      i += Int(header.length)
    }
    return drawn.filter { !$0.segments.isEmpty || $0.closed }
  }
}
