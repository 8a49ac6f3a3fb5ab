extension SwellScene {
  /// This picture going over into `other`, `fraction` (0…1, linear in time) of the way,
  /// eased: a layer both draw under one name with the same kind of outline moves, resizes and
  /// recolours into the other's (`ShapeLayer.interpolated(to:fraction:)`); one only this
  /// picture draws fades out, one only `other` draws fades in over the rest; words both say
  /// stay, the others give way as a style's words do (`StateWords`). The size is this
  /// picture's.
  func morphed(into other: SwellScene, _ fraction: Double) -> SwellScene {
    let linear = StyleMath.clamp(fraction, 0, 1)
    let w = StyleMath.smoothstep(linear)
    // Pairs by name, in this picture's order; then the layers in `other`'s order, each one
    // only this picture draws placed before the pair that followed it here, so that the order
    // agrees with both pictures' (an exporter keeps one back-to-front order).
    var partner: [Int: Int] = [:]
    var paired: Set<Int> = []
    for (i, layer) in self.layers.enumerated() {
      if let j = other.layers.indices.first(where: {
        !paired.contains($0) && other.layers[$0].name == layer.name
          && layer.interpolated(to: other.layers[$0], fraction: 0) != nil
      }) {
        partner[j] = i
        paired.insert(j)
      }
    }
    let pairedHere = Set(partner.values)
    var layers: [ShapeLayer] = []
    var next = 0
    func leaveUpTo(_ end: Int) {
      while next < end {
        if !pairedHere.contains(next), w < 1 {
          var leaving = self.layers[next]
          leaving.opacity *= 1 - w
          layers.append(leaving)
        }
        next += 1
      }
    }
    for (j, layer) in other.layers.enumerated() {
      if let i = partner[j], let moved = self.layers[i].interpolated(to: layer, fraction: w) {
        leaveUpTo(i)
        next = max(next, i + 1)
        layers.append(moved)
      } else if w > 0 {
        var coming = layer
        coming.opacity *= w
        layers.append(coming)
      }
    }
    leaveUpTo(self.layers.count)
    var background: SwellColor?
    switch (self.background, other.background) {
    case (let a?, let b?): background = a.interpolated(to: b, fraction: w)
    case (let a?, nil): background = a.withAlpha(multipliedBy: 1 - w)
    case (nil, let b?): background = b.withAlpha(multipliedBy: w)
    case (nil, nil): background = nil
    }
    // Words both pictures say alike stay one line, moving and changing opacity; the others
    // give way (two lines of text in one place cannot be read over each other).
    var words: [TextLayer] = []
    var said = other.texts
    for text in texts {
      if let at = said.firstIndex(where: {
        $0.string == text.string && $0.fontSize == text.fontSize && $0.weight == text.weight
      }) {
        var kept = text
        kept.opacity += (said[at].opacity - text.opacity) * w
        kept.position = text.position.interpolated(to: said[at].position, fraction: w)
        words.append(kept)
        said.remove(at: at)
      } else if linear < 1 {
        var leaving = text
        leaving.opacity *= StateWords.goingOut(linear)
        words.append(leaving)
      }
    }
    for var text in said where linear > 0 {
      text.opacity *= StateWords.comingIn(linear)
      words.append(text)
    }
    return SwellScene(size: size, background: background, layers: layers, texts: words)
  }
}
