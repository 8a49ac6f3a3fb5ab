import Swell

extension SwellScene {
  /// Throws `SwellError.invalidParameter` naming the first value a renderer cannot draw:
  /// a size that is not finite and > 0, or a layer with a non-finite coordinate, transform,
  /// opacity, stroke range or line width, or a negative line width; or a text layer with a
  /// non-finite position, size or opacity, or a size outside 0…10000.
  ///
  /// Finite values outside a range (opacity 1.5, strokeEnd −1) are clamped when drawing, as
  /// Core Animation does; only values with no meaning (NaN, ∞) are refused.
  func validateForDrawing() throws {
    try SwellError.checkPositive(size.width, "scene.size.width")
    try SwellError.checkPositive(size.height, "scene.size.height")
    for (index, layer) in layers.enumerated() {
      let name = "scene.layers[\(index)]" + (layer.name.isEmpty ? "" : " \"\(layer.name)\"")
      guard layer.path.isFinite else {
        throw SwellError.invalidParameter(
          name: name + ".path", value: "a path with a non-finite coordinate",
          accepted: "finite coordinates")
      }
      let t = layer.transform
      for (value, part) in [
        (t.a, "a"), (t.b, "b"), (t.c, "c"), (t.d, "d"), (t.tx, "tx"), (t.ty, "ty"),
      ] {
        try SwellError.check(value, name + ".transform." + part)
      }
      try SwellError.check(layer.opacity, name + ".opacity")
      try SwellError.check(layer.strokeStart, name + ".strokeStart")
      try SwellError.check(layer.strokeEnd, name + ".strokeEnd")
      guard layer.lineWidth.isFinite, layer.lineWidth >= 0 else {
        throw SwellError.invalidParameter(
          name: name + ".lineWidth", value: "\(layer.lineWidth)", accepted: "a finite number ≥ 0")
      }
    }
    for (index, text) in texts.enumerated() {
      let name = "scene.texts[\(index)]" + (text.name.isEmpty ? "" : " \"\(text.name)\"")
      try SwellError.check(text.position.x, name + ".position.x")
      try SwellError.check(text.position.y, name + ".position.y")
      try SwellError.check(text.opacity, name + ".opacity")
      // Larger than any screen; Pango would rasterize glyphs of that size for nothing.
      guard text.fontSize.isFinite, (0...10_000).contains(text.fontSize) else {
        throw SwellError.invalidParameter(
          name: name + ".fontSize", value: "\(text.fontSize)", accepted: "a number in 0…10000")
      }
    }
  }
}
