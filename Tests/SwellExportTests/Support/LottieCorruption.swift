import SwellExport

@testable import SwellLottie

/// Deliberate mistakes made in an exported document, to show the rlottie comparison catches
/// them: each returns a copy of the document with one thing wrong.
enum LottieCorruption {
  static func index(_ animation: LottieAnimation, _ name: String) -> Int? {
    animation.layers.firstIndex { $0.name == name }
  }

  /// Two layers trade places in the stack.
  static func swapped(_ animation: LottieAnimation, _ a: String, _ b: String) -> LottieAnimation {
    var result = animation
    if let i = index(animation, a), let j = index(animation, b) { result.layers.swapAt(i, j) }
    return result
  }

  /// A layer left out.
  static func removed(_ animation: LottieAnimation, _ name: String) -> LottieAnimation {
    var result = animation
    result.layers.removeAll { $0.name == name }
    return result
  }

  /// Every fill of a layer with `change` applied to its colour components.
  static func recoloured(
    _ animation: LottieAnimation, _ name: String, _ change: @escaping ([Double]) -> [Double]
  ) -> LottieAnimation {
    mapShapes(animation, name) { shape in
      guard case .fill(var fill) = shape else { return shape }
      fill.color = map(fill.color) { LottieVector(change($0.components)) }
      return .fill(fill)
    }
  }

  /// A layer's opacity (0…100) changed by `change`.
  static func layerOpacity(
    _ animation: LottieAnimation, _ name: String, _ change: @escaping (Double) -> Double
  ) -> LottieAnimation {
    var result = animation
    for i in result.layers.indices where result.layers[i].name == name {
      result.layers[i].transform.opacity = map(result.layers[i].transform.opacity, change)
    }
    return result
  }

  /// A layer moved by (dx, dy) canvas pixels.
  static func shifted(
    _ animation: LottieAnimation, _ name: String, dx: Double, dy: Double
  ) -> LottieAnimation {
    var result = animation
    for i in result.layers.indices where result.layers[i].name == name {
      switch result.layers[i].transform.position {
      case .split(let x, let y):
        result.layers[i].transform.position = .split(
          x: map(x) { $0 + dx }, y: map(y) { $0 + dy })
      case .combined(let vector):
        result.layers[i].transform.position = .combined(
          map(vector) { LottieVector([$0.components[0] + dx, $0.components[1] + dy]) })
      }
    }
    return result
  }

  private static func map<V>(_ property: LottieProperty<V>, _ change: (V) -> V) -> LottieProperty<V>
  {
    switch property {
    case .fixed(let value): return .fixed(change(value))
    case .animated(let keyframes):
      return .animated(
        keyframes.map {
          var k = $0
          k.value = change(k.value)
          return k
        })
    }
  }

  private static func mapShapes(
    _ animation: LottieAnimation, _ name: String, _ change: (LottieShape) -> LottieShape
  ) -> LottieAnimation {
    func visit(_ shape: LottieShape) -> LottieShape {
      if case .group(var group) = shape {
        group.items = group.items.map(visit)
        return .group(group)
      }
      return change(shape)
    }
    var result = animation
    for i in result.layers.indices where result.layers[i].name == name {
      result.layers[i].shapes = result.layers[i].shapes.map(visit)
    }
    return result
  }
}
