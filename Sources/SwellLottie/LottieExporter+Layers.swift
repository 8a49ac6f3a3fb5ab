import Swell

extension LottieExporter {
  /// The Lottie layers, front to back (Lottie draws the first on top; scenes list back to
  /// front), each key's stretches of constant structure next to each other.
  func buildLayers(_ frames: [[LottieLayerSample]], size: SwellSize) throws -> [LottieLayer] {
    let order = try LottieExporter.stackingOrder(frames)
    var samplesByKey: [LottieLayerKey: [LottieLayerSample]] = [:]
    for frame in frames {
      for sample in frame where !sample.contours.isEmpty {  // an empty path draws nothing
        samplesByKey[sample.key, default: []].append(sample)
      }
    }
    for (key, samples) in samplesByKey
    where samples.contains(where: {
      !LottieAffineDecomposition.hasOrthogonalColumns($0.layer.transform)
    }) {
      samplesByKey[key] = samples.map(\.withTransformApplied)
    }
    var layers: [(layer: LottieLayer, part: Substring?)] = []
    for key in order.reversed() {
      let part = key.name.split(separator: ".", maxSplits: 1)
      for piece in LottieExporter.pieces(samplesByKey[key] ?? []) {
        for (span, gapEdges) in LottieExporter.bridged(LottieExporter.spans(piece)) {
          var exporter = self
          exporter.runStarts += gapEdges
          let layer = exporter.layer(for: span, size: size, index: layers.count + 1)
          layers.append((layer, part.count == 2 ? part[0] : nil))
        }
      }
    }
    return LottieExporter.merged(layers)
  }

  /// Neighbouring layers of one part of a scene (Swell names `part.name`: the preview's list
  /// is `preview.content`, `preview.lines`, …) that move together — the same moving
  /// transform over the same frames, no masks — as one layer named for the part, each
  /// keeping its shapes in a group of its own name, front first as before. The same
  /// pictures (fades are on groups, not layers) with one transform written instead of
  /// several: a film's list is one layer, not four.
  static func merged(_ layers: [(layer: LottieLayer, part: Substring?)]) -> [LottieLayer] {
    var result: [LottieLayer] = []
    var previousPart: Substring?
    for (layer, part) in layers {
      if let part, part == previousPart, var last = result.last, last.masks.isEmpty,
        layer.masks.isEmpty, last.transform == layer.transform,
        last.transform.position.isAnimated || last.transform.scale.isAnimated
          || last.transform.rotation.isAnimated,
        last.inPoint == layer.inPoint, last.outPoint == layer.outPoint
      {
        last.name = String(part)
        last.shapes += layer.shapes
        result[result.count - 1] = last
        continue
      }
      previousPart = part
      var renumbered = layer
      renumbered.index = result.count + 1
      result.append(renumbered)
    }
    return result
  }

  /// Spans of one key joined across the frames where it is absent, when the same layer can
  /// draw both: the gap is filled with the earlier span's last frame made transparent, so a
  /// layer that leaves and comes back (a ring hidden between two loads) is written once,
  /// outline and all, instead of twice. Each joined span comes with the frames where its
  /// gaps begin and end, to be treated as run starts (holds, no easing across).
  static func bridged(_ spans: [[LottieLayerSample]]) -> [([LottieLayerSample], [Int])] {
    var joined: [([LottieLayerSample], [Int])] = []
    for span in spans {
      guard let (earlier, edges) = joined.last, let last = earlier.last, let next = span.first,
        last.structure == next.structure, slidesAlike(last, next)
      else {
        joined.append((span, []))
        continue
      }
      var hidden = last
      hidden.layer.opacity = 0
      let gap = ((last.frame + 1)..<next.frame).map { frame in
        var filler = hidden
        filler.frame = frame
        return filler
      }
      joined[joined.count - 1] = (earlier + gap + span, edges + [last.frame + 1, next.frame])
    }
    return joined
  }

  /// Whether one layer can draw both: neither is a filled sine wave, or both are, of the same
  /// wavelength over the same stretch and filled on the same side (what `slidingWaveLayer`
  /// asks of every frame of a span).
  static func slidesAlike(_ a: LottieLayerSample, _ b: LottieLayerSample) -> Bool {
    switch (placedSineFill(a), placedSineFill(b)) {
    case (nil, nil): return true
    case (let a?, let b?):
      return a.wave.angularFrequency == b.wave.angularFrequency && a.from == b.from
        && a.to == b.to
        && (a.closingAt >= a.wave.baseline) == (b.closingAt >= b.wave.baseline)
    default: return false
    }
  }

  /// Consecutive frames of one key with the same structure.
  static func spans(_ samples: [LottieLayerSample]) -> [[LottieLayerSample]] {
    var spans: [[LottieLayerSample]] = []
    for sample in samples {
      if let last = spans.last?.last, last.frame + 1 == sample.frame,
        last.structure == sample.structure
      {
        spans[spans.count - 1].append(sample)
      } else {
        spans.append([sample])
      }
    }
    return spans
  }

  /// One Lottie layer for a span of frames of one Swell layer.
  ///
  /// Shapes: one group holding the contours, then the trim, stroke and fill (stroke listed
  /// first so it draws over the fill, as Core Animation does). When the stroke is trimmed and
  /// there is a fill too, the stroke gets a group of its own over the fill's, since
  /// `strokeStart`/`strokeEnd` shorten the stroke only.
  func layer(for span: [LottieLayerSample], size: SwellSize, index: Int) -> LottieLayer {
    if let wave = slidingWaveLayer(for: span, index: index) { return wave }
    let firstFrame = span.first?.frame ?? 0
    let count = span.count
    let diagonal = max((size.width * size.width + size.height * size.height).squareRoot(), 1)
    let exportScale = SwellTransform.scale(x: scale, y: scale)
    let structure = span[0].structure
    // Every contour with as many vertices in every frame as in its largest.
    let contours: [[[Double]]] = structure.closed.indices.map { slot in
      let vertexCount = span.map { $0.contours[slot].vertices.count }.max() ?? 0
      return span.map { $0.contours[slot].subdivided(toVertexCount: vertexCount).components }
    }
    // What moves is the layer's transform: a style that moves a shape says so there (a ball
    // is a circle about its origin moved to its centre, the list's rows are moved as a whole).
    let matrices = span.map { $0.layer.transform.concatenating(exportScale) }
    let parts = LottieAffineDecomposition.sequence(matrices)
    // Errors in the layer's own units are magnified by its transform: shrink the tolerance.
    let magnification =
      span.map { LottieAffineDecomposition.largestScale($0.layer.transform) }
      .max() ?? 1
    let localTolerance = positionTolerance / max(magnification, 1e-9)
    let angleTolerance = positionTolerance / diagonal * 180 / .pi
    let percentTolerance = positionTolerance / diagonal * 100

    let degrees = 180 / Double.pi

    let position = LottiePosition(
      x: track(span, positionTolerance * scale) { [parts[$0].position.x] }.property(scalar),
      y: track(span, positionTolerance * scale) { [parts[$0].position.y] }.property(scalar))
    let scales: LottieProperty<LottieVector> =
      track(span, percentTolerance) { [parts[$0].scaleX * 100, parts[$0].scaleY * 100] }
      .property { LottieVector($0) }
    let rotation: LottieProperty<Double> =
      track(span, angleTolerance) { [parts[$0].rotation * degrees] }.property(scalar)
    let opacity = layerOpacity(span)
    let transform = LottieTransform(position: position, scale: scales, rotation: rotation)
    let groupTransform = LottieShape.transform(LottieTransform())

    let fill = fillItem(span)
    let stroke = strokeItem(span, localTolerance: localTolerance)
    let trim = stroke == nil ? nil : trimItem(span)

    // Only contours whose layer names figures can be written as boxes; the others are not
    // measured for it.
    let apart = span.contains { $0.figures != nil } ? LottieExporter.apart(span) : []
    let paths: [LottieShape] = structure.closed.indices.map { slot in
      let name = "SwellPath \(slot + 1)"
      // A box or an ellipse is written as one, by its centre and size, a third of its
      // outline's bytes, unless a trim would show where players start it or another contour
      // over it which way they wind it (rule L2).
      if trim == nil, !apart.isEmpty, apart[slot],
        let box = boxShape(
          span, slot: slot, name: name, tolerance: localTolerance)
      {
        return box
      }
      let closed = structure.closed[slot]
      let shape = track(span, localTolerance) { contours[slot][$0] }
        .property { LottieContour.bezier(closed: closed, components: $0) }
      return .path(LottiePathShape(name: name, shape: shape))
    }
    var shapes: [LottieShape] = []
    let name = span[0].key.lottieName
    if let trim, let stroke, let fill {
      shapes.append(
        .group(LottieGroup(name: "Stroke", items: paths + [trim, stroke, groupTransform])))
      shapes.append(.group(LottieGroup(name: "Fill", items: paths + [fill, groupTransform])))
    } else {
      let styles = [trim, stroke, fill].compactMap { $0 }
      shapes.append(.group(LottieGroup(name: name, items: paths + styles + [groupTransform])))
    }
    return LottieLayer(
      index: index, name: name, inPoint: Double(firstFrame), outPoint: Double(firstFrame + count),
      transform: transform, shapes: LottieExporter.faded(shapes, by: opacity, name: name))
  }

  /// The rectangle or ellipse item of contour `slot` when every frame of the span names it
  /// the same kind of figure (`ShapeLayer.figures`): its centre and its size, keyed as the
  /// outline would be.
  func boxShape(
    _ span: [LottieLayerSample], slot: Int, name: String,
    tolerance: Double
  ) -> LottieShape? {
    var boxes: [SwellRect] = []
    var isEllipse = false
    for sample in span {
      switch sample.figures?[slot] {
      case .ellipse(let box)? where boxes.isEmpty || isEllipse:
        isEllipse = true
        boxes.append(box)
      case .rectangle(let box)? where !isEllipse:
        boxes.append(box)
      default:
        return nil
      }
    }
    let position = track(span, tolerance) { [boxes[$0].midX, boxes[$0].midY] }
      .property { LottieVector($0) }
    let size = track(span, tolerance) { [boxes[$0].width, boxes[$0].height] }
      .property { LottieVector($0) }
    let item = LottieBoxShape(
      name: name, position: position, size: size,
      roundness: isEllipse ? nil : .fixed(LottieBoxShape.rectangleCorner))
    return isEllipse ? .ellipse(item) : .rectangle(item)
  }

  /// For each contour of a span, whether it lies apart from every other in every frame
  /// (`apartBoxes`).
  static func apart(_ span: [LottieLayerSample]) -> [Bool] {
    guard let count = span.first?.contours.count else { return [] }
    var apart = [Bool](repeating: true, count: count)
    for sample in span {
      let boxes = apartBoxes(sample)
      for i in boxes.indices where apart[i] {
        apart[i] = !boxes.indices.contains { $0 != i && boxes[$0].overlaps(boxes[i]) }
      }
    }
    return apart
  }

  /// A box around each contour of a sample, grown by half the stroke and half a pixel: two
  /// contours whose boxes do not overlap lie a stroke and a pixel apart, so neither's
  /// winding, fill or antialiased edge reaches the other.
  static func apartBoxes(_ sample: LottieLayerSample) -> [SwellRect] {
    let margin = (sample.layer.strokeColor == nil ? 0 : sample.layer.lineWidth) + 1
    return sample.contours.map { $0.box(growingBy: margin / 2) }
  }

  /// The Swell layer's opacity per frame (0…100), kept within 0…100 between keyframes too.
  func layerOpacity(
    _ span: [LottieLayerSample]
  ) -> LottieProperty<Double> {
    var opacity = track(span, opacityTolerance * 100) { [span[$0].layer.opacity * 100] }
    opacity.bounds = 0...100
    return opacity.property(scalar)
  }

  /// `shapes` at `opacity`, carried by a group's transform rather than the layer's:
  /// lottie-web 5.12's canvas renderer did not apply a shape layer's animated opacity
  /// (bounce's spinner, fading to 12 %, drew at its full 80 %) but applies a group's. One
  /// group takes the opacity in its own transform; a stroke group and a fill group are
  /// wrapped in one more, so that they fade together, as cairo fades a layer with both.
  static func faded(_ shapes: [LottieShape], by opacity: LottieProperty<Double>, name: String)
    -> [LottieShape]
  {
    if case .fixed(let value) = opacity, value == 100 { return shapes }
    if shapes.count == 1, case .group(var group) = shapes[0],
      let last = group.items.indices.last, case .transform(var transform) = group.items[last]
    {
      transform.opacity = opacity
      group.items[last] = .transform(transform)
      return [.group(group)]
    }
    let fade = LottieShape.transform(LottieTransform(opacity: opacity))
    return [.group(LottieGroup(name: name, items: shapes + [fade]))]
  }

  private func scalar(_ components: [Double]) -> Double { components.first ?? 0 }

  /// The colours of a span where a nil colour (nothing painted) takes its nearest painted
  /// neighbour's colour, so that only the opacity, 0 there, changes.
  private static func filledIn(_ colors: [SwellColor?]) -> [SwellColor]? {
    guard let firstPainted = colors.first(where: { $0 != nil }) ?? nil else { return nil }
    var previous = firstPainted
    return colors.map { color in
      if let color { previous = color }
      return previous
    }
  }

  /// How far a colour component may stray from Swell's between two keyframes: half an 8-bit
  /// level. The keyframes themselves are written to four places (see `colorProperties`).
  static let colorTolerance = 0.5 / 255

  /// Decimal places of a colour component: enough for "level plus a quarter".
  static let colorPlaces = 4

  /// A colour component (0…1) as the value every player reads as its nearest 8-bit level.
  static func playerLevel(_ component: Double) -> Double {
    let level = (min(max(component, 0), 1) * 255).rounded()
    return level == 255 ? 1 : (level + 0.25) / 255
  }

  private func colorProperties(
    _ span: [LottieLayerSample], _ colors: [SwellColor?]
  ) -> (LottieProperty<LottieVector>, LottieProperty<Double>)? {
    guard let painted = LottieExporter.filledIn(colors) else { return nil }
    // Lottie colours are [r, g, b, 1]; the alpha goes to the opacity, 0…100. Each component
    // is written as its 8-bit level plus a quarter, (n + 0.25) / 255 to four places: players
    // that truncate (rlottie) and players that round (lottie-web) both read level n, the one
    // cairo draws; 0.658 (three places) would play as 167 where Swell draws 168.
    var colorTrack = track(span, LottieExporter.colorTolerance) {
      [painted[$0].red, painted[$0].green, painted[$0].blue].map(LottieExporter.playerLevel)
    }
    colorTrack.places = LottieExporter.colorPlaces
    let color = colorTrack.property { LottieVector($0 + [1]) }
    var opacityTrack = track(span, opacityTolerance * 100) { [(colors[$0]?.alpha ?? 0) * 100] }
    opacityTrack.bounds = 0...100
    return (color, opacityTrack.property(scalar))
  }

  func fillItem(
    _ span: [LottieLayerSample]
  ) -> LottieShape? {
    guard let (color, opacity) = colorProperties(span, span.map(\.layer.fillColor))
    else { return nil }
    let rule = span[0].layer.fillRule == .evenOdd ? 2 : 1
    return .fill(LottieFill(name: "Fill", color: color, opacity: opacity, fillRule: rule))
  }

  private func strokeItem(
    _ span: [LottieLayerSample], localTolerance: Double
  ) -> LottieShape? {
    guard let (color, opacity) = colorProperties(span, span.map(\.layer.strokeColor))
    else { return nil }
    let layer = span[0].layer
    let cap: Int
    switch layer.lineCap {
    case .butt: cap = 1
    case .round: cap = 2
    case .square: cap = 3
    }
    let join: Int
    switch layer.lineJoin {
    case .miter: join = 1
    case .round: join = 2
    case .bevel: join = 3
    }
    let width = track(span, localTolerance) { [span[$0].layer.lineWidth] }.property(scalar)
    // Core Animation's and cairo's default miter limit.
    return .stroke(
      LottieStroke(
        name: "Stroke", color: color, opacity: opacity, width: width, lineCap: cap,
        lineJoin: join, miterLimit: 10))
  }

  /// Trim paths for `strokeStart`/`strokeEnd`, or nil when the whole stroke always shows.
  /// Mode 2 trims all contours as one path in sequence, as Core Animation does; a start past
  /// the end shows nothing (Lottie would swap them), so the end is raised to the start.
  private func trimItem(
    _ span: [LottieLayerSample]
  ) -> LottieShape? {
    guard span.contains(where: { $0.layer.strokeStart > 0 || $0.layer.strokeEnd < 1 }) else {
      return nil
    }
    let length =
      span.map { sample in
        sample.contours.reduce(0) { $0 + $1.controlPolygonLength }
          * LottieAffineDecomposition.largestScale(sample.layer.transform)
      }.max() ?? 0
    let tolerance = length > 0 ? positionTolerance / length * 100 : 100
    let start = track(span, tolerance) { [span[$0].layer.strokeStart * 100] }.property(scalar)
    let end = track(span, tolerance) {
      [max(span[$0].layer.strokeStart, span[$0].layer.strokeEnd) * 100]
    }
    .property(scalar)
    return .trim(LottieTrim(name: "Trim", start: start, end: end, mode: 2))
  }
}

extension LottieExporter {
  /// One property of `span` as keyframes: `sample(k)` is its value at the span's k-th frame,
  /// kept within `tolerance`, with keyframes on both sides of this exporter's run starts.
  func track(
    _ span: [LottieLayerSample], _ tolerance: Double, _ sample: (Int) -> [Double]
  ) -> LottieTrack {
    LottieTrack(
      firstFrame: span.first?.frame ?? 0, samples: span.indices.map(sample), tolerance: tolerance,
      runStarts: runStarts, endValues: keyframeForm == .withEndValues)
  }
}
