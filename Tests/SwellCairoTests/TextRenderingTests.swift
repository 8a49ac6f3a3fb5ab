import Swell
import SwellCairo
import Testing

/// Text drawn with Pango: every built-in text shaped with real glyphs, the core's width
/// estimate held to Pango's measured widths, the classic header in every language against
/// references, glyphs upright in a mirrored footer, and text the renderer refuses.
@Suite struct TextRenderingTests {
  /// Every built-in text, with a time and a message in its placeholders.
  static func strings(in language: SwellLanguage) -> [String] {
    let texts = RefreshTexts(language: language, lastUpdated: "10:30")
    return RefreshText.allCases.map { texts.string($0, filling: "10:30") }
  }

  @Test(arguments: SwellLanguage.allCases)
  func everyBuiltInTextIsShapedWithRealGlyphs(_ language: SwellLanguage) throws {
    for string in Self.strings(in: language) {
      let measured = try CairoRenderer.measure(TextLayer(string: string, position: .zero))
      #expect(measured.missingGlyphs == 0, "\(string): \(measured.missingGlyphs) boxes")
      #expect(measured.width > 0 && measured.height > 0)
    }
  }

  /// Measuring refuses what drawing refuses, naming it, before Pango sees the size.
  @Test(arguments: [Double.nan, .infinity, -1, 1e12])
  func aFontSizeDrawingRefusesIsRefusedByMeasuring(_ size: Double) {
    #expect {
      try CairoRenderer.measure(TextLayer(string: "Swell", fontSize: size, position: .zero))
    } throws: { error in
      guard case .invalidParameter(let name, _, _) = error as? SwellError else { return false }
      return name == "text.fontSize"
    }
  }

  /// The check above can fail: a character no font covers (a private-use code point) counts.
  @Test func aCharacterNoFontHasCountsAsMissing() throws {
    let measured = try CairoRenderer.measure(
      TextLayer(string: "刷新\u{F8FF}\u{10FFFD}", position: .zero))
    #expect(measured.missingGlyphs >= 1)
  }

  /// Styles lay text out with `TextLayer.estimatedWidth`; Pango is the outside measure. Each
  /// text at the weight the classic style draws it: state texts semibold, the last-updated
  /// line regular.
  @Test(arguments: SwellLanguage.allCases)
  func theWidthEstimateIsWithinAFifthOfPangos(_ language: SwellLanguage) throws {
    let lastUpdated = RefreshTexts(language: language, lastUpdated: "10:30").lastUpdatedLine
    for string in Self.strings(in: language) {
      var drawn = [(14.0, TextLayer.Weight.semibold)]
      if string == lastUpdated { drawn.append((12, .regular)) }
      for (size, weight) in drawn {
        let layer = TextLayer(string: string, fontSize: size, weight: weight, position: .zero)
        let measured = try CairoRenderer.measure(layer).width
        let error = abs(layer.estimatedWidth - measured) / measured
        #expect(
          error <= 0.2,
          "\(string) at \(size) pt: estimated \(layer.estimatedWidth), Pango \(measured)")
      }
    }
  }

  /// The classic header armed, in every language, at 2×; Arabic mirrored (arrow on the right).
  @Test(arguments: SwellLanguage.allCases)
  func theClassicHeaderInEveryLanguage(_ language: SwellLanguage) throws {
    var context = RefreshContext.held(
      by: ClassicStyle(), pull: 70, width: 375, state: .armed, time: 1, armLevel: 1)
    context.texts = RefreshTexts(language: language, lastUpdated: "10:30")
    let scene = ClassicStyle().scene(in: context)
    assertSnapshot(of: scene, scale: 2, named: "classic-\(language.tag)@2x")
  }

  /// The classic header (two lines) and footer (one) at every text size from Dynamic Type's
  /// smallest to past its largest, in every language, in each state with its own words: each
  /// line, as wide as Pango draws it, inside the view, and none cut that the standard size
  /// shows whole; lines as much taller as their font is larger; no line over the icon, which
  /// grows with them; and at rest while refreshing, each line as tall as Pango draws it inside
  /// the refreshing band.
  @Test(arguments: SwellLanguage.allCases)
  func theClassicWordsFitTheirBandAtEveryTextSize(_ language: SwellLanguage) throws {
    let style = ClassicStyle()
    let rest = style.refreshingHeight
    let moments: [(state: RefreshState, pull: Double, arm: Double, outcome: RefreshOutcome?)] = [
      (.pulling(progress: 0.5), 30, 0, nil), (.armed, 70, 1, nil), (.refreshing, rest, 0, nil),
      (.finishing, rest, 0, .success), (.finishing, rest, 0, .failure(message: "")),
      (.idle, 0, 0, .noMoreData),
    ]
    // A phone, and an iPad's width, where the band rather than the width stops the words.
    for (edge, width) in RefreshEdge.allCases.flatMap({ edge in [375.0, 1024].map { (edge, $0) } })
    {
      for moment in moments {
        var context = RefreshContext.held(
          by: style, edge: edge, pull: moment.pull, width: width, state: moment.state, time: 1,
          armLevel: moment.arm)
        context.outcome = moment.outcome
        var standard: [String: (string: String, size: Double, height: Double)] = [:]
        for scale in [1, 0.82, 1.25, 1.4, 2, 3.1, 4] {
          context.texts = RefreshTexts(language: language, lastUpdated: "10:30", scale: scale)
          let scene = style.scene(in: context)
          let band = (scene.size.height - rest)...scene.size.height
          // The icon's ink across: its outline's box widened by half its stroke, which the
          // layer's transform scales too (the ring is a unit circle scaled to its radius).
          let icons = scene.layers.filter { $0.opacity > 0.5 && !$0.path.isEmpty }.map {
            let box = $0.placedPath.boundingBox
            let t = $0.transform
            let halfStroke = $0.lineWidth * abs(t.a * t.d - t.b * t.c).squareRoot() / 2
            return (box.minX - halfStroke)...(box.maxX + halfStroke)
          }
          for text in scene.texts where text.opacity > 0.5 {
            let drawn = try CairoRenderer.measure(text)
            let what = "\(edge) \(width) pt \(moment.state.name) \(text.string) at \(scale)×"
            #expect(drawn.width <= scene.size.width - 2 * 16, "\(what)")
            let ink = (text.position.x - drawn.width / 2)...(text.position.x + drawn.width / 2)
            #expect(ink.lowerBound >= 0 && ink.upperBound <= width, "\(what): ink \(ink)")
            for icon in icons {
              #expect(!ink.overlaps(icon), "\(what): text \(ink), icon \(icon)")
            }
            if moment.state == .refreshing {
              let top = text.position.y - drawn.height / 2
              let bottom = text.position.y + drawn.height / 2
              #expect(
                band.contains(top) && band.contains(bottom),
                "\(what): lines \(top)…\(bottom), band \(band)")
            }
            guard let first = standard[text.name] else {
              standard[text.name] = (text.string, text.fontSize, drawn.height)
              continue
            }
            #expect(
              text.string == first.string,
              "\(what) (\(text.fontSize) pt): cut, where 1× shows it whole")
            // Pango's line height follows the font size.
            let grown = text.fontSize / first.size
            #expect(abs(drawn.height / first.height / grown - 1) < 0.08, "\(what)")
          }
        }
      }
    }
    // English grows as asked where it has room: 1.25 × 14 pt, and 12 pt under it.
    var english = RefreshContext.held(
      by: style, pull: rest, width: 375, state: .refreshing, time: 1)
    english.texts = RefreshTexts(scale: 1.25)
    #expect(style.scene(in: english).texts.map(\.fontSize).sorted() == [15, 17.5])
  }

  /// A footer is drawn mirrored; its words stay upright (the reference reads the right way up).
  @Test func aMirroredFootersWordsStayUpright() throws {
    var context = RefreshContext.held(
      by: ClassicStyle(), edge: .bottom, pull: 60, width: 375, state: .finishing, time: 0.4)
    context.outcome = .failure(message: "Offline")
    let footer = ClassicStyle().scene(in: context)
    let preview = try RefreshPreview(viewportSize: SwellSize(width: 375, height: 200))
    let scene = preview.scene(footer: footer, contentOffset: 60, contentHeight: 200)
    assertSnapshot(of: scene, scale: 2, named: "classic-footer-failed@2x")
  }

  @Test(arguments: [
    (SwellPoint(x: .nan, y: 0), 14.0, "scene.texts[0] \"label\".position.x"),
    (SwellPoint(x: 0, y: .infinity), 14, "scene.texts[0] \"label\".position.y"),
    (SwellPoint(x: 0, y: 0), -1, "scene.texts[0] \"label\".fontSize"),
    (SwellPoint(x: 0, y: 0), 1e9, "scene.texts[0] \"label\".fontSize"),
  ])
  func textARendererCannotDrawIsRefusedByName(position: SwellPoint, size: Double, name: String)
    throws
  {
    let scene = SwellScene(
      size: SwellSize(width: 10, height: 10),
      texts: [TextLayer(name: "label", string: "x", fontSize: size, position: position)])
    do {
      _ = try CairoRenderer(scale: 1).render(scene)
      Issue.record("rendered a text layer at \(position), \(size) pt")
    } catch SwellError.invalidParameter(let refused, _, _) {
      #expect(refused == name)
    }
  }
}
