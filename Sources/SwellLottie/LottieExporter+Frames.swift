import Swell

/// Which Swell layer a Lottie layer follows across frames: its name and, when a frame has
/// several layers of that name, which of them (0 for the first, back to front).
struct LottieLayerKey: Hashable, Sendable {
  var name: String
  var occurrence: Int

  /// The Lottie layer's name: the Swell layer's, each `.` a space (`wave.front` is
  /// `wave front`), since lottie-ios splits a keypath string at dots, so that
  /// `"wave front.**.Color"` reaches the front wave's fill there as in lottie-android.
  var lottieName: String { String(name.map { $0 == "." ? " " : $0 }) }
}

/// One Swell layer in one frame, checked and converted to contours.
struct LottieLayerSample: Sendable {
  var frame: Int
  var key: LottieLayerKey
  /// The layer with opacity, stroke start and end clamped to 0…1, and without its path:
  /// `contours` holds it, and a long export keeps one sample per layer and frame.
  var layer: ShapeLayer
  var contours: [LottieContour]
  /// The figure of each contour (`ShapeLayer.figures`), or nil when the layer names none or
  /// its path is not exactly their outlines.
  var figures: [ShapeFigure]?

  init(frame: Int, key: LottieLayerKey, layer: ShapeLayer) {
    self.frame = frame
    self.key = key
    self.contours = LottieContour.contours(of: layer.path)
    let figures = layer.figures
    let named = !figures.isEmpty && figures.count == contours.count
    self.figures = named && SwellPath(figures: figures) == layer.path ? figures : nil
    self.layer = layer
    self.layer.path = SwellPath()
    self.layer.figures = []
  }

  /// The sample with its transform applied to its outline, and the identity for transform:
  /// how a layer sheared in any frame is written, since a shear has no Lottie form every
  /// player reads (rlottie ignores skew). Its stroke is widened by the transform's mean scale
  /// (exact unless the layer is stroked).
  var withTransformApplied: LottieLayerSample {
    let t = layer.transform
    var sample = self
    sample.contours = contours.map { $0.applying(t) }
    sample.figures = nil
    sample.layer.lineWidth *= abs(t.a * t.d - t.b * t.c).squareRoot()
    sample.layer.transform = .identity
    return sample
  }

  /// The layer's filled sine wave, when that is all it draws.
  var sineFill: SineFill? {
    guard let figures, figures.count == 1, case .sineFill(let fill) = figures[0] else {
      return nil
    }
    return fill
  }

  /// What cannot change inside one Lottie layer: the number of contours and whether each is
  /// closed, and the non-animatable stroke and fill settings.
  var structure: Structure {
    Structure(
      closed: contours.map(\.closed), lineCap: layer.lineCap, lineJoin: layer.lineJoin,
      fillRule: layer.fillRule)
  }

  struct Structure: Hashable, Sendable {
    var closed: [Bool]
    var lineCap: ShapeLayer.LineCap
    var lineJoin: ShapeLayer.LineJoin
    var fillRule: ShapeLayer.FillRule
  }
}

extension LottieExporter {
  /// The name of the layer that draws a scene's background colour; it is keyed apart from
  /// the scene's own layers, so a layer of the same name does not clash with it.
  static let backgroundLayerName = "background"

  /// The frame's layers, back to front, checked: every number finite, widths ≥ 0.
  func prepare(_ scene: SwellScene, index: Int, size: SwellSize) throws -> [LottieLayerSample] {
    let prefix = "scenes[\(index)]"
    if index > 0, scene.size != size {
      throw SwellError.invalidParameter(
        name: "\(prefix).size", value: "\(scene.size.width) × \(scene.size.height)",
        accepted: "the first scene's size, \(size.width) × \(size.height)")
    }
    var samples: [LottieLayerSample] = []
    if let background = scene.background {
      try background.validate(as: "\(prefix).background")
      let layer = ShapeLayer(
        name: LottieExporter.backgroundLayerName,
        figures: [.rectangle(SwellRect(origin: .zero, size: size))], fillColor: background)
      samples.append(
        LottieLayerSample(
          frame: index,
          key: LottieLayerKey(name: LottieExporter.backgroundLayerName, occurrence: -1),
          layer: layer))
    }
    var seen: [String: Int] = [:]
    for (position, original) in scene.layers.enumerated() {
      // Every number finite, then fractions clamped to 0…1 (`SwellScene.clamped`).
      try original.validate(as: "\(prefix).layers[\(position)]")
      let layer = original.clamped
      let occurrence = seen[layer.name, default: 0]
      seen[layer.name] = occurrence + 1
      samples.append(
        LottieLayerSample(
          frame: index, key: LottieLayerKey(name: layer.name, occurrence: occurrence),
          layer: layer))
    }
    return samples
  }
}
