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
      for _ in 0..<50 where screen.reloads == 0 { await Task.yield() }
      #expect(screen.reloads == 1, "the work ran on the screen")
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
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.addSubview(h.scrollView)
      h.scrollView.swell.header = .manual(style: WaveStyle())
      h.drag(by: 300, over: 0.4)
      h.release()
      h.wait(0.5)
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
  @Test func aFooterSetDuringTheHeadersRefreshWaitsForItsEnd() {
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
    #expect(h.scrollView.swell.session !== session)
    #expect(h.scrollView.swell.session?.edges == [.top, .bottom])
    #expect(h.scrollView.contentInset.top == 0)

    // With no refresh under way, a control takes its place at once.
    h.scrollView.swell.footer = nil
    #expect(h.scrollView.swell.session?.edges == [.top])
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
