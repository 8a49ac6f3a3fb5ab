import Foundation
import Swell
import SwellCairo
import SwellTestSupport

/// A circle of cubic Béziers (four quarter arcs, k = 0.5523).
func circlePath(center c: SwellPoint, radius r: Double) -> SwellPath {
  let k = 0.552_284_749_8 * r
  return SwellPath(elements: [
    .move(to: SwellPoint(x: c.x + r, y: c.y)),
    .curve(
      to: SwellPoint(x: c.x, y: c.y + r), control1: SwellPoint(x: c.x + r, y: c.y + k),
      control2: SwellPoint(x: c.x + k, y: c.y + r)),
    .curve(
      to: SwellPoint(x: c.x - r, y: c.y), control1: SwellPoint(x: c.x - k, y: c.y + r),
      control2: SwellPoint(x: c.x - r, y: c.y + k)),
    .curve(
      to: SwellPoint(x: c.x, y: c.y - r), control1: SwellPoint(x: c.x - r, y: c.y - k),
      control2: SwellPoint(x: c.x - k, y: c.y - r)),
    .curve(
      to: SwellPoint(x: c.x + r, y: c.y), control1: SwellPoint(x: c.x + k, y: c.y - r),
      control2: SwellPoint(x: c.x + r, y: c.y - k)),
    .closeSubpath,
  ])
}

/// A five-pointed star drawn in one stroke (every second vertex of a pentagon), so that its
/// centre pentagon has winding number 2: filled by non-zero, empty by even-odd.
func pentagramPath(center c: SwellPoint, radius r: Double) -> SwellPath {
  let vertices = (0..<5).map { i -> SwellPoint in
    let angle = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
    return SwellPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
  }
  var elements: [SwellPath.Element] = [.move(to: vertices[0])]
  elements += vertices.dropFirst().map { .line(to: $0) }
  elements.append(.closeSubpath)
  return SwellPath(elements: elements)
}

/// Renders at scale 1 unless told otherwise; test scenes are always valid.
func render(_ scene: SwellScene, scale: Double = 1) throws -> CairoImage {
  try CairoRenderer(scale: scale).render(scene)
}

extension RGBA8 {
  static let whitePixel = RGBA8(255, 255, 255)
  static let blackPixel = RGBA8(0, 0, 0)
  static let redPixel = RGBA8(255, 0, 0)
}
