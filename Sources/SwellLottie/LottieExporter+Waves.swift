import Swell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension LottieExporter {
  /// A span whose every frame is a filled sine wave (`ShapeFigure.sineFill`) of one wavelength
  /// over one stretch, filled on one side of it (down to a closing line below, as the wave
  /// style's, or up to one above, as ripple's), as one wide wave that moves instead of a new
  /// outline per frame: the flow is a slide along x (a phase is a shift), the breath a scale
  /// of its height about its baseline, the rise a move of the baseline. A mask keeps it to
  /// the stretch and to its side of the closing line (moving with the line when the line
  /// moves), so its fill can reach far beyond; it is the motion of a wave behind a window.
  /// Nil for any other span (the outline is then keyed).
  func slidingWaveLayer(for span: [LottieLayerSample], index: Int) -> LottieLayer? {
    let fills = span.compactMap(LottieExporter.placedSineFill)
    guard let first = fills.first, fills.count == span.count,
      span.allSatisfy({
        $0.layer.strokeColor == nil && LottieExporter.slidesAlike(span[0], $0)
      }),
      first.wave.angularFrequency > 0, first.to > first.from
    else { return nil }
    // The filled side, +1 below the wave, −1 above it: the same in every frame.
    let side: Double = first.closingAt >= first.wave.baseline ? 1 : -1
    let omega = first.wave.angularFrequency
    let wavelength = 2 * Double.pi / omega
    // Frame k's wave is the reference (phase 0) moved right by −φ/ω, give or take whole
    // wavelengths: the one nearest the previous frame's, so that the slide is continuous.
    var shifts: [Double] = []
    for fill in fills {
      var shift = -fill.wave.phase / omega
      if let previous = shifts.last {
        shift += ((previous - shift) / wavelength).rounded() * wavelength
      }
      shifts.append(shift)
    }
    // Heights as scales of the tallest; a flat wave keeps a sliver, under the tolerance, so
    // that the fill beside it never collapses.
    let reference = max(fills.map(\.wave.amplitude).max() ?? 0, positionTolerance, 1e-6)
    let smallest = positionTolerance / reference
    let scales = fills.map { max($0.wave.amplitude / reference, smallest, 1e-6) }
    // Deep enough that, at every frame's scale, the fill reaches that frame's closing line.
    let depth =
      zip(fills, scales).map { fill, scale in
        side * (fill.closingAt - fill.wave.baseline) / scale
      }.max() ?? 0
    let shiftRange = (shifts.min() ?? 0)...(shifts.max() ?? 0)
    guard
      let wave = try? SineWave(
        amplitude: reference, angularFrequency: omega, phase: 0, baseline: 0)
    else { return nil }
    let outline = wave.filledPath(
      from: first.from - shiftRange.upperBound - wavelength,
      to: first.to - shiftRange.lowerBound + wavelength,
      closingAt: side * (max(depth, reference) + 1))
    guard let contour = LottieContour.contours(of: outline).first else { return nil }

    // The slide and the breath are smooth: a few times the outline's tolerance keeps every
    // point of the wave within `Self.waveMotionTolerance` of the model, the layer's move
    // (the closing line's, below) included.
    let motionTolerance = max(positionTolerance, Self.waveMotionTolerance - positionTolerance)
    let firstFrame = span[0].frame
    let path = LottieShape.path(
      LottiePathShape(
        name: "Wave",
        shape: LottieTrack(firstFrame: firstFrame, samples: [contour.components], tolerance: 0.001)
          .property { LottieContour.bezier(closed: true, components: $0) }))
    // Two nested groups, each with an ordinary (combined) position, since a shape group's
    // position cannot be split in every player: the inner one slides along x, the outer
    // one rises and breathes (its scale leaves x alone, so the order does not matter).
    let slide = LottieTransform(
      position: .combined(
        track(span, motionTolerance) { [shifts[$0], 0] }.property { LottieVector($0) }))
    let riseAndBreath = LottieTransform(
      position: .combined(
        track(span, motionTolerance) { [0, fills[$0].wave.baseline - fills[$0].closingAt] }
          .property { LottieVector($0) }),
      scale: track(span, motionTolerance / reference * 100) { [100, scales[$0] * 100] }
        .property { LottieVector($0) })
    var slidingItems = [path]
    if let fill = fillItem(span) { slidingItems.append(fill) }
    slidingItems.append(.transform(slide))
    let items: [LottieShape] = [
      .group(LottieGroup(name: "Slide", items: slidingItems)), .transform(riseAndBreath),
    ]
    // The window: the stretch, on the filled side of the closing line. The layer's origin
    // rides on the closing line, so the window stays one static rectangle while the line
    // moves (a scalar keyframe costs a fraction of a path's), and the wave's rise above is
    // measured from the line.
    let windowRect = SwellRect(
      x: first.from, y: side > 0 ? -Self.windowHeight : 0, width: first.to - first.from,
      height: Self.windowHeight)
    guard let windowContour = LottieContour.contours(of: SwellPath(rect: windowRect)).first else {
      return nil
    }
    let window = LottieProperty.fixed(
      LottieContour.bezier(closed: true, components: windowContour.components))
    let lineMotion = LottiePosition(
      x: .fixed(0),
      y: track(span, positionTolerance * scale) { [fills[$0].closingAt * scale] }
        .property { $0.first ?? 0 })
    let name = span[0].key.lottieName
    return LottieLayer(
      index: index, name: name, inPoint: Double(firstFrame),
      outPoint: Double(firstFrame + span.count),
      transform: LottieTransform(
        position: lineMotion, scale: .fixed(LottieVector([scale * 100, scale * 100]))),
      shapes: LottieExporter.faded(
        [.group(LottieGroup(name: name, items: items))], by: layerOpacity(span),
        name: name),
      masks: [window])
  }

  /// The layer's sine fill where the layer draws it: moved by the layer's transform when that
  /// is a translation (a header placed above the list) or a translation with a vertical flip
  /// (a footer, which hosts draw mirrored), nil for any other transform.
  static func placedSineFill(_ sample: LottieLayerSample) -> SineFill? {
    guard var fill = sample.sineFill else { return nil }
    let move = sample.layer.transform
    guard move.a == 1, move.b == 0, move.c == 0, abs(move.d) == 1 else { return nil }
    guard move.tx != 0 || move.ty != 0 || move.d != 1 else { return fill }
    // Moving the wave right by tx is a phase of −ω·tx; flipping y → ty − y turns
    // A·sin(θ) + h into A·sin(θ + π) + (ty − h), and the closing line with it.
    let flipped = move.d < 0
    guard
      let wave = try? SineWave(
        amplitude: fill.wave.amplitude, angularFrequency: fill.wave.angularFrequency,
        phase: fill.wave.phase - fill.wave.angularFrequency * move.tx + (flipped ? .pi : 0),
        baseline: flipped ? move.ty - fill.wave.baseline : fill.wave.baseline + move.ty)
    else { return nil }
    fill.wave = wave
    fill.from += move.tx
    fill.to += move.tx
    fill.closingAt = flipped ? move.ty - fill.closingAt : fill.closingAt + move.ty
    return fill
  }

  /// How far (pt) a sliding wave's points may stray from Swell's wave, from the slide, the
  /// rise and the breath's keyframes together.
  static let waveMotionTolerance = 0.05

  /// How far beyond the closing line the mask reaches (pt): beyond any header.
  static let windowHeight = 100_000.0
}
