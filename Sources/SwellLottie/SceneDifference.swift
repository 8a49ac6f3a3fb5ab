import Swell

/// How far apart two scenes are as pictures, measured in units of what the eye (and the
/// Lottie export's tolerances) can tell apart: 1 means "just different enough to matter".
///
/// Each layer is compared with the layer at the same place: its outline's points after its
/// transform (0.25 pt per unit), its opacity and colours (0.005 per unit) and its trim (0.002
/// of the path per unit). Scenes whose layers differ in number, names or path structure are
/// infinitely apart.
struct SceneDifference {
  /// A point this far off (pt) counts as one unit.
  static let pointUnit = 0.25
  /// An opacity or colour component this far off counts as one unit.
  static let opacityUnit = 0.005
  /// A trim end this far off (fraction of the path) counts as one unit.
  static let trimUnit = 0.002

  /// The difference between `a` and `b`, in units (0 when identical).
  static func between(_ a: SwellScene, _ b: SwellScene) -> Double {
    guard a.layers.count == b.layers.count else { return .infinity }
    var worst = 0.0
    for (left, right) in zip(a.layers, b.layers) {
      guard left.name == right.name else { return .infinity }
      worst = max(worst, between(left, right))
      if worst == .infinity { return worst }
    }
    return worst
  }

  private static func between(_ a: ShapeLayer, _ b: ShapeLayer) -> Double {
    // An invisible layer looks the same whatever its shape (a hidden ring builds none).
    if a.opacity < opacityUnit && b.opacity < opacityUnit { return 0 }
    let left = a.placedPath
    let right = b.placedPath
    guard left.hasSameStructure(as: right) else { return .infinity }
    var points = 0.0
    for element in (left - right).elements {
      _ = element.mapPoints { offset in
        points = max(points, offset.distance(to: .zero))
        return offset
      }
    }
    let opacity = max(
      abs(a.opacity - b.opacity), colour(a.fillColor, b.fillColor),
      colour(a.strokeColor, b.strokeColor))
    let trim = max(abs(a.strokeStart - b.strokeStart), abs(a.strokeEnd - b.strokeEnd))
    return max(points / pointUnit, opacity / opacityUnit, trim / trimUnit)
  }

  private static func colour(_ a: SwellColor?, _ b: SwellColor?) -> Double {
    switch (a, b) {
    case (nil, nil): return 0
    case (let a?, let b?):
      return max(
        abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
    default: return .infinity
    }
  }
}
