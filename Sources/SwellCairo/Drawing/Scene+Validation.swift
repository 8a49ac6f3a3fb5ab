import Swell

extension SwellScene {
  /// Throws `SwellError.invalidParameter` naming the first value a renderer cannot draw:
  /// a size that is not finite and > 0, a layer `ShapeLayer.validate(as:)` refuses (a
  /// non-finite number, a negative line width), or a text layer with a non-finite position,
  /// size or opacity, or a size outside 0…10000.
  ///
  /// Finite values outside a range (opacity 1.5, strokeEnd −1) are clamped when drawing, as
  /// Core Animation does; only values with no meaning (NaN, ∞) are refused.
  func validateForDrawing() throws {
    try SwellError.checkPositive(size.width, "scene.size.width")
    try SwellError.checkPositive(size.height, "scene.size.height")
    for (index, layer) in layers.enumerated() {
      try layer.validate(
        as: "scene.layers[\(index)]" + (layer.name.isEmpty ? "" : " \"\(layer.name)\""))
    }
    for (index, text) in texts.enumerated() {
      try text.validateForDrawing(
        as: "scene.texts[\(index)]" + (text.name.isEmpty ? "" : " \"\(text.name)\""))
    }
  }
}

extension TextLayer {
  /// Throws `SwellError.invalidParameter` naming (after `name`) a non-finite position or
  /// opacity, or a size that is not a number in 0…10000.
  func validateForDrawing(as name: String) throws {
    try SwellError.check(position.x, name + ".position.x")
    try SwellError.check(position.y, name + ".position.y")
    try SwellError.check(opacity, name + ".opacity")
    // Larger than any screen; Pango would rasterize glyphs of that size for nothing.
    guard fontSize.isFinite, (0...10_000).contains(fontSize) else {
      throw SwellError.invalidParameter(
        name: name + ".fontSize", value: "\(fontSize)", accepted: "a number in 0…10000")
    }
  }
}
