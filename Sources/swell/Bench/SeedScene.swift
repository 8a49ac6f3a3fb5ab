import Swell

/// A scene rebuilt the way the seeds drew it: the same layers with the same attributes, but
/// every curve drawn as one straight line per point of x, its points computed from the curve's
/// own formula (sines recomputed with `sin` per point where the path traces a sine, as the wave
/// and ripple seeds' loops did; other curves evaluated per point from their Bézier polynomial).
///
/// Made once per scene from the scene itself (finding its sines is set-up, not timed); `build()`
/// is the timed part: the work a seed did per frame to make its paths.
struct SeedScene {
  /// One step of rebuilding a path.
  enum Step {
    /// A sine run, redrawn point by point.
    case sine(SineRun)
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
  /// How many sine runs were found (each recomputed with `sin` per point).
  var sineCount: Int

  /// The recipe for rebuilding `scene` the seeds' way.
  init(_ scene: SwellScene) {
    size = scene.size
    background = scene.background
    var sineCount = 0
    layers = scene.layers.map { original in
      var layer = original
      layer.path = SwellPath()
      let steps = Self.steps(for: original.path, width: scene.size.width)
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
        case .sine(let run):
          SeedPolyline.sine(
            amplitude: run.amplitude, angularFrequency: run.angularFrequency, phase: run.phase,
            baseline: run.baseline, from: run.startX, to: run.endX,
            into: &path)
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

  /// The steps that rebuild `path`: its sine runs, then every other element with the point it
  /// starts from. A seed computed its sines across its view only: runs are cut to `0…width`
  /// (a style may run a wave on past the edge, where it is never seen).
  private static func steps(for path: SwellPath, width: Double) -> [Step] {
    let runs = SineRun.find(in: path).map { run -> SineRun in
      var cut = run
      let (low, high) = (min(run.startX, run.endX), max(run.startX, run.endX))
      let (from, to) = (max(low, 0), min(high, max(width, 0)))
      guard from < to else { return cut }
      (cut.startX, cut.endX) = run.startX <= run.endX ? (from, to) : (to, from)
      return cut
    }
    let elements = path.elements
    var steps: [Step] = []
    var current = SwellPoint(x: 0, y: 0)
    var subpathStart = current
    var index = 0
    while index < elements.count {
      if let run = runs.first(where: { $0.elements.lowerBound == index }) {
        steps.append(.sine(run))
        if case .move(let start) = elements[index] { subpathStart = start }
        current = elements[run.elements.upperBound - 1].endPoint ?? current
        index = run.elements.upperBound
        continue
      }
      let element = elements[index]
      steps.append(.element(element, from: current))
      switch element {
      case .move(let p):
        current = p
        subpathStart = p
      case .closeSubpath: current = subpathStart
      default: current = element.endPoint ?? current
      }
      index += 1
    }
    return steps
  }
}

extension SwellScene {
  /// The number of path elements over all layers.
  var elementCount: Int { layers.reduce(0) { $0 + $1.path.elements.count } }
}
