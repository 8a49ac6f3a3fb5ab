import Foundation
import Testing

@testable import Swell

/// A wave header that fails: the front wave alone turns red (the back wave keeps its colour,
/// so two waves stay two), through no colour darker than both ends (a mix in linear light,
/// not the muddy mauve of a mix of sRGB numbers), and holds, band and all, long enough to read.
@Suite struct WaveFailureTests {
  static func failingFrames(_ style: WaveStyle) throws -> [(time: Double, context: RefreshContext)]
  {
    let failing = try Interaction(steps: [
      .pull(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
      .hold(duration: 0.15),
      .release(velocity: 0),
      .refresh(duration: 1.5, outcome: .failure(message: "")),
    ])
    let simulation = try Simulation(style: style, interaction: failing, viewportHeight: 600)
    return try simulation.frames(fps: 120).map { ($0.time, $0.context) }
  }

  static func fill(_ name: String, _ style: WaveStyle, _ context: RefreshContext) -> SwellColor? {
    style.scene(in: context).layers.first { $0.name == name }?.fillColor
  }

  @Test func onlyTheFrontWaveTurnsRedThroughNoDarkerColour() throws {
    let style = WaveStyle()
    let frames = try Self.failingFrames(style)
    let ends = [style.frontColor.relativeLuminance, style.failureColor.relativeLuminance]
    var reachedRed = false
    for frame in frames where frame.context.pullDistance > 1 {
      #expect(Self.fill("wave.back", style, frame.context) == style.backColor)
      guard let front = Self.fill("wave.front", style, frame.context) else { continue }
      if front == style.failureColor { reachedRed = true }
      let luminance = front.relativeLuminance
      #expect(
        luminance >= ends.min()! - 1e-3 && luminance <= ends.max()! + 1e-3,
        "\(front.hexString) at \(frame.time) s is darker or lighter than both ends")
    }
    #expect(reachedRed)
    // The sRGB numbers' midpoint, as before, is darker than both: the mauve the issue saw.
    let sRGBMiddle = style.frontColor.interpolated(to: style.failureColor, fraction: 0.5)
    #expect(sRGBMiddle.relativeLuminance < ends.min()! - 0.03)
  }

  @Test func theRedWaveHoldsTheBandLongEnoughToRead() throws {
    let style = WaveStyle()
    let frames = try Self.failingFrames(style)
    let red = frames.filter {
      Self.fill("wave.front", style, $0.context) == style.failureColor
        && abs($0.context.pullDistance - style.refreshingHeight) < 0.5
    }
    let held = Double(red.count) / 120
    #expect(held >= 0.6, "the red wave holds the band \(held) s")
    // Without the hold, as before, it shows only while the band closes.
    var unheld = style
    unheld.failureHold = 0
    let brief = try Self.failingFrames(unheld).filter {
      Self.fill("wave.front", unheld, $0.context) == unheld.failureColor
        && abs($0.context.pullDistance - unheld.refreshingHeight) < 0.5
    }
    #expect(Double(brief.count) / 120 < 0.2)
  }
}
