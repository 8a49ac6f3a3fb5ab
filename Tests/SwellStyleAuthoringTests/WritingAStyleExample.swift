// The code of the DocC article "Writing your own style" (Sources/Swell/Swell.docc/
// WritingAStyle.md), kept compiling here: `DocCodeTests` checks that every Swift block of the
// article appears in this file word for word. This target imports Swell as an app does (no
// `@testable`): the style is written outside the package, with the public API alone.

import Foundation
import Swell
import SwellLottie

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// doc: step 1
/// A dot that grows with the pull, breathes while refreshing and fades as it finishes.
struct DotStyle: RefreshStyle {
  var color = SwellColor(red255: 0, green255: 122, blue255: 255)
  var radius = 10.0

  var name: String { "dot" }
  var headerHeight: Double { 60 }
  var triggerDistance: Double { 60 }
  var refreshingHeight: Double { 50 }
  var finishingDuration: Double { 0.3 }
}

// doc: step 2
extension DotStyle {
  func scene(in context: RefreshContext) -> SwellScene {
    // The dot sits in the middle of what the pull reveals: the content's edge is the
    // scene's bottom, so the revealed band is the bottom `pullDistance` points.
    let pull = min(max(context.pullDistance, 0), context.size.height)
    let center = SwellPoint(x: context.size.width / 2, y: context.size.height - pull / 2)
    var scale = min(max(context.progress, 0), 1)
    var opacity = 1.0
    switch context.state {
    case .idle, .pulling, .armed:
      break
    case .refreshing:
      // Time, not frames: one breath every 1.2 s at any frame rate.
      let breath = context.reduceMotion ? 0 : sin(2 * Double.pi * context.timeInState / 1.2)
      scale = 1 + 0.15 * breath
    case .finishing:
      opacity = max(0, 1 - context.timeInState / finishingDuration)
    }
    let r = radius * scale
    // Saying the dot is an ellipse lets an exporter write it by its box: a Lottie document
    // keys its size as it breathes, not its outline.
    let box = SwellRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)
    let dot = ShapeLayer(
      name: "dot", figures: [.ellipse(in: box)], fillColor: color, opacity: opacity)
    return SwellScene(size: context.size, layers: [dot])
  }
}

// doc: step 3
func dotFrames() throws -> [SwellScene] {
  let style = DotStyle()
  let simulation = try Simulation(style: style)  // the standard pull, release and refresh
  return try simulation.frames(fps: 30).map { style.scene(in: $0.context) }
}

// doc: step 4
extension DotStyle: TabulatedStyle {
  static let styleName = "dot"
  static var seed: DotStyle { DotStyle() }
  static var parameterTable: [StyleParameter<DotStyle>] {
    [
      StyleParameter(name: "color", summary: "the dot's colour", kind: .color(\.color)),
      StyleParameter(
        name: "radius", summary: "the dot's radius at the trigger (pt)",
        kind: .number(\.radius, 2...30)),
    ]
  }
}

// doc: step 5
func tunedDot() throws -> any ConfigurableStyle {
  let types = StyleCatalog.types + [DotStyle.self]
  // Text, as `--set radius=14` gives it, checked against the table.
  var style = try StyleCatalog.style(named: "dot", settings: [("radius", "14")], among: types)
  // A number, as an inspector's slider hands it over.
  try style.set("radius", to: .number(16))
  return style
}

func reopened(_ saved: Data) throws -> any ConfigurableStyle {
  // The JSON names its style ({"style": "dot", "color": "#007AFFFF", "radius": 16}).
  let decoder = JSONDecoder()
  decoder.userInfo[StyleCatalog.typesKey] = [DotStyle.self]
  return try decoder.decode(DecodedStyle.self, from: saved).style
}

func dotForApps() throws -> LottieAppDocument {
  try LottieAppDocument(style: DotStyle(), width: 375)
}
// doc: end
