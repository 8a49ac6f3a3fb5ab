extension ShapeLayer {
  /// Throws `SwellError.invalidParameter` naming (under `name`, built only for a refusal) the
  /// first number no picture can hold: a non-finite path coordinate, transform entry, opacity,
  /// stroke start or end or colour component, or a line width that is not finite and ≥ 0.
  ///
  /// Finite values outside their range (opacity 1.5, strokeEnd −1) pass: renderers and
  /// exporters clamp them, as Core Animation does; only values with no meaning are refused.
  package func validate(as name: @autoclosure () -> String) throws {
    guard path.isFinite else {
      throw SwellError.invalidParameter(
        name: name() + ".path", value: "a path with a non-finite coordinate",
        accepted: "finite coordinates (pt)")
    }
    let t = transform
    // Renderers check every layer of every frame: names are built only for a refusal.
    let numbers = [
      t.a, t.b, t.c, t.d, t.tx, t.ty, opacity, strokeStart, strokeEnd, lineWidth,
    ]
    if numbers.allSatisfy(\.isFinite), lineWidth >= 0, fillColor?.isFinite ?? true,
      strokeColor?.isFinite ?? true
    {
      return
    }
    let name = name()
    for (value, part) in [
      (t.a, "a"), (t.b, "b"), (t.c, "c"), (t.d, "d"), (t.tx, "tx"), (t.ty, "ty"),
    ] {
      try SwellError.check(value, name + ".transform." + part)
    }
    try SwellError.check(opacity, name + ".opacity")
    try SwellError.check(strokeStart, name + ".strokeStart")
    try SwellError.check(strokeEnd, name + ".strokeEnd")
    try SwellError.checkNonNegative(lineWidth, name + ".lineWidth")
    if let fillColor { try fillColor.validate(as: name + ".fillColor") }
    if let strokeColor { try strokeColor.validate(as: name + ".strokeColor") }
  }
}

extension SwellColor {
  /// Whether every component is a finite number.
  var isFinite: Bool {
    red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
  }

  /// Throws `SwellError.invalidParameter` naming (under `name`) the first component that is
  /// not finite; finite components outside 0…1 pass (they are clamped where drawn).
  package func validate(as name: String) throws {
    for (value, part) in [(red, "red"), (green, "green"), (blue, "blue"), (alpha, "alpha")] {
      try SwellError.check(value, name + "." + part)
    }
  }
}
