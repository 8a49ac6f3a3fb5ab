import Swell
import Testing
import UIKit

@testable import SwellUIKit

/// `scrollView.swell.header` on the UIKit model: the layers follow the pull frame by frame and
/// match the session's scene, the refresh inset comes and goes with the user's own inset given
/// back exactly, one haptic per arming, one announcement per state, the display link paused at
/// rest.
@MainActor @Suite(.serialized) struct UIKitHeaderTests {
  @Test func theHeaderLayersAreTheSceneAtEveryFrameOfAPull() throws {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: WaveStyle())
    var checked = 0
    h.drag(by: 300, over: 0.5) {
      guard let view = h.refreshView, let session = view.host?.session,
        let layers = view.layersByEdge[.top]
      else {
        Issue.record("no Swell view")
        return
      }
      let scene = session.scene(for: .top, time: session.time)
      guard let scene else {
        #expect(layers.root.isHidden)
        return
      }
      #expect(!layers.root.isHidden)
      #expect(layers.shapes.count == scene.layers.count)
      for (shape, layer) in zip(layers.shapes, scene.layers) {
        #expect(shape.path?._elements == expectedElements(layer.path))
        #expect(same(shape.fillColor, layer.fillColor))
        #expect(same(shape.strokeColor, layer.strokeColor))
        #expect(shape.opacity == Float(layer.opacity))
        #expect(shape.lineWidth == CGFloat(layer.lineWidth))
        #expect(shape.strokeStart == CGFloat(layer.strokeStart))
        #expect(shape.strokeEnd == CGFloat(layer.strokeEnd))
        #expect(shape.contentsScale == 3)
        #expect(!shape._lastChangeWasAnimated, "implicit animations must be off")
      }
      // The scene's bottom sits on the content's top (y = 0 in the scroll view's content).
      let t = layers.container.affineTransform()
      #expect(t.ty + CGFloat(scene.size.height) * t.d == 0)
      checked += 1
    }
    #expect(checked >= 50)
    #expect(h.scrollView.swell.state() == .armed)
  }

  @Test func aRefreshAddsTheInsetAndGivesTheUserInsetBackExactly() throws {
    try refreshCycle(safeTop: 91, userTop: 0)
  }

  @Test func underALargeTitleBarAndAUserInsetTheInsetComesBackExactly() throws {
    // 47 pt status bar + 96 pt large-title navigation bar; the app's own inset is a fraction.
    try refreshCycle(safeTop: 143, userTop: 12.3)
  }

  private func refreshCycle(safeTop: CGFloat, userTop: CGFloat) throws {
    let h = ScrollViewHarness(safeTop: safeTop)
    h.scrollView.contentInset = UIEdgeInsets(top: userTop, left: 0, bottom: 7.7, right: 0)
    let userInset = h.scrollView.contentInset
    h.scrollView.contentOffset.y = -h.adjustedTop
    let rest = h.scrollView.contentOffset.y
    let style = WaveStyle()
    h.scrollView.swell.header = .manual(style: style)
    h.drag(by: 300, over: 0.5)
    h.release()
    h.wait(1)
    #expect(h.scrollView.swell.state() == .refreshing)
    #expect(h.scrollView.contentInset.top == userInset.top + CGFloat(style.refreshingHeight))
    #expect(abs(h.scrollView.contentOffset.y - (rest - CGFloat(style.refreshingHeight))) < 0.5)
    #expect(UIKitModel.announcements == ["Refreshing…"])

    h.scrollView.swell.endRefreshing()
    h.settle()
    #expect(h.scrollView.swell.state() == .idle)
    #expect(h.scrollView.contentInset == userInset, "the user's inset, exactly")
    #expect(h.scrollView.contentOffset.y == rest, "back at the top, exactly")
    #expect(UIKitModel.announcements == ["Refreshing…", "Refreshed"])
    let link = try #require(h.refreshView?.currentDisplayLink)
    #expect(link.isPaused, "no frames at rest")
    #expect(h.refreshView?.layersByEdge[.top]?.root.isHidden == true)
  }

  @Test func oneHapticPerArming() {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.drag(by: 300, over: 0.4)
    #expect(UIKitModel.impacts == [.light])
    // Back under the trigger and past it again, the finger still down: a second arming.
    for y in stride(from: CGFloat(600), through: 320, by: -10) {
      UIKitModel.setTime(UIKitModel.now + 1 / 120)
      h.scrollView._moveFinger(toY: y)
    }
    #expect(h.scrollView.swell.state() != .armed)
    for y in stride(from: CGFloat(320), through: 600, by: 10) {
      UIKitModel.setTime(UIKitModel.now + 1 / 120)
      h.scrollView._moveFinger(toY: y)
    }
    #expect(UIKitModel.impacts == [.light, .light])
    h.scrollView.swell.hapticsEnabled = false
    #expect(!h.scrollView.swell.hapticsEnabled)
  }

  @Test func aFailedRefreshIsAnnouncedWithItsMessage() {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: QuietStyle())
    h.drag(by: 300, over: 0.5)
    h.release()
    h.wait(0.5)
    h.scrollView.swell.endRefreshing(outcome: .failure(message: "Offline"))
    h.settle()
    #expect(UIKitModel.announcements == ["Refreshing…", "Failed: Offline"])
  }

  @Test func theDisplayLinkRunsOnlyWhileSomethingMoves() throws {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: WaveStyle())
    #expect(h.refreshView?.currentDisplayLink.map(\.isPaused) ?? true, "nothing moves yet")
    h.drag(by: 200, over: 0.3)
    let link = try #require(h.refreshView?.currentDisplayLink)
    #expect(!link.isPaused)
    h.release()
    h.settle()
    #expect(h.scrollView.swell.state() == .refreshing || link.isPaused)
    h.scrollView.swell.endRefreshing()
    h.settle()
    #expect(link.isPaused)
    let before = CADisplayLink._running.count
    h.wait(1)
    #expect(CADisplayLink._running.count == before)
    #expect(before == 0)
  }

  /// A refresh still running when the list leaves the screen (a detail view pushed over it)
  /// draws nothing there: the display link waits, and starts again when the list is back.
  @Test func theDisplayLinkWaitsWhileTheListIsOffScreen() throws {
    let h = ScrollViewHarness()
    let window = h.refreshInAWindow()
    #expect(h.scrollView.swell.state() == .refreshing)
    let link = try #require(h.refreshView?.currentDisplayLink)
    #expect(!link.isPaused, "the waves flow while refreshing")
    h.scrollView.removeFromSuperview()
    #expect(link.isPaused)
    h.wait(0.5)
    #expect(link.isPaused, "nothing wakes it while off screen")
    window.addSubview(h.scrollView)
    #expect(!link.isPaused)
    h.scrollView.swell.endRefreshing()
    h.settle()
    #expect(link.isPaused)
  }

  @Test func reduceMotionIsFollowedLive() async {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: WaveStyle())
    #expect(h.scrollView.swell.session?.reduceMotion == false)
    UIKitModel.reduceMotion = true
    for _ in 0..<20 { await Task.yield() }
    #expect(h.scrollView.swell.session?.reduceMotion == true)
    UIKitModel.reduceMotion = false
    for _ in 0..<20 { await Task.yield() }
    #expect(h.scrollView.swell.session?.reduceMotion == false)
  }

  @Test func beginRefreshingFromCodeShowsTheHeaderAndEndRestores() {
    let h = ScrollViewHarness()
    let rest = h.scrollView.contentOffset.y
    h.scrollView.swell.header = .manual(style: BendStyle())
    h.scrollView.swell.beginRefreshing()
    h.settle()
    #expect(h.scrollView.swell.isRefreshing())
    #expect(h.scrollView.contentOffset.y < rest - 10, "the header came into view")
    h.scrollView.swell.endRefreshing()
    h.settle()
    #expect(h.scrollView.contentOffset.y == rest)
    #expect(h.scrollView.contentInset == .zero)
  }

  /// A table refreshing from code at its top, the table itself (for its floating section
  /// header) and the bars' height above it.
  private func refreshingTable() throws -> (ScrollViewHarness, UITableView, CGFloat) {
    let h = ScrollViewHarness()
    let table = try #require(h.scrollView as? UITableView)
    let bars = h.adjustedTop
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.beginRefreshing()
    h.settle()
    return (h, table, bars)
  }

  /// Scrolled down during a refresh, a plain table's floating section header pins right under
  /// the bars, not a band's height below them with rows showing through the gap (the refresh
  /// inset gives its space back as the band leaves view, as MJRefresh's does); scrolled back,
  /// the band shows whole again; ended while scrolled away, nothing under the bars moves.
  @Test func aFloatingSectionHeaderPinsUnderTheBarsWhileRefreshing() throws {
    let (h, table, bars) = try refreshingTable()
    let band = h.adjustedTop - bars
    #expect(band > 40, "the band holds its height while in view")
    var started = 0
    h.scrollView.swell.onEffect = { if case .actionStarted = $0 { started += 1 } }
    // Rows showing between the bars and the floating header (pt).
    let gap = { table._floatingHeaderY - (h.scrollView.contentOffset.y + bars) }
    h.drag(by: -band / 2, over: 0.2)
    #expect(abs(gap() - band / 2) < 1, "half the band in view, half held")
    // The half under the bars is clipped off, so none of it shows through a translucent bar.
    let layers = try #require(h.refreshView?.layersByEdge[.top])
    let visibleTop = h.scrollView.contentOffset.y + bars
    #expect(layers.root.masksToBounds)
    #expect(layers.root.frame == CGRect(x: 0, y: visibleTop, width: 390, height: 100_000))
    #expect(layers.root.bounds.origin == layers.root.frame.origin, "sublayers keep their places")
    h.drag(by: -400, over: 0.4)
    h.release()
    h.settle()
    #expect(gap() == 0)
    #expect(h.scrollView.swell.isRefreshing())
    // Dragged back past the top (however far the fling carried it) and let go.
    h.drag(by: h.scrollView.contentOffset.y + bars + 2 * band, over: 0.8)
    h.release()
    h.settle()
    #expect(abs(h.adjustedTop - (bars + band)) < 0.01, "back at the top, the band shows whole")
    #expect(started == 0 && h.scrollView.swell.isRefreshing(), "the same refresh, not a new one")
    h.drag(by: -400, over: 0.4)
    h.release()
    h.settle()
    let away = h.scrollView.contentOffset.y
    h.scrollView.swell.endRefreshing()
    for _ in 0..<120 {
      h.frame()
      #expect(h.scrollView.contentInset.top == 0, "ending out of view changes nothing")
    }
    #expect(h.scrollView.contentOffset.y == away)
  }

  /// A refresh begun from code while the list is scrolled down adds no gap above the floating
  /// header at any frame; the app's scroll to the top (as a status-bar tap) brings the whole
  /// band in over the show transition, the content gliding with it.
  @Test func aRefreshBegunFromCodeWhileScrolledDownLeavesTheHeaderPinned() throws {
    let h = ScrollViewHarness()
    let table = try #require(h.scrollView as? UITableView)
    let bars = h.adjustedTop
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.drag(by: -400, over: 0.4)
    h.release()
    h.settle()
    h.scrollView.swell.beginRefreshing()
    for _ in 0..<60 {
      h.frame()
      #expect(table._floatingHeaderY - (h.scrollView.contentOffset.y + bars) == 0)
    }
    #expect(h.scrollView.swell.isRefreshing())
    h.scrollView.setContentOffset(CGPoint(x: 0, y: -h.adjustedTop), animated: false)
    var offsets: [CGFloat] = []
    for _ in 0..<60 {
      h.frame()
      offsets.append(h.scrollView.contentOffset.y)
    }
    let band = WaveStyle().refreshingHeight
    #expect(abs(h.adjustedTop - (bars + band)) < 0.01, "back at the top, the band shows whole")
    #expect(abs((offsets.last ?? 0) + bars + band) < 0.01)
    let steps = zip(offsets, offsets.dropFirst()).map { $0 - $1 }
    #expect(steps.allSatisfy { $0 >= 0 && $0 <= band / 10 }, "it glides in: \(steps)")
    h.scrollView.swell.endRefreshing()
    h.settle()
    #expect(h.scrollView.contentInset.top == 0)
  }

  /// Begun from code without animation (as with Reduce Motion), the band comes in at once
  /// with the content: Swell's own move is not scrolling, and the band stays whole.
  @Test func aRefreshBegunWithoutAnimationHoldsTheWholeBand() {
    let h = ScrollViewHarness()
    let bars = h.adjustedTop
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.beginRefreshing(animated: false)
    h.settle()
    let band = WaveStyle().refreshingHeight
    #expect(abs(h.adjustedTop - (bars + band)) < 0.01)
    #expect(abs(h.scrollView.contentOffset.y + bars + band) < 0.01)
  }

  /// The app's own scrolling during a refresh gives the band up as a finger's does.
  @Test func theAppsOwnScrollingGivesTheBandUpToo() throws {
    let (h, table, bars) = try refreshingTable()
    h.scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    h.frame()
    #expect(table._floatingHeaderY - (h.scrollView.contentOffset.y + bars) == 0)
  }

  /// Bars that change height (a rotation to portrait: 47 → 91 pt) move where the band's edge
  /// reads before UIKit moves the content: that is layout, not scrolling, and the band stays.
  @Test func aChangeOfBarsIsNotScrolling() {
    let h = ScrollViewHarness(safeTop: 47)
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.beginRefreshing()
    h.settle()
    let band = WaveStyle().refreshingHeight
    #expect(abs(h.adjustedTop - (47 + band)) < 0.01)
    h.scrollView._safeAreaInsets.top = 91
    h.scrollView.contentSize.height += 1
    // Any move before UIKit puts the content at its new rest reads the band's edge 44 pt low.
    h.scrollView.contentOffset.y = -(47 + band) - 1
    h.frame()
    #expect(abs(h.adjustedTop - (91 + band)) < 0.01)
  }

  /// The band closes over its transition, the content gliding up with it, never in one frame
  /// (it did: the inset's end was taken at once whenever the band was in view); one half
  /// scrolled away closes from the half in view, never growing first.
  @Test func theBandClosesOverItsTransition() {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.beginRefreshing()
    h.settle()
    let band = h.adjustedTop - 91
    func closing() -> [CGFloat] {
      h.scrollView.swell.endRefreshing()
      var insets: [CGFloat] = []
      for _ in 0..<150 {
        h.frame()
        insets.append(h.scrollView.contentInset.top)
      }
      return insets
    }
    let whole = closing()
    let steps = zip(whole, whole.dropFirst()).map { $0 - $1 }
    #expect(steps.allSatisfy { $0 >= 0 && $0 <= band / 20 }, "largest step \(steps.max() ?? 0)")
    #expect(whole.last == 0)
    #expect(h.scrollView.contentOffset.y == -91)

    h.scrollView.swell.beginRefreshing()
    h.settle()
    h.drag(by: -band / 2, over: 0.2)
    // The finger rests before it lifts: no fling carries the content on.
    UIKitModel.setTime(UIKitModel.now + 0.1)
    h.scrollView._moveFinger(toY: 300 - band / 2)
    h.release()
    h.settle()
    let half = closing()
    #expect(abs((half.first ?? 0) - band / 2) <= band / 20)
    #expect(zip(half, half.dropFirst()).allSatisfy { $0 >= $1 }, "\(half)")
    #expect(half.last == 0)
  }

  /// An automatic header's band is part of the list at rest, like a table header view:
  /// scrolling away keeps it held.
  @Test func anAutomaticHeadersBandIsNotGivenUpToScrolling() {
    let h = ScrollViewHarness()
    let automatic = RefreshConfiguration(start: .automatic(.visible(fraction: 1)))
    h.scrollView.swell.header = .manual(style: WaveStyle(), configuration: automatic)
    h.settle()
    let resting = h.adjustedTop
    #expect(resting > 91 + 40, "at rest the band is held in view")
    h.drag(by: -400, over: 0.4)
    h.release()
    h.settle()
    #expect(h.adjustedTop == resting)
  }

  @Test func anInsetTheAppSetsWhileRefreshingIsTheOneGivenBack() {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.beginRefreshing(animated: false)
    h.settle()
    var inset = h.scrollView.contentInset
    inset.top += 20  // the app adds a banner's height on top of Swell's inset
    h.scrollView.contentInset = inset
    h.scrollView.swell.endRefreshing()
    h.settle()
    #expect(h.scrollView.contentInset.top == 20)
  }

  /// An app may set its callbacks and words first: `.manual` work starts from `onEffect`,
  /// so a callback dropped for want of a header would leave the spinner running for good.
  @Test func settingsMadeBeforeTheHeaderReachIt() {
    let h = ScrollViewHarness()
    var started = 0
    h.scrollView.swell.onEffect = { effect in
      if case .actionStarted = effect { started += 1 }
    }
    h.scrollView.swell.language = .french
    h.scrollView.swell.hapticsEnabled = false
    h.scrollView.swell.header = .manual(style: WaveStyle())
    #expect(h.scrollView.swell.language == .french)
    #expect(h.refreshView?.host?.session.texts.language == .french)
    h.drag(by: 300, over: 0.4)
    h.release()
    h.wait(0.2)
    #expect(started == 1)
    #expect(UIKitModel.impacts.isEmpty)
    // Removing both controls resets them with the view.
    h.scrollView.swell.header = nil
    #expect(h.scrollView.swell.language == nil)
    // Setting the defaults again (an app's reset, SwiftUI's options) adds nothing to a scroll
    // view without controls.
    h.scrollView.swell.onEffect = nil
    h.scrollView.swell.language = nil
    h.scrollView.swell.textOverrides = [:]
    h.scrollView.swell.lastUpdatedKey = nil
    h.scrollView.swell.appearance = nil
    h.scrollView.swell.hapticsEnabled = true
    h.scrollView.swell.announcementsEnabled = true
    #expect(h.refreshView == nil)
    h.scrollView.swell.appearance = .dark
    #expect(h.refreshView != nil, "a value other than the default is kept for a header")
  }

  /// A header replaced (or taken away) while it refreshes gives its band back at once, and
  /// content resting at the top stays at the top: it was left where the band had held it,
  /// a band's height down with nothing above it, until the next touch.
  @Test(arguments: [false, true])
  func aHeaderReplacedWhileItRefreshesLeavesTheContentAtTheTop(removed: Bool) {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.beginRefreshing(animated: false)
    h.settle()
    #expect(h.scrollView.contentInset.top > 0)
    h.scrollView.swell.header = removed ? nil : .manual(style: BendStyle())
    #expect(h.scrollView.contentInset.top == 0)
    #expect(abs(h.scrollView.contentOffset.y + h.adjustedTop) < 0.5, "at the top")
  }

  /// An inset the app sets after a setting made Swell's view but before the first control
  /// (a floating button's room, set in `viewDidLayoutSubviews`) is the app's: the control
  /// keeps it, and so does taking every control away again. (The view had kept the insets it
  /// found when it was made, and wrote them back as the header came.)
  @Test func anInsetSetBeforeTheFirstControlIsKept() {
    let h = ScrollViewHarness()
    h.scrollView.swell.hapticsEnabled = false
    #expect(h.refreshView != nil)
    h.scrollView.contentInset.bottom = 80
    h.scrollView.swell.header = .manual(style: WaveStyle())
    #expect(h.scrollView.contentInset.bottom == 80)
    h.scrollView.swell.beginRefreshing(animated: false)
    h.settle()
    h.scrollView.swell.endRefreshing()
    h.settle()
    #expect(h.scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0))
    h.scrollView.swell.header = nil
    h.scrollView.swell.appearance = .dark  // a view again, without controls
    h.scrollView.contentInset.top = 12
    h.scrollView.swell.header = .manual(style: WaveStyle())
    #expect(h.scrollView.contentInset == UIEdgeInsets(top: 12, left: 0, bottom: 80, right: 0))
  }

  /// A rotation during a refresh changes the list's size without scrolling it: the header is
  /// drawn for the new width from the next frame (it kept the old one until a scroll).
  @Test func aRotationDuringARefreshDrawsTheHeaderAtTheNewWidth() throws {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.beginRefreshing(animated: false)
    h.wait(0.5)
    let session = try #require(h.scrollView.swell.session)
    #expect(session.scene(for: .top, time: session.time)?.size.width == 390)
    let offset = h.scrollView.contentOffset
    h.scrollView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    h.frame()
    #expect(h.scrollView.contentOffset == offset, "nothing scrolled")
    #expect(h.refreshView?.frame.width == 844)
    #expect(session.scene(for: .top, time: session.time)?.size.width == 844)
    h.scrollView.swell.endRefreshing()
    h.settle()
  }

  /// Past the top the rubber band moves the content slower than the finger: the release
  /// velocity a style sees is the content's, as `endDrag` asks of an observed host. Oracle:
  /// UIKit's rubber band x' = (1 − 1 / (x·0.55 / d + 1))·d, whose slope over the last 100 ms
  /// of a 750 pt/s finger (x from 244 to 300 pt, d = 844 pt) bounds the content's speed.
  @Test func theReleaseVelocityIsTheContentsUnderTheRubberBand() throws {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.drag(by: 300, over: 0.4)
    h.release()
    let session = try #require(h.refreshView?.host?.session)
    let context = try #require(session.context(for: .top, time: session.time))
    func slope(_ x: Double) -> Double {
      let stretch = x * 0.55 / 844 + 1
      return 0.55 / (stretch * stretch)
    }
    #expect(context.releaseVelocity > 750 * slope(300) * 0.95)
    #expect(context.releaseVelocity < 750 * slope(243.75) * 1.05)
  }

  /// A collection view or plain scroll view with a few items does not bounce by default, so a
  /// finger could not pull it at all: while it has controls it bounces, and after they are
  /// gone it is as the app left it.
  @Test func aListShorterThanTheScreenTakesAPull() {
    let h = ScrollViewHarness(contentHeight: 300, table: false)
    #expect(!h.scrollView.alwaysBounceVertical)
    h.scrollView.swell.header = .manual(style: WaveStyle())
    #expect(h.scrollView.alwaysBounceVertical)
    h.drag(by: 300, over: 0.4)
    #expect(h.scrollView.swell.state() == .armed)
    h.release()
    h.wait(0.3)
    #expect(h.scrollView.swell.state() == .refreshing)
    h.scrollView.swell.endRefreshing()
    h.settle()
    h.scrollView.swell.header = nil
    #expect(!h.scrollView.alwaysBounceVertical)

    // While either control stays, so does the bounce; Swell's view taken out by hand gives
    // it back too.
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.scrollView.swell.footer = .manual(style: QuietStyle())
    h.scrollView.swell.header = nil
    #expect(h.scrollView.alwaysBounceVertical)
    h.refreshView?.removeFromSuperview()
    #expect(!h.scrollView.alwaysBounceVertical)

    // An app that made its list bounce keeps it bouncing.
    h.scrollView.alwaysBounceVertical = true
    h.scrollView.swell.footer = .manual(style: QuietStyle())
    h.scrollView.swell.footer = nil
    #expect(h.scrollView.alwaysBounceVertical)
  }

  @Test func removingTheHeaderTakesItsViewAway() {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: WaveStyle())
    #expect(h.refreshView != nil)
    h.scrollView.swell.header = nil
    #expect(h.refreshView == nil)
    #expect(h.scrollView.contentInset == .zero)
  }
}

/// Content fading (bounce's) touches the scroll view's subviews only during the fade.
@MainActor @Suite(.serialized) struct UIKitFadeTests {
  @Test func rowsFadeWhileBouncePullsAndComeBackAfter() {
    let h = ScrollViewHarness()
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let indicator = UIView(frame: .zero)
    indicator.alpha = 0  // UIKit's own fading view
    h.scrollView.addSubview(row)
    h.scrollView.addSubview(indicator)
    h.scrollView.swell.header = .manual(style: WaveStyle())
    h.frame()
    #expect(indicator.alpha == 0, "a style that does not fade leaves every view alone")
    // The seed's bounce fades the rows (Swell's keeps them in view), each from its own alpha.
    row.alpha = 0.8
    let badge = UIView(frame: .zero)
    let scrollBar = _UIScrollViewScrollIndicator(frame: .zero)
    h.scrollView.addSubview(badge)
    h.scrollView.addSubview(scrollBar)
    h.scrollView.swell.header = .manual(style: BounceStyle.seed)
    var faded = false
    h.drag(by: 300, over: 0.5) { faded = faded || row.alpha < 0.79 }
    #expect(faded)
    #expect(badge.alpha < 1, "the fade reaches every subview")
    #expect(scrollBar.alpha == 1, "but UIKit's scroll indicators, which UIKit fades itself")
    badge.alpha = 0.5  // the app dims it during the fade
    h.frame()
    #expect(badge.alpha < 0.49, "it fades on from there, with no unfaded frame")
    h.release()
    h.wait(0.5)
    h.scrollView.swell.endRefreshing()
    h.settle()
    #expect(abs(row.alpha - 0.8) < 1e-6, "the row's own alpha comes back")
    #expect(abs(badge.alpha - 0.5) < 1e-6, "a view changed during the fade gets what was set")
    #expect(indicator.alpha == 0)
  }

  /// Controls taken away while they fade the rows (the seed's bounce, refreshing: its rows
  /// invisible) give every row its alpha back at once; so does the view leaving the scroll
  /// view. (The rows stayed faded: only a frame of a control gave alphas back.)
  @Test(arguments: [false, true])
  func rowsComeBackWhenTheControlsGoMidFade(viewLeaves: Bool) {
    let h = ScrollViewHarness()
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    row.alpha = 0.8
    h.scrollView.addSubview(row)
    h.scrollView.swell.header = .manual(style: BounceStyle.seed)
    h.drag(by: 300, over: 0.5)
    h.release()
    h.wait(0.5)
    #expect(row.alpha < 0.1, "the seed's rows are faded out while it refreshes")
    if viewLeaves {
      h.refreshView?.removeFromSuperview()
    } else {
      h.scrollView.swell.header = nil
    }
    #expect(abs(row.alpha - 0.8) < 1e-6)
  }

  /// Without a key, the last update is remembered while the controls live: "Never" only until
  /// the first refresh ends well.
  @Test func withoutAKeyTheLastUpdateShowsWhileTheControlsLive() throws {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: ClassicStyle())
    let session = try #require(h.refreshView?.host?.session)
    #expect(session.texts.lastUpdatedLine == "Last updated: Never")
    h.scrollView.swell.beginRefreshing()
    h.settle()
    h.scrollView.swell.endRefreshing(outcome: .failure(message: "Offline"))
    h.settle()
    #expect(session.texts.lastUpdatedLine == "Last updated: Never", "a failure is no update")
    h.scrollView.swell.beginRefreshing()
    h.settle()
    h.scrollView.swell.endRefreshing()
    // While the header finishes, the style says "Just now" over the old line; the time comes
    // once it has gone, so the words do not change in one frame where they show.
    h.wait(0.1)
    #expect(session.texts.lastUpdatedLine == "Last updated: Never")
    h.settle()
    let line = session.texts.lastUpdatedLine
    #expect(line.hasPrefix("Last updated: ") && line != "Last updated: Never" && line.contains(":"))
  }

  /// A header a finger holds open through its refresh's end and finish says "Just now" for
  /// as long as it shows: the time comes once the finger has let go and the header closed
  /// (it came as the finish ended, with the header in view and "Just now" under the finger).
  @Test func aHeaderHeldThroughItsFinishShowsTheTimeOnceItHasClosed() throws {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: ClassicStyle())
    let session = try #require(h.refreshView?.host?.session)
    h.scrollView.swell.beginRefreshing()
    h.settle()
    // Up a little, under the trigger (classic's is its refreshing height): held open.
    h.drag(by: -20, over: 0.3)
    h.scrollView.swell.endRefreshing()
    h.wait(ClassicStyle().finishingDuration + 0.5)
    #expect(session.state(.top) != .finishing, "the finish is over")
    #expect(session.pullDistance(.top, time: session.time) > 5, "the finger holds it open")
    #expect(session.texts.lastUpdatedLine == "Last updated: Never", "the time came in view")
    let context = try #require(session.context(for: .top, time: session.time))
    let said = ClassicStyle().sceneShowingLoadState(in: context).texts
      .filter { $0.name.hasPrefix("classic.lastUpdated") }.max { $0.opacity < $1.opacity }
    #expect(said?.string == "Last updated: Just now")
    h.release()
    h.wait(1)
    #expect(session.pullDistance(.top, time: session.time) <= 0.5)
    let line = session.texts.lastUpdatedLine
    #expect(line != "Last updated: Never" && line.contains(":"), "no time once closed: \(line)")
  }

  /// A header replaced while it finished never comes back to rest in its old session: the
  /// new one shows the time of the refresh that ended well all the same.
  @Test func aHeaderReplacedWhileItFinishesStillShowsTheLastUpdate() throws {
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: ClassicStyle())
    h.scrollView.swell.beginRefreshing()
    h.settle()
    h.scrollView.swell.endRefreshing()
    h.wait(0.1)
    h.scrollView.swell.header = .manual(style: ClassicStyle())
    h.settle()
    let session = try #require(h.refreshView?.host?.session)
    #expect(session.texts.lastUpdatedLine != "Last updated: Never")
  }

  @Test func theWordsFollowTheChosenLanguageAndTheLastUpdateIsRemembered() throws {
    let key = "tests." + UUID().uuidString
    defer { UserDefaults.standard.removeObject(forKey: "Swell.lastUpdated." + key) }
    let h = ScrollViewHarness()
    h.scrollView.swell.header = .manual(style: ClassicStyle())
    h.scrollView.swell.language = .japanese
    h.scrollView.swell.lastUpdatedKey = key
    let session = try #require(h.refreshView?.host?.session)
    #expect(session.texts.language == .japanese)
    #expect(session.texts.lastUpdatedLine == "最終更新：なし")
    h.drag(by: 300, over: 0.5)
    h.release()
    h.wait(1)
    h.scrollView.swell.endRefreshing()
    h.settle()
    #expect(UIKitModel.announcements == ["更新中…", "更新しました"])
    // Remembered where a later launch finds it, and shown at once.
    #expect(UserDefaults.standard.object(forKey: "Swell.lastUpdated." + key) is Date)
    let line = session.texts.lastUpdatedLine
    #expect(line.hasPrefix("最終更新：") && line != "最終更新：なし" && line.contains(":"))
    // Switched at run time, overridden by the app.
    h.scrollView.swell.language = .french
    h.scrollView.swell.textOverrides = [.refreshing: "Un instant…"]
    #expect(session.texts.string(.pullToRefresh) == "Tirez pour actualiser")
    #expect(session.texts.string(.refreshing) == "Un instant…")
  }

  @Test func theHeaderFollowsDarkModeLiveUnlessTheAppForcesAnAppearance() throws {
    let h = ScrollViewHarness()
    let style = WaveStyle()
    h.scrollView.swell.header = .manual(style: style)
    let view = try #require(h.refreshView)
    h.drag(by: 200, over: 0.4)
    func frontFill() -> CGColor? {
      guard let session = view.host?.session, let layers = view.layersByEdge[.top],
        let scene = session.scene(for: .top, time: session.time),
        let index = scene.layers.firstIndex(where: { $0.name == "wave.front" })
      else { return nil }
      return layers.shapes[index].fillColor
    }
    #expect(same(frontFill(), style.frontColor))
    // UIKit hands every view of the window its new traits when Dark Mode switches on.
    view._traitCollection = UITraitCollection(userInterfaceStyle: .dark)
    #expect(view.host?.session.appearance == .dark)
    #expect(same(frontFill(), style.darkFrontColor), "drawn again at once, not at the next pull")
    // The app forces light over the system's dark, then follows it again.
    h.scrollView.swell.appearance = .light
    #expect(same(frontFill(), style.frontColor))
    h.scrollView.swell.appearance = nil
    #expect(same(frontFill(), style.darkFrontColor))
    view._traitCollection = UITraitCollection(userInterfaceStyle: .light)
    #expect(same(frontFill(), style.frontColor))
  }

  @Test func theWordsFollowDynamicTypeLiveAsFarAsTheBandHasRoom() throws {
    let h = ScrollViewHarness()
    // 14 pt words over a 12 pt last-updated line, in a 60 pt band.
    h.scrollView.swell.header = .manual(style: ClassicStyle())
    let view = try #require(h.refreshView)
    h.drag(by: 70, over: 0.3)
    func sizes() -> [CGFloat] {
      (view.layersByEdge[.top]?.texts ?? []).filter { $0.opacity > 0 }.map(\.fontSize)
    }
    #expect(sizes().max() == 14)
    // Settings › Display › Text Size one step up (Apple's body text 17 → 19 pt): 19/17 more.
    view._traitCollection = UITraitCollection(preferredContentSizeCategory: .extraLarge)
    #expect(abs((sizes().max() ?? 0) - 14 * 19 / 17) < 1e-9, "drawn again at once")
    // The largest accessibility size (53 pt body, 3.1×) would not fit two lines in 60 pt:
    // the words stop where they still do, 20 pt (classic's rule: 0.9 × 60 / 2.7).
    view._traitCollection = UITraitCollection(
      preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let largest = 20.0
    #expect(abs((sizes().max() ?? 0) - largest) < 1e-9)
    // The app's own size wins, then Dynamic Type again.
    h.scrollView.swell.textScale = 1
    #expect(sizes().max() == 14)
    h.scrollView.swell.textScale = nil
    #expect(abs((sizes().max() ?? 0) - largest) < 1e-9)
  }

  @Test func voiceOverCanRefreshWithAnActionNamedInTheWordsLanguage() throws {
    let h = ScrollViewHarness()
    let own = UIAccessibilityCustomAction(name: "Share") { _ in true }
    h.scrollView.accessibilityCustomActions = [own]
    h.scrollView.swell.header = .manual(style: ClassicStyle())
    h.scrollView.swell.language = .arabic
    let actions = try #require(h.scrollView.accessibilityCustomActions)
    #expect(actions.map(\.name) == ["Share", "تحديث"])
    #expect(actions.last?.actionHandler?(actions[1]) == true)
    h.frame()
    #expect(h.scrollView.swell.state() == .refreshing)
    // Without a header the action goes; the app's own stays.
    h.scrollView.swell.header = nil
    #expect(h.scrollView.accessibilityCustomActions?.map(\.name) == ["Share"])
  }
}

/// A stand-in for UIKit's private scroll indicator class, known to Swell by its name only.
private final class _UIScrollViewScrollIndicator: UIView {}
