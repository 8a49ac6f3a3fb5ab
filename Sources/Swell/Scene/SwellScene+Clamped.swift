extension SwellScene {
  /// The scene as every renderer and exporter draws it: each number that has a range
  /// (opacities, stroke start and end, colour components) clamped into 0…1, as Core
  /// Animation clamps them. One rule, so that cairo, UIKit, SwiftUI and Lottie draw a scene
  /// that strays out of range (an opacity of 1.5, a `strokeEnd` of −1) the same way;
  /// SwiftUI's extended sRGB, for one, would otherwise draw a red of 1.5 brighter than any
  /// of the others.
  ///
  /// Values with no meaning (NaN, ∞) are not clamped here: renderers refuse them first
  /// (`ShapeLayer.validate(as:)`).
  package var clamped: SwellScene {
    var scene = self
    scene.background = background?.clamped
    scene.layers = layers.map(\.clamped)
    scene.texts = texts.map(\.clamped)
    return scene
  }
}

extension ShapeLayer {
  /// The layer with its opacity, stroke start and end and colours clamped into 0…1
  /// (`SwellScene.clamped`).
  package var clamped: ShapeLayer {
    var layer = self
    layer.opacity = StyleMath.clamp(opacity, 0, 1)
    layer.strokeStart = StyleMath.clamp(strokeStart, 0, 1)
    layer.strokeEnd = StyleMath.clamp(strokeEnd, 0, 1)
    layer.fillColor = fillColor?.clamped
    layer.strokeColor = strokeColor?.clamped
    return layer
  }
}

extension TextLayer {
  /// The text with its opacity and colour clamped into 0…1 (`SwellScene.clamped`).
  package var clamped: TextLayer {
    var text = self
    text.opacity = StyleMath.clamp(opacity, 0, 1)
    text.color = color.clamped
    return text
  }
}
