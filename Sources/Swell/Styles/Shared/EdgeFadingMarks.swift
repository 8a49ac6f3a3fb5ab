/// A style whose small marks (a ring, a cross, balls, a spinner) fade out as a header's band
/// closes at the end of a refresh and its edge comes near them, gone before it cuts them
/// (unless the user had scrolled the band partway out of view, see `fadeMarks`): half
/// a ring sliding out under the band's edge as it goes reads as a glitch, where the band's own
/// shapes (waves, a bump, a curtain) are meant to be cut by it. Only a finishing header's: a
/// scroll or a pull moves the marks with everything else, and there they go out of view as
/// rows do; a footer that loaded on its own stays in view as it finishes, and one a user
/// scrolls away goes as a row does.
protocol EdgeFadingMarks {
  /// The marks that fade so at `context`, by name: each the layer of that name and those
  /// named from it (`quiet.spinner` is `quiet.spinner.spoke0`, …), fading as one.
  func marksFadingAtTheEdge(in context: RefreshContext) -> [String]
}

extension SwellScene {
  /// How far (pt) the revealed edge travels as a mark fades from whole to nothing: far enough
  /// that at a band's closing speed the fade takes a dozen frames at 120 Hz, not three.
  static let edgeFade = (most: 32.0, least: 18.0)

  /// Fades each of `marks` (the layer of that name, and those named from it: `quiet.spinner`
  /// is its spokes `quiet.spinner.spoke0`, …) as the revealed edge, now at
  /// `revealedTop` (the scene's y, pt, of the edge of what the pull reveals), closes in on
  /// it, having travelled `travel` (pt) since finishing began: whole as finishing begins,
  /// gone by the time the edge cuts a point into the mark's outline (its stroke included)
  /// where the edge's way allows a fade over `edgeFade.least`; a mark the edge was near or
  /// cutting already (the list scrolled partway) fades over the first `edgeFade.least` of
  /// the way.
  mutating func fadeMarks(
    _ marks: [String], nearRevealedTop revealedTop: Double, closedBy travel: Double
  ) {
    for mark in marks {
      // A mark is one or more layers (a spinner's spokes) that fade as one, by their top:
      // a spoke that ticks round would otherwise jump from one fade to another.
      let parts = layers.indices.filter {
        layers[$0].opacity > 0 && !layers[$0].path.elements.isEmpty
          && (layers[$0].name == mark || layers[$0].name.hasPrefix(mark + "."))
      }
      let tops = parts.map { index in
        let layer = layers[index]
        let stroke = layer.strokeColor == nil ? 0 : layer.lineWidth / 2
        return layer.placedPath.boundingBox.origin.y - stroke
      }
      guard let top = tops.min() else { continue }
      // How far the edge travels from where finishing began until it cuts a point in.
      let way = top - revealedTop + travel + 1
      let fade = max(min(Self.edgeFade.most, way), Self.edgeFade.least)
      let start = max(way - fade, 0)
      let shown = 1 - StyleMath.smoothstep((travel - start) / fade)
      for index in parts { layers[index].opacity *= shown }
    }
  }
}

extension BendStyle: EdgeFadingMarks {
  func marksFadingAtTheEdge(in context: RefreshContext) -> [String] {
    (0..<ballCount).map { "bend.ball\($0)" }
  }
}

extension RippleStyle: EdgeFadingMarks {
  func marksFadingAtTheEdge(in context: RefreshContext) -> [String] {
    ["ripple.indicator", "ripple.failure"]
  }
}

extension ElasticStyle: EdgeFadingMarks {
  func marksFadingAtTheEdge(in context: RefreshContext) -> [String] {
    ["elastic.indicator", "elastic.failure"]
  }
}

extension QuietStyle: EdgeFadingMarks {
  func marksFadingAtTheEdge(in context: RefreshContext) -> [String] {
    ["quiet.spinner", "quiet.failure", "quiet.end"]
  }
}

extension BounceStyle: EdgeFadingMarks {
  /// With reduced motion only: the ball and spinner stay where they rose as the band closes,
  /// where otherwise the ball drops back into the sheet, which covers it.
  func marksFadingAtTheEdge(in context: RefreshContext) -> [String] {
    context.reduceMotion ? ["bounce.ball", "bounce.spinner"] : []
  }
}

extension ClassicStyle: EdgeFadingMarks {
  func marksFadingAtTheEdge(in context: RefreshContext) -> [String] {
    ["classic.arrow", "classic.ring", "classic.done", "classic.failure"]
  }
}

// A captioned style draws its base through `sceneShowingLoadState`, which fades the base's
// marks already: it names none of its own (naming them faded them twice).
