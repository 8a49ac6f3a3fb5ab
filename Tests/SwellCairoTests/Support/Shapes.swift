import Foundation
import Swell
import SwellCairo

/// A closed rectangle path, built here so the tests do not depend on Path's own builders.
func rectanglePath(x: Double, y: Double, width: Double, height: Double) -> Path {
  Path(elements: [
    .move(to: Point(x: x, y: y)), .line(to: Point(x: x + width, y: y)),
    .line(to: Point(x: x + width, y: y + height)), .line(to: Point(x: x, y: y + height)),
    .closeSubpath,
  ])
}

/// A circle of cubic Béziers (four quarter arcs, k = 0.5523).
func circlePath(center c: Point, radius r: Double) -> Path {
  let k = 0.552_284_749_8 * r
  return Path(elements: [
    .move(to: Point(x: c.x + r, y: c.y)),
    .curve(
      to: Point(x: c.x, y: c.y + r), control1: Point(x: c.x + r, y: c.y + k),
      control2: Point(x: c.x + k, y: c.y + r)),
    .curve(
      to: Point(x: c.x - r, y: c.y), control1: Point(x: c.x - k, y: c.y + r),
      control2: Point(x: c.x - r, y: c.y + k)),
    .curve(
      to: Point(x: c.x, y: c.y - r), control1: Point(x: c.x - r, y: c.y - k),
      control2: Point(x: c.x - k, y: c.y - r)),
    .curve(
      to: Point(x: c.x + r, y: c.y), control1: Point(x: c.x + k, y: c.y - r),
      control2: Point(x: c.x + r, y: c.y - k)),
    .closeSubpath,
  ])
}

/// A five-pointed star drawn in one stroke (every second vertex of a pentagon), so that its
/// centre pentagon has winding number 2: filled by non-zero, empty by even-odd.
func pentagramPath(center c: Point, radius r: Double) -> Path {
  let vertices = (0..<5).map { i -> Point in
    let angle = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
    return Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
  }
  var elements: [Path.Element] = [.move(to: vertices[0])]
  elements += vertices.dropFirst().map { .line(to: $0) }
  elements.append(.closeSubpath)
  return Path(elements: elements)
}

/// Renders at scale 1 unless told otherwise; test scenes are always valid.
func render(_ scene: Scene, scale: Double = 1) throws -> CairoImage {
  try CairoRenderer(scale: scale).render(scene)
}

extension RGBA8 {
  static let whitePixel = RGBA8(255, 255, 255)
  static let blackPixel = RGBA8(0, 0, 0)
  static let redPixel = RGBA8(255, 0, 0)
}
