/// A style whose small marks (a ring, a cross, balls, a spinner) fade out as a header's band
/// closes at the end of a refresh and its edge comes near them, gone before it cuts them: half
/// a ring sliding out under the band's edge as it goes reads as a glitch, where the band's own
/// shapes (waves, a bump, a curtain) are meant to be cut by it. Only a finishing header's: a
/// scroll or a pull moves the marks with everything else, and there they go out of view as
/// rows do; a footer that loaded on its own stays in view as it finishes, and one a user
/// scrolls away goes as a row does.
protocol EdgeFadingMarks {
  /// The starts of the names of the layers that fade so.
  var marksFadingAtTheEdge: [String] { get }
}

extension SwellScene {
  /// How near (pt) the revealed edge comes to a mark as it fades from whole to nothing: it is
  /// gone once the edge cuts a point into it.
  static let edgeFade = 8.0

  /// Fades each layer whose name starts with one of `prefixes` by how near its outline (its
  /// stroke included) comes to `revealedTop`, the scene's y (pt) of the edge of what the pull
  /// reveals.
  mutating func fadeMarks(startingWith prefixes: [String], nearRevealedTop revealedTop: Double) {
    guard !prefixes.isEmpty else { return }
    for index in layers.indices
    where layers[index].opacity > 0 && prefixes.contains(where: layers[index].name.hasPrefix) {
      let layer = layers[index]
      let outline = layer.placedPath
      guard !outline.elements.isEmpty else { continue }
      let stroke = layer.strokeColor == nil ? 0 : layer.lineWidth / 2
      let clearance = outline.boundingBox.origin.y - stroke - revealedTop
      layers[index].opacity *= StyleMath.smoothstep((clearance + 1) / Self.edgeFade)
    }
  }
}

extension BendStyle: EdgeFadingMarks {
  var marksFadingAtTheEdge: [String] { ["bend.ball"] }
}

extension RippleStyle: EdgeFadingMarks {
  var marksFadingAtTheEdge: [String] { ["ripple.indicator", "ripple.failure"] }
}

extension ElasticStyle: EdgeFadingMarks {
  var marksFadingAtTheEdge: [String] { ["elastic.indicator", "elastic.failure"] }
}

extension QuietStyle: EdgeFadingMarks {
  var marksFadingAtTheEdge: [String] { ["quiet."] }
}

extension ClassicStyle: EdgeFadingMarks {
  var marksFadingAtTheEdge: [String] {
    ["classic.arrow", "classic.ring", "classic.done", "classic.failure"]
  }
}

// A captioned style draws its base through `sceneShowingLoadState`, which fades the base's
// marks already: it names none of its own (naming them faded them twice).
