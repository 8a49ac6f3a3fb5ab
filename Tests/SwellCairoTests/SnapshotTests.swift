import Swell
import SwellCairo
import Testing

/// Whole-image comparisons with committed references (Tests/SwellCairoTests/References).
/// Re-record with `SWELL_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests` after an
/// intended change, and look at the new PNGs before committing them.
@Suite struct SnapshotTests {
  /// The file-output sampler (every layer attribute but trimming) at 2×.
  @Test func sampler() throws {
    assertSnapshot(of: FileOutputTests.sampler, scale: 2, named: "sampler@2x")
  }

  /// A header-like scene on a transparent background at 3×: two translucent waves, a ring
  /// trimmed to three quarters with round caps, and a dot.
  @Test func translucentHeader() throws {
    func wave(baseline: Double, amplitude: Double, phase: Double) -> SwellPath {
      var elements: [SwellPath.Element] = [.move(to: SwellPoint(x: 0, y: 60))]
      elements.append(.line(to: SwellPoint(x: 0, y: baseline + amplitude * phase)))
      let step = 40.0
      var x = 0.0
      var up = phase > 0
      while x < 160 {
        let y = baseline + (up ? -amplitude : amplitude)
        elements.append(
          .quadCurve(
            to: SwellPoint(x: x + step, y: baseline), control: SwellPoint(x: x + step / 2, y: y)))
        x += step
        up.toggle()
      }
      elements += [.line(to: SwellPoint(x: 160, y: 60)), .closeSubpath]
      return SwellPath(elements: elements)
    }
    let scene = SwellScene(
      size: SwellSize(width: 160, height: 60),
      layers: [
        ShapeLayer(
          name: "back", path: wave(baseline: 30, amplitude: 10, phase: 1),
          fillColor: SwellColor(red: 2 / 3, green: 2 / 3, blue: 2 / 3, alpha: 0.6)),
        ShapeLayer(
          name: "front", path: wave(baseline: 36, amplitude: 8, phase: -1),
          fillColor: SwellColor(red: 1, green: 0, blue: 0, alpha: 0.5)),
        ShapeLayer(
          name: "ring", path: circlePath(center: SwellPoint(x: 80, y: 22), radius: 12),
          fillColor: nil,
          strokeColor: .orange, lineWidth: 3, lineCap: .round, strokeEnd: 0.75),
        ShapeLayer(
          name: "dot", path: circlePath(center: SwellPoint(x: 80, y: 22), radius: 4),
          fillColor: .black, opacity: 0.5),
      ])
    assertSnapshot(try render(scene, scale: 3), named: "translucent-header@3x")
  }
}
