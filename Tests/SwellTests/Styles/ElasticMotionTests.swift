import Foundation
import Testing

@testable import Swell

/// Elastic as a thumb plays it on a phone: the curtain curves from the first point of pull,
/// arms within a thumb's reach, its release swings where they can be seen (above the list, not
/// under it), and its colour does not say "failed".
@Suite struct ElasticMotionTests {
  /// The curve's lowest point below its straight ends (pt), read from the drawn curtain.
  static func sag(_ scene: SwellScene) -> Double? {
    guard let curve = ElasticStyleTests.curtain(scene, pull: 0) else { return nil }
    return (curve.control.y - curve.edge) / 2
  }

  @Test func theCurtainCurvesFromTheFirstPointOfPull() throws {
    let style = ElasticStyle()
    let size = SwellSize(width: 375, height: style.headerHeight)
    var previous = 0.0
    for pull in stride(from: 1.0, through: 120, by: 1) {
      let context = RefreshContext(
        state: .pulling(progress: min(pull / style.triggerDistance, 1)), pullDistance: pull,
        fingerLocation: SwellPoint(x: 187.5, y: pull), size: size)
      let sag = try #require(Self.sag(style.scene(in: context)))
      // Curved at once, deeper with every point (a slab was flat for the first 100 pt).
      #expect(sag > previous, "at a \(pull) pt pull the curve sags \(sag) pt")
      if pull >= 20 { #expect(sag >= 0.1 * pull, "at a \(pull) pt pull only \(sag) pt") }
      previous = sag
    }
    // The seed keeps its straight slab up to its 100 pt rest.
    let seedFlat = RefreshContext(
      state: .pulling(progress: 0.5), pullDistance: 70,
      fingerLocation: SwellPoint(x: 187.5, y: 70),
      size: SwellSize(width: 375, height: ElasticStyle.seed.headerHeight))
    #expect(try #require(Self.sag(ElasticStyle.seed.scene(in: seedFlat))) == 0)
  }

  /// The release's swings, frame by frame at 120 fps while refreshing: the curve's lowest point
  /// never goes under the list (where it would be hidden: the edge lay flat, then bumped), and
  /// it visibly swings.
  @Test func theWholeDecayShowsAboveTheList() throws {
    let style = ElasticStyle()
    let interaction = try Interaction(steps: [
      .pull(to: .triggerMultiple(1.3), duration: 0.5, curve: .easeIn),
      .release(velocity: 300),
      .refresh(duration: 1.5),
    ])
    let simulation = try Simulation(style: style, interaction: interaction, viewportHeight: 667)
    var lowest: [Double] = []
    for frame in try simulation.frames(fps: 120)
    where frame.context.state == .refreshing && frame.context.timeInState >= 0.15 {
      let scene = style.scene(in: frame.context)
      let sag = try #require(Self.sag(scene))
      let curve = try #require(ElasticStyleTests.curtain(scene, pull: 0))
      // In the scroll view's frame the content's top is at the pull.
      let bottom = curve.edge + sag - (scene.size.height - frame.context.pullDistance)
      let content = frame.context.pullDistance
      #expect(bottom <= content + 1e-6, "hidden under the list at \(frame.time) s")
      lowest.append(bottom)
    }
    let swing = (lowest.max() ?? 0) - (lowest.min() ?? 0)
    #expect(swing >= 3, "the curve swings \(swing) pt")
  }

  @Test func itArmsWithinAThumbsReachOnAPhone() {
    // The finger travel that pulls the content to the trigger on a 667 pt phone viewport,
    // through UIScrollView's rubber band (0.55).
    let travel = RubberBand.standard.overscroll(
      forDisplacement: ElasticStyle().triggerDistance, dimension: 667)
    #expect(travel <= 125, "arming takes \(travel) pt of finger")
    let seed = RubberBand.standard.overscroll(
      forDisplacement: ElasticStyle.seed.triggerDistance, dimension: 667)
    #expect(seed > 300, "the seed's 140 pt pull stays as it was")
  }

  @Test func itsColourIsNotTheFailureColour() {
    let curtain = ElasticStyle().fillColor
    let failures = [
      WaveStyle().failureColor, BendStyle().failureColor, BounceStyle().failureColor,
    ]
    for failure in failures {
      let distance =
        (pow(curtain.red - failure.red, 2) + pow(curtain.green - failure.green, 2)
        + pow(curtain.blue - failure.blue, 2)).squareRoot()
      #expect(distance > 0.5, "the curtain is \(distance) from a failure's red")
    }
    let dark = ElasticStyle().darkFillColor
    for failure in [WaveStyle().darkFailureColor, BounceStyle().darkFailureColor] {
      let distance =
        (pow(dark.red - failure.red, 2) + pow(dark.green - failure.green, 2)
        + pow(dark.blue - failure.blue, 2)).squareRoot()
      #expect(distance > 0.5, "the dark curtain is \(distance) from a failure's red")
    }
  }

  /// Where the curve lifts off the list (an automatic footer coming to rest, then its curve
  /// easing back), the part drawn under the list to hide the seam fades with the height, so
  /// the drawn curve moves with the true one: its middle moves at most 1.5 times as far as
  /// the true middle in any 120 Hz frame (the tuck's slope), never by a step (it dropped
  /// 1 pt in one frame while the true middle moved 0.03 pt).
  @Test(arguments: [RefreshEdge.top, .bottom])
  func theCurveLiftsOffTheListWithoutAStep(_ edge: RefreshEdge) throws {
    let style = ElasticStyle()
    let interaction: Interaction = edge == .top ? .standard : .standardFooter
    let simulation = try Simulation(
      style: style, interaction: interaction, edge: edge, viewportHeight: 300)
    var previous: (drawn: Double, true: Double)?
    for frame in try simulation.frames(fps: 120) {
      let curtain = style.curtain(frame.context)
      let shift = frame.context.size.height - max(frame.context.pullDistance, 0)
      guard
        let layer = style.scene(in: frame.context).layers.first(where: {
          $0.name == "elastic.curtain"
        }),
        case .line(let corner) = layer.path.elements[1],
        case .quadCurve(_, let control) = layer.path.elements[2]
      else {
        Issue.record("no curtain at \(frame.time) s")
        return
      }
      let drawn = (corner.y + control.y) / 2 - shift
      let middle = curtain.edge + curtain.offset.y / 2
      if let previous {
        let moved = abs(drawn - previous.drawn)
        let truly = abs(middle - previous.true)
        #expect(
          moved <= 1.5 * truly + 1e-6,
          "\(edge) at \(frame.time) s: drawn \(moved) pt, truly \(truly) pt")
      }
      previous = (drawn, middle)
    }
  }
}
