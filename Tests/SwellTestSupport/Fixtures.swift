import Foundation
import Swell

/// Hand-made animated scenes that exercise what the styles use: a moving filled circle, a
/// flowing translucent wave, a trimmed and rotating stroke spinner whose arc changes its
/// segment count, and a layer that appears for a while. Written here, with their own arc
/// maths, so the exporter is tested without the styles.
public enum Fixtures {
  /// The scenes' size (pt).
  public static let size = SwellSize(width: 200, height: 100)

  /// A circle of `radius` around `center`: four cubic quarter arcs, clockwise on screen.
  public static func circle(center: SwellPoint, radius: Double) -> SwellPath {
    arc(center: center, radius: radius, from: 0, to: 2 * .pi, closed: true)
  }

  /// An arc from angle `from` to `to` (radians, clockwise on screen) in segments of at most
  /// 90°, each a cubic with handles 4/3·tan(θ/4)·r long.
  public static func arc(
    center: SwellPoint, radius: Double, from start: Double, to end: Double, closed: Bool = false
  ) -> SwellPath {
    let sweep = end - start
    let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(count)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    func point(_ angle: Double) -> SwellPoint {
      SwellPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    func tangent(_ angle: Double) -> SwellPoint { SwellPoint(x: -sin(angle), y: cos(angle)) }
    var path = SwellPath()
    path.move(to: point(start))
    for k in 0..<count {
      let a0 = start + Double(k) * step
      let a1 = a0 + step
      path.addCurve(
        to: point(a1), control1: point(a0) + tangent(a0) * handle,
        control2: point(a1) - tangent(a1) * handle)
    }
    if closed { path.closeSubpath() }
    return path
  }

  /// A filled wave across the scene: quad curves through a sine, closed along the bottom.
  public static func wave(phase: Double, amplitude: Double, baseline: Double) -> SwellPath {
    var path = SwellPath()
    let segments = 8
    let width = size.width
    func y(_ x: Double) -> Double { baseline + amplitude * sin(2 * .pi * x / width + phase) }
    path.move(to: SwellPoint(x: 0, y: size.height))
    path.addLine(to: SwellPoint(x: 0, y: y(0)))
    for k in 0..<segments {
      let x0 = width * Double(k) / Double(segments)
      let x1 = width * Double(k + 1) / Double(segments)
      let xm = (x0 + x1) / 2
      // The control point that makes the quad pass through the sine's midpoint.
      let control = SwellPoint(x: xm, y: 2 * y(xm) - (y(x0) + y(x1)) / 2)
      path.addQuadCurve(to: SwellPoint(x: x1, y: y(x1)), control: control)
    }
    path.addLine(to: SwellPoint(x: width, y: size.height))
    path.closeSubpath()
    return path
  }

  /// An ease-in-ease-out of progress 0…1 (smoothstep), so motion is not linear.
  public static func ease(_ p: Double) -> Double {
    let t = min(max(p, 0), 1)
    return t * t * (3 - 2 * t)
  }

  /// The scene at `time` seconds: background, a wave, a translucent wave in front, a moving
  /// circle, a spinner, and between 0.3 s and 0.6 s a squashed, turned ball.
  public static func scene(at time: Double, duration: Double = 1) -> SwellScene {
    let p = time / duration
    var layers: [ShapeLayer] = []
    layers.append(
      ShapeLayer(
        name: "wave.back",
        path: wave(phase: 3 * time, amplitude: 6 + 4 * sin(2 * .pi * p), baseline: 70),
        fillColor: SwellColor(red: 0.2, green: 0.4, blue: 0.9)))
    layers.append(
      ShapeLayer(
        name: "wave.front", path: wave(phase: 3 * time + .pi, amplitude: 8, baseline: 74),
        fillColor: SwellColor(red: 1, green: 1, blue: 1, alpha: 0.8), opacity: 0.6))
    layers.append(
      ShapeLayer(
        name: "circle", path: circle(center: .zero, radius: 14),
        fillColor: SwellColor(red: 0.9, green: 0.1, blue: 0.1),
        strokeColor: SwellColor(red: 0.1, green: 0.1, blue: 0.1), lineWidth: 2,
        transform: .translation(x: 30 + 140 * ease(p), y: 35)))
    let sweep = 0.3 + 1.4 * .pi * ease(p)
    let center = SwellPoint(x: 100, y: 35)
    layers.append(
      ShapeLayer(
        name: "spinner", path: arc(center: .zero, radius: 16, from: 0, to: sweep),
        fillColor: nil, strokeColor: SwellColor(red: 0.1, green: 0.6, blue: 0.2), lineWidth: 3,
        lineCap: .round, strokeStart: 0.2 * ease(p), strokeEnd: 0.5 + 0.5 * ease(p),
        // Drawn about its origin and moved to its centre, as styles draw what spins.
        transform: SwellTransform.rotation(2 * .pi * time)
          .concatenating(.translation(x: center.x, y: center.y))))
    if time >= 0.3, time < 0.6 {
      let q = (time - 0.3) / 0.3
      let ballCenter = SwellPoint(x: 160, y: 60)
      let squash = SwellTransform.translation(x: -ballCenter.x, y: -ballCenter.y)
        .concatenating(.scale(x: 1 + 0.4 * q, y: 1 - 0.3 * q))
        .concatenating(.rotation(0.5 * q))
        .concatenating(.translation(x: ballCenter.x, y: ballCenter.y - 20 * q))
      layers.append(
        ShapeLayer(
          name: "ball", path: circle(center: ballCenter, radius: 10),
          fillColor: SwellColor(red: 0.95, green: 0.75, blue: 0.1), transform: squash))
    }
    return SwellScene(
      size: size, background: SwellColor(red: 0.93, green: 0.93, blue: 0.95), layers: layers)
  }

  /// `scene(at:)` sampled at `fps` for `duration` seconds.
  public static func scenes(fps: Double = 60, duration: Double = 1) -> [SwellScene] {
    let count = Int((duration * fps).rounded())
    return (0..<count).map { scene(at: Double($0) / fps, duration: duration) }
  }
}
