// The code of the DocC article "Writing your own style" (Sources/Swell/Swell.docc/
// WritingAStyle.md), kept compiling here: `DocCodeTests` checks that every Swift block of the
// article appears in this file word for word.

import Swell

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
    let dot = ShapeLayer(
      name: "dot",
      path: SwellPath(
        ellipseIn: SwellRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)),
      fillColor: color, opacity: opacity)
    return SwellScene(size: context.size, layers: [dot])
  }
}

// doc: step 3
func dotFrames() throws -> [SwellScene] {
  let style = DotStyle()
  let simulation = try Simulation(style: style)  // the standard pull, release and refresh
  return try simulation.frames(fps: 30).map { style.scene(in: $0.context) }
}
// doc: end
