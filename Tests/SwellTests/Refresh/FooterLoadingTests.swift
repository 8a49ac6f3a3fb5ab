import Testing

@testable import Swell

/// A footer that loads more: automatic (infinite scroll) or pulled up; failed, out of data,
/// hidden under short content, held while the header refreshes.
@Suite struct FooterLoadingTests {
  /// A 600 pt viewport over 2000 pt of content: the end rests at offset 1400, and a shown
  /// automatic footer (60 pt) lets it go to 1460.
  func session(
    _ configuration: RefreshConfiguration = .automaticLoading, contentHeight: Double = 2000,
    header: Bool = false
  ) throws -> RefreshSession {
    var controls = [
      RefreshSession.Control(
        .bottom, style: TestRefreshStyle(), configuration: configuration, action: .manual)
    ]
    if header {
      controls.append(.init(.top, style: TestRefreshStyle(), action: .manual))
    }
    let session = try RefreshSession(
      controls: controls,
      geometry: ScrollMetrics(viewportHeight: 600, contentHeight: contentHeight))
    _ = session.advance(to: 0)
    return session
  }

  static func starts(_ effects: [RefreshSession.Effect]) -> [RefreshTrigger] {
    effects.compactMap {
      if case .actionStarted(.bottom, let trigger) = $0 { return trigger }
      return nil
    }
  }

  @Test func theFooterRestsPastTheContentLikeALastRow() throws {
    let session = try session()
    #expect(session.refreshInset(.bottom, time: 0) == 60)
    #expect(!session.isHidden(.bottom))
    #expect(session.loadState(.bottom) == .idle)
    #expect(session.edges == [.bottom])
    _ = session.scroll(by: 10_000, time: 0.1)
    #expect(session.contentOffset(time: 0.1) == 1460)  // the footer wholly in view
  }

  /// Scrolling toward the end loads once the footer is wholly in view, once per approach:
  /// scrolling on at the end does not load again; rows arriving push the end away, and the
  /// next approach loads again.
  @Test func reachingTheEndLoadsOncePerApproach() throws {
    let session = try session()
    #expect(Self.starts(session.scroll(by: 1400, time: 0.1)).isEmpty)  // the footer just under
    #expect(Self.starts(session.scroll(by: 59, time: 0.2)).isEmpty)
    let first = Self.starts(session.scroll(by: 1, time: 0.3))
    #expect(first.map(\.cause) == [.threshold])
    #expect(session.loadState(.bottom) == .loading)
    #expect(session.state(.bottom) == .refreshing)
    #expect(Self.starts(session.scroll(by: 500, time: 0.4)).isEmpty)
    _ = session.finishRefresh(.bottom, trigger: 1, time: 1)
    _ = session.resize(width: 375, viewportHeight: 600, contentHeight: 2600, time: 1)
    _ = session.advance(to: 2)
    #expect(session.state(.bottom) == .idle)
    #expect(session.refreshInset(.bottom, time: 2) == 60)
    #expect(Self.starts(session.scroll(by: 600, time: 2.1)).map(\.id) == [2])
  }

  /// A failed load stays failed while the end stays in view; scrolling away and back retries.
  @Test func aFailureRetriesOnTheNextApproach() throws {
    let session = try session()
    _ = session.scroll(by: 5000, time: 0.1)
    _ = session.finishRefresh(.bottom, trigger: 1, outcome: .failure(message: "offline"), time: 1)
    _ = session.advance(to: 2)
    #expect(session.loadState(.bottom) == .failed(message: "offline"))
    #expect(Self.starts(session.scroll(by: 10, time: 2.1)).isEmpty)
    _ = session.scroll(by: -200, time: 2.2)
    #expect(session.loadState(.bottom) == .failed(message: "offline"))
    #expect(Self.starts(session.scroll(by: 200, time: 2.3)).map(\.id) == [2])
    #expect(session.loadState(.bottom) == .loading)
  }

  /// "No more data" stops every start — approach, pull, code — until code resets it.
  @Test func noMoreDataStopsUntilReset() throws {
    let session = try session()
    _ = session.scroll(by: 5000, time: 0.1)
    _ = session.finishRefresh(.bottom, trigger: 1, outcome: .noMoreData, time: 1)
    _ = session.advance(to: 2)
    #expect(session.loadState(.bottom) == .noMoreData)
    _ = session.scroll(by: -300, time: 2.1)
    #expect(Self.starts(session.scroll(by: 300, time: 2.2)).isEmpty)
    #expect(Self.starts(session.beginRefreshing(.bottom, time: 2.3)).isEmpty)
    _ = session.resetNoMoreData(time: 2.4)
    #expect(session.loadState(.bottom) == .idle)
    // The end is still in view: a reset waits for the next approach.
    #expect(Self.starts(session.advance(to: 2.5)).isEmpty)
    _ = session.scroll(by: -300, time: 2.6)
    #expect(Self.starts(session.scroll(by: 300, time: 2.7)).map(\.id) == [2])
  }

  /// Content shorter than the viewport has no end to reach: the footer is hidden, adds no
  /// inset, draws nothing and never loads on its own; shown when configured so.
  @Test func shortContentHidesTheFooter() throws {
    let session = try session(contentHeight: 300)
    #expect(session.isHidden(.bottom))
    #expect(session.refreshInset(.bottom, time: 0) == 0)
    #expect(session.scene(for: .bottom, time: 0) == nil)
    _ = session.beginDrag(at: SwellPoint(x: 100, y: 500), time: 0.1)
    let y = try #require(session.fingerY(showingPull: 200, at: .bottom, time: 0.1))
    _ = session.drag(to: SwellPoint(x: 100, y: y), time: 0.2)
    #expect(Self.starts(session.endDrag(velocity: 0, time: 0.3)).isEmpty)
    #expect(session.state(.bottom) == .idle)
    // Rows arrive: the content outgrows the viewport and the footer appears past it.
    _ = session.resize(width: 375, viewportHeight: 600, contentHeight: 900, time: 2)
    #expect(!session.isHidden(.bottom))
    #expect(session.refreshInset(.bottom, time: 2) == 60)

    var shown = RefreshConfiguration.automaticLoading
    shown.showsUnderShortContent = true
    let always = try self.session(shown, contentHeight: 300)
    #expect(!always.isHidden(.bottom))
    #expect(always.refreshInset(.bottom, time: 0) == 60)
  }

  /// "No more data" marked from code, as a load's outcome would: nothing starts (approach or
  /// code) until reset; ignored while a load runs, which ends as it says.
  @Test func noMoreDataMarkedFromCode() throws {
    let session = try session()
    _ = session.markNoMoreData(time: 0.05)
    #expect(session.loadState(.bottom) == .noMoreData)
    #expect(Self.starts(session.scroll(by: 5000, time: 0.1)).isEmpty)
    #expect(Self.starts(session.beginRefreshing(.bottom, time: 0.2)).isEmpty)
    _ = session.resetNoMoreData(time: 0.3)
    _ = session.scroll(by: -300, time: 0.4)
    #expect(Self.starts(session.scroll(by: 300, time: 0.5)).map(\.id) == [1])
    _ = session.markNoMoreData(time: 0.6)
    #expect(session.loadState(.bottom) == .loading)
    _ = session.finishRefresh(.bottom, trigger: 1, time: 0.7)
    _ = session.advance(to: 2)
    #expect(session.loadState(.bottom) == .idle)
  }

  /// A footer shown under short content is wholly in view at rest: it loads at once, and
  /// again each time rows arrive and still leave the list short (no scroll can take its end
  /// out of view and back), until the list fills the view; a load that brings nothing does
  /// not repeat.
  @Test func aShownFooterLoadsUnderShortContentUntilTheListFills() throws {
    var shown = RefreshConfiguration.automaticLoading
    shown.showsUnderShortContent = true
    let session = try self.session(shown, contentHeight: 300)
    #expect(session.state(.bottom) == .refreshing)
    // The style reads the pull where loading began as a pull (0: nothing moved), not as how
    // much of the footer showed.
    let started = try #require(session.context(for: .bottom, time: 0))
    #expect(started.pullDistanceAtStateChange == started.pullDistance)
    _ = session.resize(width: 375, viewportHeight: 600, contentHeight: 450, time: 0.5)
    _ = session.finishRefresh(.bottom, trigger: 1, time: 0.6)
    _ = session.advance(to: 2)
    #expect(session.loadState(.bottom) == .loading)  // a second page: still short
    _ = session.finishRefresh(.bottom, trigger: 2, time: 2)
    _ = session.advance(to: 4)
    #expect(session.state(.bottom) == .idle)  // nothing arrived: no third load
    _ = session.resize(width: 375, viewportHeight: 600, contentHeight: 900, time: 4)
    _ = session.advance(to: 5)
    #expect(session.state(.bottom) == .idle)  // the list fills the view: scroll to load
  }

  /// A footer that starts with no more data (`Control.startsWithNoMoreData`: the session
  /// replaces one where it said so) does not load at its first look at content whose end is
  /// in reach, where `markNoMoreData` would come after that look; a reset loads at once.
  @Test func aFooterStartingWithNoMoreDataDoesNotLoadAtFirstSight() throws {
    var shown = RefreshConfiguration.automaticLoading
    shown.showsUnderShortContent = true
    let control = RefreshSession.Control(
      .bottom, style: TestRefreshStyle(), configuration: shown, action: .manual,
      startsWithNoMoreData: true)
    let session = try RefreshSession(
      controls: [control], geometry: ScrollMetrics(viewportHeight: 600, contentHeight: 300))
    #expect(Self.starts(session.advance(to: 0)).isEmpty)
    #expect(session.loadState(.bottom) == .noMoreData)
    #expect(session.context(for: .bottom, time: 0)?.outcome == .noMoreData)
    #expect(Self.starts(session.resetNoMoreData(time: 0.1)).map(\.id) == [1])
  }

  /// Under short content the end cannot be approached again: a reset of "no more data"
  /// there loads at once, whether rows arrived before it or after.
  @Test func aResetUnderShortContentLoadsAtOnceInEitherOrder() throws {
    var shown = RefreshConfiguration.automaticLoading
    shown.showsUnderShortContent = true
    for rowsFirst in [true, false] {
      let session = try self.session(shown, contentHeight: 300)
      _ = session.finishRefresh(.bottom, trigger: 1, outcome: .noMoreData, time: 0.1)
      _ = session.advance(to: 2)
      #expect(session.loadState(.bottom) == .noMoreData)
      var starts: [RefreshTrigger] = []
      let grow = { session.resize(width: 375, viewportHeight: 600, contentHeight: 400, time: 2.1) }
      if rowsFirst { starts += Self.starts(grow()) }
      starts += Self.starts(session.resetNoMoreData(time: 2.2))
      if !rowsFirst { starts += Self.starts(grow()) }
      #expect(starts.map(\.id) == [2], "rows first: \(rowsFirst)")
    }
  }

  /// The footer that waited for the header starts when the header comes to rest, whichever
  /// control the session lists first.
  @Test func theFooterStartsAsTheHeaderComesToRestInEitherOrder() throws {
    func footerStart(headerFirst: Bool) throws -> Double {
      let footer = RefreshSession.Control(
        .bottom, style: TestRefreshStyle(), configuration: .automaticLoading, action: .manual)
      let header = RefreshSession.Control(.top, style: TestRefreshStyle(), action: .manual)
      let session = try RefreshSession(
        controls: headerFirst ? [header, footer] : [footer, header],
        geometry: ScrollMetrics(viewportHeight: 600, contentHeight: 2000))
      _ = session.beginRefreshing(.top, time: 0)
      _ = session.scroll(by: 5000, time: 0.5)
      _ = session.finishRefresh(.top, trigger: 1, time: 1)
      _ = session.advance(to: 3)
      let context = try #require(session.context(for: .bottom, time: 3))
      #expect(context.state == .refreshing)
      return 3 - context.timeInState
    }
    let headerFirst = try footerStart(headerFirst: true)
    expectClose(try footerStart(headerFirst: false), headerFirst)
    #expect(headerFirst > 1 && headerFirst < 3)
  }

  /// Nothing loads while the header refreshes (or finishes); the end reached meanwhile loads
  /// once the header is done.
  @Test func theFooterWaitsForTheHeader() throws {
    let session = try session(header: true)
    _ = session.beginRefreshing(.top, time: 0)
    #expect(session.state(.top) == .refreshing)
    #expect(Self.starts(session.scroll(by: 5000, time: 0.5)).isEmpty)
    #expect(Self.starts(session.beginRefreshing(.bottom, time: 0.6)).isEmpty)
    _ = session.finishRefresh(.top, trigger: 1, time: 1)
    #expect(session.state(.top) == .finishing)
    let started = Self.starts(session.advance(to: 3))
    #expect(session.state(.top) == .idle)
    #expect(started.map(\.id) == [1])
  }

  /// Loading ahead starts before the end comes into view; a fraction starts when that much of
  /// the footer shows.
  @Test func leadsStartEarlier() throws {
    let ahead = try session(RefreshConfiguration(start: .automatic(.ahead(points: 300))))
    #expect(Self.starts(ahead.scroll(by: 1099, time: 0.1)).isEmpty)
    #expect(Self.starts(ahead.scroll(by: 1, time: 0.2)).count == 1)
    let half = try session(RefreshConfiguration(start: .automatic(.visible(fraction: 0.5))))
    #expect(Self.starts(half.scroll(by: 1429, time: 0.1)).isEmpty)
    #expect(Self.starts(half.scroll(by: 1, time: 0.2)).count == 1)
  }

  /// A fling that carries the content to its end loads, at the exact moment the footer is in
  /// view, whatever the frame rate.
  @Test func aFlingLoadsWhenTheFooterComesIntoView() throws {
    var times: [Double] = []
    for fps in [30.0, 120] {
      let session = try session()
      _ = session.scroll(by: 1200, time: 0)
      _ = session.beginDrag(at: SwellPoint(x: 100, y: 400), time: 0.1)
      _ = session.drag(to: SwellPoint(x: 100, y: 380), time: 0.12)
      _ = session.endDrag(velocity: -2500, time: 0.12)
      var frame = 0.12
      var start: Double?
      while frame < 3, start == nil {
        frame += 1 / fps
        for effect in session.advance(to: frame) {
          if case .stateChanged(.bottom, _, .refreshing) = effect { start = frame }
        }
      }
      let recorded = try #require(start)
      #expect(recorded < 3)
      times.append(session.context(for: .bottom, time: recorded)?.timeInState ?? -1)
    }
    // Both frame rates see the same instant (the time in state is measured from it).
    #expect(times.allSatisfy { $0 >= 0 && $0 < 1.0 / 30 })
  }

  /// Bad leads get the header's kind of error, naming the field.
  @Test(arguments: [
    (RefreshConfiguration.Lead.visible(fraction: 1.5), "lead.fraction"),
    (.visible(fraction: .nan), "lead.fraction"), (.ahead(points: -1), "lead.points"),
    (.ahead(points: .infinity), "lead.points"),
  ])
  func badLeadsAreRefused(lead: RefreshConfiguration.Lead, name: String) {
    #expect {
      _ = try session(RefreshConfiguration(start: .automatic(lead)))
    } throws: { error in
      guard case SwellError.invalidParameter(let field, _, _) = error else { return false }
      return field == name
    }
  }
}
