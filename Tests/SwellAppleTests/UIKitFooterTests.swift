import Swell
import Testing
import UIKit

@testable import SwellUIKit

/// Counts the loads a footer runs.
actor LoadCounter {
  private(set) var count = 0
  func load() -> RefreshOutcome {
    count += 1
    return count < 3 ? .success : .noMoreData
  }
}

/// `scrollView.swell.footer`: drawn mirrored below the content's end, one load per approach,
/// with `.perform` work the session runs itself.
@MainActor @Suite(.serialized) struct UIKitFooterTests {
  /// Scrolls toward the end at `speed` pt per frame until the end offset (as a fling would).
  private func scrollToEnd(_ h: ScrollViewHarness, speed: CGFloat = 25) {
    let end =
      h.scrollView.contentSize.height + h.scrollView.adjustedContentInset.bottom
      - h.scrollView.bounds.height
    while h.scrollView.contentOffset.y < end {
      h.scrollView.contentOffset.y = min(h.scrollView.contentOffset.y + speed, end)
      h.frame()
    }
  }

  /// Marks the footer set from inside the header's refresh (which waits for it) as out of
  /// data, ends that refresh, and expects the footer in place and still out of data.
  private func markAndEndTheHeadersRefresh(_ h: ScrollViewHarness) async {
    h.scrollView.swell.markNoMoreData()
    h.scrollView.swell.endRefreshing()
    h.settle()
    await letTasksRun()
    h.settle()
    #expect(h.scrollView.swell.session?.edges.contains(.bottom) == true, "the footer came")
    #expect(h.scrollView.swell.loadState() == .noMoreData)
  }

  /// Lets the footer's task run and its end reach the view.
  private func letTasksRun() async {
    for _ in 0..<50 { await Task.yield() }
  }

  @Test func theFooterLoadsOncePerApproach() async throws {
    let h = ScrollViewHarness(contentHeight: 1200)
    let counter = LoadCounter()
    h.scrollView.swell.footer = .init(style: QuietStyle()) { await counter.load() }
    scrollToEnd(h)
    await letTasksRun()
    h.wait(0.2)
    #expect(await counter.count == 1)
    #expect(UIKitModel.announcements.first == "Loading…")
    // Rows arrive: the content grows; resting at the old end loads nothing more.
    h.scrollView.contentSize.height += 880
    h.settle()
    await letTasksRun()
    h.wait(0.5)
    #expect(await counter.count == 1)
    scrollToEnd(h)
    await letTasksRun()
    h.wait(0.2)
    #expect(await counter.count == 2)
    #expect(h.scrollView.contentInset.bottom == 0 || h.scrollView.swell.loadState() == .loading)
  }

  /// The footer's "no more data" outlives a new header (the app switching styles), though the
  /// new pair of controls is a new session; marked from code, it stops the footer's loads
  /// until reset.
  @Test func noMoreDataOutlivesANewHeader() {
    let h = ScrollViewHarness(contentHeight: 1200)
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.footer = .manual(style: QuietStyle())
    h.scrollView.swell.markNoMoreData()
    #expect(h.scrollView.swell.loadState() == .noMoreData)
    h.scrollView.swell.header = .manual(style: BendStyle())
    #expect(h.scrollView.swell.loadState() == .noMoreData)
    scrollToEnd(h)
    h.settle()
    #expect(h.scrollView.swell.loadState() == .noMoreData, "nothing loads")
    h.scrollView.swell.resetNoMoreData()
    #expect(h.scrollView.swell.loadState() == .idle)
  }

  /// The MJRefresh habit: from inside the header's work, the first page in, the app sets the
  /// footer (which waits for the refresh to finish) and, the page being the last, marks no
  /// more data. The mark waits with the footer and holds once it is in place: nothing loads.
  /// (The session in place had no footer, and dropped the call.)
  @Test func noMoreDataMarkedForAWaitingFooterHolds() async {
    let h = ScrollViewHarness(contentHeight: 1200)
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.beginRefreshing(animated: false)
    h.settle()
    h.scrollView.swell.footer = .manual(style: QuietStyle())
    h.scrollView.swell.markNoMoreData()
    #expect(h.scrollView.swell.loadState() == .noMoreData)
    h.scrollView.swell.endRefreshing()
    h.settle()
    await letTasksRun()
    #expect(h.scrollView.swell.session?.edges.contains(.bottom) == true, "the footer came")
    #expect(h.scrollView.swell.loadState() == .noMoreData)
    scrollToEnd(h)
    h.settle()
    #expect(h.scrollView.swell.loadState() == .noMoreData, "nothing loads")
    // Marked and reset while it waits: it comes ready to load (back at the top, so that its
    // end is not in reach at once).
    h.scrollView.contentOffset.y = -h.adjustedTop
    h.settle()
    h.scrollView.swell.beginRefreshing(animated: false)
    h.settle()
    h.scrollView.swell.footer = .manual(style: ClassicStyle())
    h.scrollView.swell.markNoMoreData()
    h.scrollView.swell.resetNoMoreData()
    #expect(h.scrollView.swell.loadState() == .idle)
    h.scrollView.swell.endRefreshing()
    h.settle()
    await letTasksRun()
    #expect(h.scrollView.swell.footer?.style is ClassicStyle)
    #expect(h.scrollView.swell.loadState() == .idle)
  }

  /// The same with the list at its end as the footer comes, its end in reach at once: the mark
  /// must reach the new session before it first sees the content, or the footer loads.
  @Test func noMoreDataMarkedForAWaitingFooterHoldsWithItsEndInReach() async {
    let h = ScrollViewHarness(contentHeight: 1200)
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.beginRefreshing(animated: false)
    h.settle()
    scrollToEnd(h)
    h.settle()
    h.scrollView.swell.footer = .manual(style: QuietStyle())
    await markAndEndTheHeadersRefresh(h)
  }

  /// The same under a first page shorter than the list, with a footer shown there
  /// (`showsUnderShortContent`): its end is in reach from the start, and the new session's
  /// first look at the content must not start it either.
  @Test func noMoreDataMarkedForAWaitingFooterHoldsUnderAShortPage() async {
    let h = ScrollViewHarness(contentHeight: 300)
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.beginRefreshing(animated: false)
    h.settle()
    var configuration = RefreshConfiguration.automaticLoading
    configuration.showsUnderShortContent = true
    h.scrollView.swell.footer = .manual(style: QuietStyle(), configuration: configuration)
    await markAndEndTheHeadersRefresh(h)
    // Without the mark the same footer loads at once: its end is in reach.
    h.scrollView.swell.footer = nil
    h.scrollView.swell.footer = .manual(style: QuietStyle(), configuration: configuration)
    h.settle()
    #expect(h.scrollView.swell.loadState() == .loading)
  }

  /// A pulled footer that ends with a few rows shorter than its band closes over its
  /// transition and leaves the content resting at the new end, not past it.
  @Test func aPulledFooterClosingOverShortNewRowsLeavesTheContentAtTheEnd() {
    let h = ScrollViewHarness(contentHeight: 1200)
    h.scrollView.swell.footer = .manual(style: QuietStyle(), configuration: RefreshConfiguration())
    scrollToEnd(h)
    h.settle()
    h.drag(by: -200, over: 0.4)
    h.release()
    h.settle()
    #expect(h.scrollView.swell.loadState() == .loading)
    h.scrollView.contentSize.height += 25  // one short row arrives
    h.scrollView.swell.endRefreshing(.bottom)
    h.settle()
    let end =
      h.scrollView.contentSize.height + h.scrollView.adjustedContentInset.bottom
      - h.scrollView.bounds.height
    #expect(h.scrollView.contentInset.bottom == 0)
    #expect(abs(h.scrollView.contentOffset.y - end) < 0.01, "at the end, not past it")
  }

  @Test func theFooterIsDrawnMirroredBelowTheContentsEnd() throws {
    let h = ScrollViewHarness(contentHeight: 1200)
    h.scrollView.swell.footer = .manual(style: QuietStyle())
    scrollToEnd(h)
    h.frame()
    let view = try #require(h.refreshView)
    let layers = try #require(view.layersByEdge[.bottom])
    let scene = try #require(view.host?.session.scene(for: .bottom, time: view.host!.session.time))
    let t = layers.container.affineTransform()
    // Mirrored: y' = contentHeight + H − y, so the scene's bottom lands on the content's end.
    #expect(t.d == -1)
    #expect(t.ty == 1200 + CGFloat(scene.size.height))
    #expect(layers.shapes.count == scene.layers.count)
  }

  @Test func aFootersWordsAreTextLayersUprightAtTheirMirroredAnchors() throws {
    let h = ScrollViewHarness(contentHeight: 1200)
    h.scrollView.swell.footer = .manual(style: ClassicStyle())
    scrollToEnd(h)
    h.frame()
    let view = try #require(h.refreshView)
    let layers = try #require(view.layersByEdge[.bottom])
    let session = try #require(view.host?.session)
    let scene = try #require(session.scene(for: .bottom, time: session.time))
    #expect(!scene.texts.isEmpty)
    #expect(layers.texts.count == scene.texts.count)
    let mirror = layers.container.affineTransform()
    for (layer, text) in zip(layers.texts, scene.texts) {
      #expect(layer.string as? String == text.string)
      #expect(layer.superlayer === layers.root)
      // Upright: no transform of its own; its middle where the mirror takes the anchor.
      #expect(layer.affineTransform() == .identity)
      let anchorY = mirror.d * CGFloat(text.position.y) + mirror.ty
      #expect(abs(layer.frame.midY - anchorY) < 1e-9)
      #expect(abs(layer.frame.midX - CGFloat(text.position.x)) < 1e-9)
      #expect(layer.alignmentMode == .center)
      #expect((layer.font as? UIFont)?.pointSize == CGFloat(text.fontSize))
    }
  }

  @Test func aHeaderActionRunsInATaskAndItsEndFinishesTheRefresh() async throws {
    let h = ScrollViewHarness()
    let counter = LoadCounter()
    h.scrollView.swell.header = .init(style: WaveStyle()) { _ = await counter.load() }
    h.drag(by: 300, over: 0.5)
    h.release()
    h.wait(0.3)
    await letTasksRun()
    h.settle()
    #expect(await counter.count == 1)
    #expect(h.scrollView.swell.state() == .idle)
    #expect(h.scrollView.contentInset == .zero)
    #expect(UIKitModel.announcements == ["Refreshing…", "Refreshed"])
  }
}
