import Swell
import Testing

/// The host kit's parts on their own: where a control goes, the order effects arrive in when a
/// host calls back from inside a delivery, and insets that come back exactly.
@Suite struct HostKitTests {
  @Test func aHeaderSitsOnTheContentsTopAndAFooterIsMirroredBelowItsEnd() {
    let metrics = ScrollMetrics(
      viewportHeight: 800, contentHeight: 2000, userInsetTop: 91, userInsetBottom: 34)
    // Pulled 50 pt: the offset is −(91 + 50).
    let header = ControlPlacement(
      edge: .top, sceneHeight: 120, contentOffset: -141, metrics: metrics)
    #expect(header.band == -50...0)
    #expect(header.sceneTransform.apply(to: SwellPoint(x: 10, y: 120)) == SwellPoint(x: 10, y: 0))
    #expect(header.inViewport(contentOffset: -141).band == 91...141)
    // At the end and 30 pt past it: offset = 2000 + 34 − 800 + 30.
    let footer = ControlPlacement(
      edge: .bottom, sceneHeight: 100, contentOffset: 1264, metrics: metrics)
    #expect(footer.band == 2000...2030)
    // The scene's bottom (y = 100) on the content's end, its top 100 pt farther down.
    #expect(footer.sceneTransform.apply(to: SwellPoint(x: 0, y: 100)) == SwellPoint(x: 0, y: 2000))
    #expect(footer.sceneTransform.apply(to: SwellPoint(x: 0, y: 0)) == SwellPoint(x: 0, y: 2100))
    // At rest nothing is uncovered.
    let rest = ControlPlacement(edge: .top, sceneHeight: 120, contentOffset: -91, metrics: metrics)
    #expect(rest.isEmpty)
  }

  @Test func aCallFromInsideOnEffectWaitsForTheRestOfTheEffects() throws {
    let host = try RefreshHost(
      controls: [RefreshSession.Control(.top, style: WaveStyle(), action: .manual)])
    host.perform(time: 0) {
      $0.resize(width: 375, viewportHeight: 667, contentHeight: 2000, time: $1)
    }
    var log: [String] = []
    host.onEffect = { effect in
      switch effect {
      case .actionStarted(.top, _):
        log.append("started")
        // Ending the refresh the moment it starts: queued, not nested.
        host.perform(time: 0) { $0.endRefreshing(.top, time: $1) }
        log.append("asked to end")
      case .stateChanged(.top, _, let to):
        log.append("state \(to.name)")
      case .refreshEnded:
        log.append("ended")
      default:
        break
      }
    }
    host.perform(time: 1) { $0.beginRefreshing(.top, animated: false, time: $1) }
    // The end waits for the minimum refreshing time, then comes with a later frame.
    _ = host.frame(time: 1.2)
    _ = host.frame(time: 3)
    let started = try #require(log.firstIndex(of: "started"))
    #expect(log[started + 1] == "asked to end")
    let ended = try #require(log.firstIndex(of: "ended"))
    #expect(ended > started + 1)
    #expect(log.contains("state refreshing"))
    #expect(log.contains("state finishing"))
  }

  @Test func observedInsetsComeBackExactly() {
    var insets = ObservedInsets(userTop: 44.1, userBottom: 0.3)
    insets.apply(.refreshInsetChanged(.top, inset: 60, transition: .immediate), time: 1)
    #expect(insets.contentInset(.top, time: 1) == 104.1)
    #expect(insets.userAdjustedInset(.top, adjusted: 104.1 + 47) == 44.1 + 47)
    insets.apply(
      .refreshInsetChanged(.top, inset: 0, transition: .timingCurve(.easeOut, duration: 0.3)),
      time: 2)
    #expect(insets.isAnimating(time: 2.1))
    #expect(insets.contentInset(.top, time: 2.1) > 44.1)
    #expect(insets.contentInset(.top, time: 2.3) == 44.1, "exactly the user's inset")
    #expect(insets.contentInset(.bottom, time: 2.3) == 0.3)
    // The app changes its inset: the new one is the user's.
    insets.observe(contentInset: 10, .top, time: 3)
    #expect(insets.userInset(.top) == 10)
  }

  /// Scrolled past the band during a refresh, the inset gives its space back, so a floating
  /// section header pins under the bars; scrolling back shows the band again; ending while
  /// scrolled away changes nothing; the next refresh holds its whole band.
  @Test func aRefreshInsetHoldsOnlyTheBandLeftInView() {
    var insets = ObservedInsets(userTop: 44.1, userBottom: 0)
    insets.userScrolled(showing: 10, .top, time: 0)
    insets.apply(.refreshInsetChanged(.top, inset: 60, transition: .immediate), time: 1)
    #expect(insets.contentInset(.top, time: 1) == 104.1, "scrolling before the refresh is no cap")
    insets.userScrolled(showing: 25, .top, time: 2)
    #expect(insets.contentInset(.top, time: 2) == 44.1 + 25)
    #expect(insets.userAdjustedInset(.top, adjusted: 44.1 + 25 + 47) == 44.1 + 47)
    insets.userScrolled(showing: -300, .top, time: 3)
    #expect(insets.contentInset(.top, time: 3) == 44.1, "exactly the user's")
    insets.userScrolled(showing: 90, .top, time: 4)
    #expect(insets.contentInset(.top, time: 4) == 104.1, "no more than the band")
    insets.userScrolled(showing: 0, .top, time: 5)
    insets.apply(
      .refreshInsetChanged(.top, inset: 0, transition: .timingCurve(.easeOut, duration: 0.3)),
      time: 6)
    for time in stride(from: 6.0, through: 6.4, by: 0.05) {
      #expect(insets.contentInset(.top, time: time) == 44.1, "the band does not come back")
    }
    insets.apply(.refreshInsetChanged(.top, inset: 60, transition: .immediate), time: 7)
    #expect(insets.contentInset(.top, time: 7) == 104.1)
    // The app sets its own inset while the band is half in view: the user's is the rest.
    insets.userScrolled(showing: 30, .top, time: 8)
    insets.observe(contentInset: 50, .top, time: 8)
    #expect(insets.userInset(.top) == 20)
    // While the inset comes in, the content bouncing towards it is not the user leaving it.
    insets.apply(.refreshInsetChanged(.top, inset: 0, transition: .immediate), time: 9)
    insets.apply(
      .refreshInsetChanged(.top, inset: 60, transition: .timingCurve(.easeOut, duration: 0.3)),
      time: 10)
    insets.userScrolled(showing: 5, .top, time: 10.2)
    #expect(insets.contentInset(.top, time: 10.2) > 20 + 5)
    #expect(insets.contentInset(.top, time: 10.4) == 80)
  }

  /// A band half scrolled away closes from the half in view, falling all the way (from its
  /// whole height it would hold still for most of the close, then drop late).
  @Test func aBandPartlyInViewClosesFromWhatIsInView() {
    var insets = ObservedInsets(userTop: 0, userBottom: 0)
    insets.apply(.refreshInsetChanged(.top, inset: 60, transition: .immediate), time: 0)
    insets.userScrolled(showing: 20, .top, time: 1)
    insets.apply(
      .refreshInsetChanged(.top, inset: 0, transition: .timingCurve(.easeInEaseOut, duration: 0.5)),
      time: 2)
    let closing = stride(from: 2.0, through: 2.5, by: 1.0 / 120).map {
      insets.contentInset(.top, time: $0)
    }
    #expect(closing.first == 20)
    #expect(zip(closing, closing.dropFirst()).allSatisfy { $0 > $1 || $1 == 0 }, "\(closing)")
    #expect(closing.last == 0)
  }

  /// Brought back to the top from code, a band the user left partly in view grows back to
  /// whole over the transition, from what was in view; a whole band is left alone.
  @Test func aBandRevealedGrowsBackFromWhatWasInView() {
    var insets = ObservedInsets(userTop: 0, userBottom: 0)
    insets.apply(.refreshInsetChanged(.top, inset: 60, transition: .immediate), time: 0)
    insets.revealBand(.top, transition: .timingCurve(.easeOut, duration: 0.25), time: 0.5)
    #expect(insets.contentInset(.top, time: 0.5) == 60, "nothing to reveal")
    insets.userScrolled(showing: 20, .top, time: 1)
    insets.revealBand(.top, transition: .timingCurve(.easeOut, duration: 0.25), time: 2)
    let growing = stride(from: 2.0, through: 2.25, by: 1.0 / 120).map {
      insets.contentInset(.top, time: $0)
    }
    #expect(growing.first == 20)
    #expect(zip(growing, growing.dropFirst()).allSatisfy { $0 < $1 || $1 == 60 }, "\(growing)")
    #expect(insets.contentInset(.top, time: 2.3) == 60)
  }

  @Test func announcementsFollowTheEffects() {
    #expect(
      RefreshAnnouncement(.stateChanged(.top, from: .armed, to: .refreshing)) == .refreshing)
    #expect(
      RefreshAnnouncement(.stateChanged(.bottom, from: .idle, to: .refreshing)) == .loadingMore)
    #expect(RefreshAnnouncement(.armed(.top)) == nil)
    let trigger = RefreshTrigger(id: 1, cause: .release)
    #expect(
      RefreshAnnouncement(.refreshEnded(.top, trigger, .failure(message: "Offline")))?
        .englishText == "Failed: Offline")
    #expect(RefreshAnnouncement(.refreshEnded(.bottom, trigger, .noMoreData)) == .noMoreData)
  }
}
