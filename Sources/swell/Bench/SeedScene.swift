import Swell

/// A scene rebuilt the way the seeds drew it: the same layers with the same attributes, but
/// every curve drawn as one straight line per point of x, its points computed from the curve's
/// own formula (a filled sine the layer names, `ShapeFigure.sineFill`, recomputed with `sin`
/// per point, as the wave and ripple seeds' loops did; other curves evaluated per point from
/// their Bézier polynomial).
///
/// Made once per scene from the scene itself (set-up, not timed); `build()` is the timed part:
/// the work a seed did per frame to make its paths.
struct SeedScene {
  /// One step of rebuilding a path.
  enum Step {
    /// A filled sine, redrawn point by point and closed along its line.
    case sine(SineFill)
    /// An element after `from`: a curve flattened per point, anything else copied.
    case element(SwellPath.Element, from: SwellPoint)
  }

  /// A layer to rebuild: its attributes (with an empty path) and the steps of its path.
  struct Layer {
    var layer: ShapeLayer
    var steps: [Step]
  }

  /// The scene's size and background.
  var size: SwellSize
  var background: SwellColor?
  /// The layers, back to front.
  var layers: [Layer]
  /// How many filled sines the scene names (each recomputed with `sin` per point).
  var sineCount: Int

  /// The recipe for rebuilding `scene` the seeds' way.
  init(_ scene: SwellScene) {
    size = scene.size
    background = scene.background
    var sineCount = 0
    layers = scene.layers.map { original in
      var layer = original
      layer.path = SwellPath()
      layer.figures = []
      let steps = Self.steps(for: original, width: scene.size.width)
      sineCount += steps.filter { if case .sine = $0 { true } else { false } }.count
      return Layer(layer: layer, steps: steps)
    }
    self.sineCount = sineCount
  }

  /// The scene with every path rebuilt point by point.
  func build() -> SwellScene {
    var built: [ShapeLayer] = []
    built.reserveCapacity(layers.count)
    for recipe in layers {
      var path = SwellPath()
      for step in recipe.steps {
        switch step {
        case .sine(let fill):
          let wave = fill.wave
          SeedPolyline.sine(
            amplitude: wave.amplitude, angularFrequency: wave.angularFrequency, phase: wave.phase,
            baseline: wave.baseline, from: fill.from, to: fill.to, into: &path)
          path.addLine(to: SwellPoint(x: fill.to, y: fill.closingAt))
          path.addLine(to: SwellPoint(x: fill.from, y: fill.closingAt))
          path.closeSubpath()
        case .element(let element, let from):
          SeedPolyline.flatten(element, from: from, into: &path)
        }
      }
      var layer = recipe.layer
      layer.path = path
      built.append(layer)
    }
    return SwellScene(size: size, background: background, layers: built)
  }

  /// The steps that rebuild `layer`'s path: where the layer names its figures, each filled
  /// sine as one step and every other figure's elements; otherwise its path's elements. A
  /// seed computed its sines across its view only: each is cut to `0…width` (a style may run
  /// a wave on past the edge, where it is never seen).
  private static func steps(for layer: ShapeLayer, width: Double) -> [Step] {
    guard !layer.figures.isEmpty, SwellPath(figures: layer.figures) == layer.path else {
      return elementSteps(layer.path)
    }
    return layer.figures.flatMap { figure -> [Step] in
      guard case .sineFill(var fill) = figure else { return elementSteps(figure.path) }
      let (low, high) = (min(fill.from, fill.to), max(fill.from, fill.to))
      let (from, to) = (max(low, 0), min(high, max(width, 0)))
      if from < to { (fill.from, fill.to) = fill.from <= fill.to ? (from, to) : (to, from) }
      return [.sine(fill)]
    }
  }

  /// Every element of `path` with the point it starts from.
  private static func elementSteps(_ path: SwellPath) -> [Step] {
    var steps: [Step] = []
    var current = SwellPoint(x: 0, y: 0)
    var subpathStart = current
    for element in path.elements {
      steps.append(.element(element, from: current))
      switch element {
      case .move(let p):
        current = p
        subpathStart = p
      case .closeSubpath: current = subpathStart
      default: current = element.endPoint ?? current
      }
    }
    return steps
  }
}

extension SwellScene {
  /// The number of path elements over all layers.
  var elementCount: Int { layers.reduce(0) { $0 + $1.path.elements.count } }
}
