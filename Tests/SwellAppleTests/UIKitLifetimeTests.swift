import Swell
import Testing
import UIKit

@testable import SwellUIKit

/// What Swell's controls keep alive, what they let go, and what setting one edge does to the
/// other's refresh.
@MainActor @Suite(.serialized) struct UIKitLifetimeTests {
  /// A screen that owns its list, as a view controller owns its table view, and refreshes it
  /// with its own method.
  @MainActor final class FeedScreen {
    let harness = ScrollViewHarness()
    var reloads = 0
    func reload() { reloads += 1 }
  }

  /// A control given its screen as `owner` does not keep the screen alive through the list
  /// (the screen holds the list, the list the controls, the controls the work), and runs
  /// the screen's method while it lives.
  @Test func anOwnerIsHeldWeakly() async throws {
    weak var gone: FeedScreen?
    do {
      let screen = FeedScreen()
      gone = screen
      let h = screen.harness
      h.scrollView.swell.header = .init(style: WaveStyle(), owner: screen) { await $0.reload() }
      h.drag(by: 300, over: 0.4)
      h.release()
      h.wait(0.5)
      // Until the refresh has ended: the work's task lets go of the screen as it returns.
      for _ in 0..<600 where h.scrollView.swell.isRefreshing() {
        await Task.yield()
        h.frame()
      }
      #expect(screen.reloads == 1, "the work ran on the screen")
      #expect(!h.scrollView.swell.isRefreshing())
    }
    #expect(gone == nil, "the screen went away with its list")
  }

  /// A list freed while Swell's view is still inside it (a screen popped after its list had
  /// moved, the display link paused off screen) takes the display link with it: UIKit sends
  /// its subviews no `willMove(toSuperview:)`, and the run loop keeps a link until it is
  /// invalidated.
  @Test func freeingTheListEndsItsDisplayLink() throws {
    var link: CADisplayLink?
    weak var gone: UIScrollView?
    do {
      let h = ScrollViewHarness()
      let window = h.refreshInAWindow()
      #expect(window.subviews.contains(h.scrollView))
      link = h.refreshView?.currentDisplayLink
      #expect(link?.isPaused == false, "the waves flow while refreshing")
      h.scrollView.removeFromSuperview()
      #expect(link?.isPaused == true, "off screen")
      gone = h.scrollView
    }
    #expect(gone == nil)
    let ended = try #require(link)
    #expect(ended._isInvalidated)
    #expect(!CADisplayLink._scheduled.contains { $0 === ended })
  }

  /// Setting the footer from inside the header's work (once the first page is in) lets the
  /// refresh run to its end; the footer takes its place once the header has finished.
  @Test func aFooterSetDuringTheHeadersRefreshWaitsForItsEnd() async {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.beginRefreshing()
    h.settle()
    #expect(h.scrollView.swell.isRefreshing(.top))
    let inset = h.scrollView.contentInset.top
    #expect(inset > 0)
    let session = h.scrollView.swell.session

    h.scrollView.swell.footer = .manual(style: QuietStyle())
    h.wait(0.2)
    #expect(h.scrollView.swell.isRefreshing(.top), "the refresh goes on")
    #expect(h.scrollView.contentInset.top == inset, "with its band")
    #expect(h.scrollView.swell.session === session)
    #expect(h.scrollView.swell.footer?.style.name == "quiet", "the footer reads as set")

    h.scrollView.swell.endRefreshing()
    h.settle()
    await settled(h)
    #expect(h.scrollView.swell.session !== session)
    #expect(h.scrollView.swell.session?.edges == [.top, .bottom])
    #expect(h.scrollView.contentInset.top == 0)

    // With no refresh under way, a control takes its place at once; removing one that is not
    // there changes nothing.
    h.scrollView.swell.footer = nil
    #expect(h.scrollView.swell.session?.edges == [.top])
    let kept = h.scrollView.swell.session
    h.scrollView.swell.footer = nil
    #expect(h.scrollView.swell.session === kept)
  }

  /// The other way round: a header set while the footer loads waits for the load.
  @Test func aHeaderSetDuringTheFootersLoadWaitsForItsEnd() async {
    let h = ScrollViewHarness()
    h.scrollView.swell.footer = .manual(style: QuietStyle())
    h.scrollView.swell.beginRefreshing(.bottom)
    h.settle()
    #expect(h.scrollView.swell.isRefreshing(.bottom))
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.wait(0.2)
    #expect(h.scrollView.swell.isRefreshing(.bottom), "the load goes on")
    #expect(h.scrollView.swell.session?.edges == [.bottom])
    #expect(h.scrollView.swell.header?.style.name == "wave")
    h.scrollView.swell.endRefreshing(.bottom)
    h.settle()
    await settled(h)
    #expect(h.scrollView.swell.session?.edges == [.top, .bottom])
  }

  /// A footer's work given an owner ends with the outcome it returns.
  @Test func anOwnersLoadEndsWithItsOutcome() async {
    let screen = FeedScreen()
    let h = screen.harness
    h.scrollView.swell.footer = .init(style: QuietStyle(), owner: screen) { screen in
      await screen.reload()
      return .noMoreData
    }
    h.scrollView.swell.beginRefreshing(.bottom)
    for _ in 0..<600 where h.scrollView.swell.loadState() != .noMoreData {
      await Task.yield()
      h.frame()
    }
    #expect(screen.reloads == 1)
    #expect(h.scrollView.swell.loadState() == .noMoreData)
  }

  /// A refresh that ends while nothing is drawn (the app in the background) finishes in one
  /// late frame, a batch of effects: the waiting footer takes its place after the batch, so
  /// the header's coming to rest reaches the app while the old session is in place.
  @Test func waitingControlsArriveAfterTheLastBatchOfTheOldSession() async {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.beginRefreshing()
    h.settle()
    let old = h.scrollView.swell.session
    h.scrollView.swell.footer = .manual(style: QuietStyle())
    var seen: [(effect: RefreshSession.Effect, oldSession: Bool)] = []
    h.scrollView.swell.onEffect = { [scrollView = h.scrollView] effect in
      seen.append((effect, scrollView.swell.session === old))
    }
    h.scrollView.swell.endRefreshing()
    UIKitModel.run([h.scrollView], until: UIKitModel.now + 2, rate: 0.5)  // one 2 s frame
    await settled(h)
    let headerAtRest = seen.filter {
      if case .stateChanged(.top, _, to: .idle) = $0.effect { true } else { false }
    }
    #expect(headerAtRest.count == 1)
    #expect(headerAtRest.first?.oldSession == true, "delivered before the new session came")
    #expect(h.scrollView.swell.session?.edges == [.top, .bottom])
  }

  /// Turns of the main actor until waiting controls are in place.
  private func settled(_ h: ScrollViewHarness) async {
    for _ in 0..<20 { await Task.yield() }
    h.frame()
  }

  /// A change of the list's height alone (a sheet's detent, a keyboard layout guide) reaches
  /// the controls without a scroll.
  @Test func aChangeOfHeightAloneReachesTheSession() {
    let h = ScrollViewHarness()
    h.scrollView.swell.footer = .manual(style: QuietStyle())
    h.wait(0.1)
    #expect(h.scrollView.swell.session?.geometry.viewportHeight == 844)
    h.scrollView.frame.size.height = 500
    h.wait(0.1)
    #expect(h.scrollView.swell.session?.geometry.viewportHeight == 500)
  }
}
