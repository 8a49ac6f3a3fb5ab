import Swell
import Testing

/// The built-in texts: every language complete and translated, languages picked from platform
/// tags, the app's wording winning, and what each state says.
@Suite struct RefreshTextsTests {
  @Test(arguments: SwellLanguage.allCases)
  func everyTextIsWrittenInEveryLanguage(_ language: SwellLanguage) {
    for text in RefreshText.allCases {
      let string = text.string(in: language)
      #expect(!string.isEmpty, "\(text) in \(language)")
      // Exactly the two templates have the placeholder a host fills in.
      let placeholders = string.split(separator: "%@", omittingEmptySubsequences: false).count - 1
      let template = text == .lastUpdated || text == .failedWithMessage
      #expect(placeholders == (template ? 1 : 0), "\(text) in \(language): \(string)")
      if language != .english {
        #expect(string != text.string(in: .english), "\(text) left in English in \(language)")
      }
    }
  }

  @Test func theLanguageComesFromThePlatformsTags() {
    let cases: [([String], SwellLanguage)] = [
      (["zh-Hans-CN"], .simplifiedChinese), (["zh_CN.UTF-8"], .simplifiedChinese),
      (["zh-TW"], .traditionalChinese), (["zh_HK.UTF-8"], .traditionalChinese),
      (["zh-Hant"], .traditionalChinese), (["zh"], .simplifiedChinese),
      (["ja-JP"], .japanese), (["ko_KR.UTF-8"], .korean), (["es-419"], .spanish),
      (["fr_CA"], .french), (["de_DE@euro"], .german), (["ru"], .russian),
      (["ar-EG"], .arabic), (["pt-BR", "fr-FR"], .french), (["C", "POSIX"], .english),
      ([], .english), (["en-GB", "ja"], .english), ([""], .english),
    ]
    for (tags, expected) in cases {
      #expect(SwellLanguage.preferred(from: tags) == expected, "\(tags)")
    }
    #expect(SwellLanguage.arabic.isRightToLeft)
    #expect(SwellLanguage.allCases.filter(\.isRightToLeft) == [.arabic])
  }

  @Test func theAppsWordingWinsAndFillsItsPlaceholder() {
    var texts = RefreshTexts(language: .german)
    texts.overrides[.releaseToRefresh] = "Loslassen!"
    texts.overrides[.lastUpdated] = "Stand %@ Uhr"
    texts.lastUpdated = "10:30"
    #expect(texts.string(.releaseToRefresh) == "Loslassen!")
    #expect(texts.string(.pullToRefresh) == "Zum Aktualisieren ziehen")
    #expect(texts.lastUpdatedLine == "Stand 10:30 Uhr")
    texts.lastUpdated = nil
    #expect(texts.lastUpdatedLine == "Stand nie Uhr")
    #expect(texts.justUpdatedLine == "Stand gerade eben Uhr")
    #expect(RefreshTexts().lastUpdatedLine == "Last updated: Never")
    #expect(
      RefreshTexts(language: .japanese, lastUpdated: "今日 10:30").lastUpdatedLine == "最終更新：今日 10:30")
  }

  @Test func eachStateSaysWhatAHeaderOrFooterIsDoing() {
    let texts = RefreshTexts()
    let say = { (edge: RefreshEdge, state: RefreshState, outcome: RefreshOutcome?) in
      texts.stateText(edge: edge, state: state, outcome: outcome)
    }
    #expect(say(.top, .pulling(progress: 0.5), nil) == "Pull down to refresh")
    #expect(say(.top, .armed, nil) == "Release to refresh")
    #expect(say(.top, .refreshing, nil) == "Refreshing…")
    #expect(say(.top, .finishing, .success) == "Refreshed")
    #expect(say(.top, .finishing, .failure(message: "")) == "Refresh failed")
    #expect(say(.top, .finishing, .failure(message: "Offline")) == "Failed: Offline")
    #expect(say(.bottom, .pulling(progress: 0.5), nil) == "Pull up to load more")
    #expect(say(.bottom, .armed, nil) == "Release to load more")
    #expect(say(.bottom, .refreshing, nil) == "Loading…")
    #expect(say(.bottom, .finishing, .noMoreData) == "No more data")
    // A footer keeps what its last load found until the next one.
    #expect(say(.bottom, .idle, .noMoreData) == "No more data")
    #expect(say(.bottom, .idle, .failure(message: "")) == "Couldn’t load more")
    #expect(say(.bottom, .idle, .success) == "Pull up to load more")
    #expect(texts.text(for: .failed(message: "Timed out")) == "Failed: Timed out")
    #expect(RefreshTexts(language: .arabic).text(for: .noMoreData) == "لا توجد بيانات أخرى")
  }

  @Test func theSessionPassesItsWordsToTheStyle() throws {
    let session = try RefreshSession(style: ClassicStyle(), width: 320) {}
    session.texts = RefreshTexts(language: .korean, lastUpdated: "오늘 9:00")
    let context = try #require(session.context(for: .top, time: 0))
    #expect(context.texts.language == .korean)
    let strings = ClassicStyle().scene(in: context).texts.map(\.string)
    #expect(strings.contains("당겨서 새로고침"))
    #expect(strings.contains("마지막 업데이트: 오늘 9:00"))
  }

  @Test func aLinesAnchorIsItsStartMiddleOrEndInItsWritingDirection() {
    let cases: [(String, TextLayer.Alignment, TextLayer.Direction, Double)] = [
      ("Refresh", .leading, .natural, 0), ("Refresh", .trailing, .natural, 1),
      ("تحديث", .leading, .natural, 1), ("تحديث", .trailing, .natural, 0),
      ("Refresh", .leading, .rightToLeft, 1), ("تحديث", .leading, .leftToRight, 0),
      ("تحديث", .center, .natural, 0.5),
    ]
    for (string, alignment, direction, fraction) in cases {
      let text = TextLayer(
        string: string, position: .zero, alignment: alignment, direction: direction)
      #expect(text.anchorFraction == fraction, "\(string) \(alignment) \(direction)")
    }
  }

  /// The reader's text size: kept in range, never NaN; a style's font grows with it up to its
  /// room, follows it down, and never shrinks below standard for lack of room.
  @Test func theTextSizeIsKeptInRangeAndStylesGrowAsFarAsTheyHaveRoom() {
    let cases: [(given: Double, kept: Double)] = [
      (1.25, 1.25), (.nan, 1), (0, 0.5), (-3, 0.5), (100, 4), (.infinity, 4), (-.infinity, 0.5),
    ]
    for (given, kept) in cases {
      #expect(RefreshTexts(scale: given).scale == kept, "init(scale: \(given))")
      var texts = RefreshTexts()
      texts.scale = given
      #expect(texts.scale == kept, "scale = \(given)")
    }
    var texts = RefreshTexts(scale: 1.2)
    #expect(abs(texts.fontSize(14, upTo: 20) - 16.8) < 1e-12)
    texts.scale = 3
    #expect(texts.fontSize(14, upTo: 20) == 20)
    #expect(texts.fontSize(14, upTo: 10) == 14, "no room to grow keeps the standard size")
    texts.scale = 0.8
    #expect(abs(texts.fontSize(14, upTo: 20) - 11.2) < 1e-12)
    #expect(RefreshTexts().fontSize(14, upTo: 20) == 14)
  }

  /// A captioned style's words grow by half at most, their edge nearest the content where the
  /// standard size has it.
  @Test func aCaptionGrowsByHalfAtMostKeepingItsEdgeNearTheContent() throws {
    let style = WaveStyle().captioned()
    var context = RefreshContext.held(by: style, pull: 80, width: 375, state: .refreshing, time: 1)
    func caption(_ scale: Double) throws -> TextLayer {
      context.texts.scale = scale
      return try #require(style.scene(in: context).texts.max { $0.opacity < $1.opacity })
    }
    let standard = try caption(1)
    for (scale, size) in [(1.25, 15.0), (2, 18), (4, 18), (0.8, 9.6)] {
      let grown = try caption(scale)
      #expect(abs(grown.fontSize - size) < 1e-9, "at \(scale)×")
      #expect(
        abs((grown.position.y + grown.fontSize / 2) - (standard.position.y + standard.fontSize / 2))
          < 1e-9, "at \(scale)×: the edge nearest the content moved")
    }
  }
}
