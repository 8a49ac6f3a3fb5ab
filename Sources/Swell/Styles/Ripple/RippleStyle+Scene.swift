#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RippleStyle {
  /// The waves' numbers at one instant.
  struct Frame: Equatable {
    /// The amplitude A (pt).
    var amplitude: Double
    /// The mean level h (pt from the header's top).
    var baseline: Double
    /// The back wave's phase φ (rad, reduced to 0..<2π).
    var phase: Double
    /// ω (rad/pt), or 0 when the header has no width.
    var angularFrequency: Double
    /// Each wave layer's opacity.
    var opacity: Double
  }

  /// The waves' numbers for `input`.
  func frame(_ input: StyleInput) -> Frame {
    var envelope = 1.0
    var fade = 1.0
    if swellsWithPull {
      switch input.state {
      case .idle, .pulling, .armed:
        let p = StyleInput.finite(input.pull / triggerDistance, in: 0...1)
        envelope = p * p * (3 - 2 * p)
      case .refreshing:
        envelope = 1
      case .finishing:
        let p = StyleInput.fraction(input.timeInState, of: finishingDuration)
        // Reduce motion: fade the still waves out rather than flattening them.
        if input.reduceMotion {
          fade = 1 - p
        } else {
          envelope = 1 - TimingCurve.easeInEaseOut.value(at: p)
        }
      }
    }
    let flow = input.reduceMotion ? 0 : flowSpeed * input.time
    return Frame(
      amplitude: amplitude * envelope,
      baseline: waveBaseline + max(input.height - input.pull, 0),
      phase: flow - 2 * .pi * (flow / (2 * .pi)).rounded(.down),
      angularFrequency: input.width > 0 ? 2 * .pi * cycles / input.width : 0,
      opacity: waveOpacity * fade)
  }

  /// The arc layer's outline for a header `width` by `height`, from `top` (the revealed top
  /// edge: nothing above it shows, so nothing above it is painted) down to the curved edge.
  func arcPath(width: Double, height: Double, top: Double = 0) -> Path {
    // A quad curve's apex lies halfway between its ends and its control point: ¾·a above H.
    let height = hugsContent ? height + 0.75 * arcHeight : height
    let top = min(top, height - arcHeight)
    var path = Path()
    path.move(to: Point(x: 0, y: top))
    path.addLine(to: Point(x: 0, y: height - arcHeight))
    path.addQuadCurve(
      to: Point(x: width, y: height - arcHeight),
      control: Point(x: width / 2, y: height - arcHeight / 2))
    path.addLine(to: Point(x: width, y: top))
    path.closeSubpath()
    return path
  }

  /// The picture at one instant: the arc (`"ripple.arc"`), then the back and front waves
  /// (`"ripple.back"`, `"ripple.front"`), over `backgroundColor`.
  public func scene(in context: RefreshContext) -> Scene {
    let input = StyleInput(context)
    let f = frame(input)
    // The pull reveals the header from the bottom: the shapes start at the revealed top edge,
    // as the seed's started at its view's top, so no hidden pixel is painted (a wave filled
    // from the header's top would blend translucent pixels nobody sees, every frame).
    let revealedTop = max(input.height - max(input.pull, 0), 0)
    func wave(_ name: String, _ phase: Double) -> ShapeLayer {
      var path = Path()
      if f.angularFrequency > 0,
        let sine = try? SineWave(
          amplitude: f.amplitude, angularFrequency: f.angularFrequency, phase: phase,
          baseline: f.baseline)
      {
        path = sine.filledPath(from: 0, to: input.width, closingAt: revealedTop)
      }
      return ShapeLayer(name: name, path: path, fillColor: waveColor, opacity: f.opacity)
    }
    return Scene(
      size: input.size, background: backgroundColor,
      layers: [
        ShapeLayer(
          name: "ripple.arc",
          path: arcPath(width: input.width, height: input.height, top: revealedTop),
          fillColor: fillColor),
        wave("ripple.back", f.phase),
        wave("ripple.front", f.phase + phaseOffset),
      ])
  }
}
