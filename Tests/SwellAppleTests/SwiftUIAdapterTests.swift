import Swell
import SwiftUI
import Testing

@testable import SwellSwiftUI
@testable import SwellUIKit

/// SwellSwiftUI: the modifier's finder attaches to the scroll view SwiftUI hosts a list in,
/// and `SwellSceneView` draws exactly the scene's layers.
@MainActor @Suite(.serialized) struct SwiftUIAdapterTests {
  @Test func theFinderAttachesToTheListBesideIt() throws {
    UIKitModel.reset()
    // What SwiftUI builds for `List { … }.background(…)`: a host view holding the list's
    // collection view and, as a sibling, the background's view.
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list = UICollectionView(frame: host.bounds)
    list.contentSize = CGSize(width: 390, height: 3000)
    let backgroundHost = UIView(frame: host.bounds)
    host.addSubview(backgroundHost)
    host.addSubview(list)
    let finder = FinderView(
      header: SwellControl(style: WaveStyle()) {},
      footer: SwellControl(style: QuietStyle()) {
        .success
      })
    backgroundHost.addSubview(finder)
    #expect(finder.attached === list)
    #expect(list.swell.header?.style.name == "wave")
    #expect(list.swell.footer?.style.name == "quiet")
    // An update with the same styles keeps the session (a refresh under way survives).
    let session = list.swell.session
    finder.update(header: SwellControl(style: WaveStyle()) {}, footer: nil)
    #expect(list.swell.session !== session, "the footer went: a new session")
    let second = list.swell.session
    finder.update(header: SwellControl(style: WaveStyle()) {}, footer: nil)
    #expect(list.swell.session === second)
  }

  /// `HStack { listA.swellRefreshable(…); listB.swellRefreshable(…) }`: SwiftUI puts both lists
  /// and both backgrounds side by side under one host view, and sizes the backgrounds' views
  /// after adding them. Each finder takes the list it lies over once it has its size, and none
  /// before: not the first list of the host, which gave list B's header to list A.
  @Test func twoListsSideBySideEachTakeTheirOwn() {
    UIKitModel.reset()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 780, height: 844))
    func list(x: CGFloat) -> UICollectionView {
      let list = UICollectionView(frame: CGRect(x: x, y: 0, width: 390, height: 844))
      list.contentSize = CGSize(width: 390, height: 3000)
      return list
    }
    let (a, b) = (list(x: 0), list(x: 390))
    b.contentOffset = CGPoint(x: 0, y: 500)  // scrolled: its bounds move, its frame does not
    let (behindA, behindB) = (UIView(frame: a.frame), UIView(frame: b.frame))
    for view in [behindA, a, behindB, b] { host.addSubview(view) }
    let finderA = FinderView(header: SwellControl(style: WaveStyle()) {}, footer: nil)
    behindA.addSubview(finderA)
    let finderB = FinderView(header: SwellControl(style: BendStyle()) {}, footer: nil)
    behindB.addSubview(finderB)
    #expect(finderA.attached == nil && finderB.attached == nil, "which list is not known yet")
    #expect(a.swell.header == nil && b.swell.header == nil)
    for (finder, behind) in [(finderA, behindA), (finderB, behindB)] {
      finder.frame = behind.bounds
      finder.layoutIfNeeded()
    }
    #expect(finderA.attached === a)
    #expect(finderB.attached === b)
    #expect(a.swell.header?.style.name == "wave")
    #expect(b.swell.header?.style.name == "bend")
  }

  /// `VStack { ScrollView(.horizontal) { chips }; List { … } }.swellRefreshable(…)`: the
  /// carousel comes first in the hierarchy, but nobody pulls it down; the list gets the header,
  /// whether the chips overflow the carousel or fit it. When the carousel is all there is at
  /// first, it has the header only until the list comes, and gives it up then.
  @Test func aCarouselBeforeTheListDoesNotTakeTheHeader() throws {
    func carousel(width: CGFloat = 1200) -> UIScrollView {
      let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
      view.contentSize = CGSize(width: width, height: 100)
      return view
    }
    for chipsWidth: CGFloat in [1200, 300] {
      let (host, list) = hostedList()
      let chips = carousel(width: chipsWidth)
      host.insertSubview(chips, at: 0)
      let finder = FinderView(header: SwellControl(style: WaveStyle()) {}, footer: nil)
      host.addSubview(finder)
      #expect(finder.attached === list, "chips \(chipsWidth) pt wide")
      #expect(chips.swell.header == nil)
    }

    // The list made after the finder's first search, which had only the carousel.
    UIKitModel.reset()
    let bare = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let early = carousel()
    bare.addSubview(early)
    let second = FinderView(
      header: SwellControl(style: WaveStyle()) {},
      footer: SwellControl(style: QuietStyle()) {
        .success
      })
    bare.addSubview(second)
    #expect(second.attached === early, "nothing better yet")
    let late = UICollectionView(frame: bare.bounds)
    late.contentSize = CGSize(width: 390, height: 3000)
    bare.addSubview(late)
    second.update(
      header: SwellControl(style: WaveStyle()) {},
      footer: SwellControl(style: QuietStyle()) {
        .success
      })
    #expect(second.attached === late)
    #expect(late.swell.header?.style.name == "wave" && late.swell.footer?.style.name == "quiet")
    #expect(early.swell.header == nil && early.swell.footer == nil, "the carousel gives both up")
    #expect(!early.alwaysBounceVertical, "and the vertical bounce Swell gave it")
  }

  /// Controls the app gave the carousel itself since are its own: the finder leaves them.
  @Test func theFinderTakesOffOnlyTheControlsItGave() throws {
    UIKitModel.reset()
    let bare = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let early = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    early.contentSize = CGSize(width: 1200, height: 100)
    bare.addSubview(early)
    let finder = FinderView(header: SwellControl(style: WaveStyle()) {}, footer: nil)
    bare.addSubview(finder)
    #expect(finder.attached === early)
    early.swell.header = SwellControl(style: ClassicStyle()) {}
    let late = UICollectionView(frame: bare.bounds)
    late.contentSize = CGSize(width: 390, height: 3000)
    bare.addSubview(late)
    finder.update(header: SwellControl(style: WaveStyle()) {}, footer: nil)
    #expect(finder.attached === late)
    #expect(early.swell.header?.style.name == "classic")
  }

  /// A carousel beside the finder is nearer than a list elsewhere in the window (a split
  /// view's sidebar): the search does not climb past it to take someone else's list.
  @Test func theSearchStopsAtTheNearestCarouselRatherThanClimbToAnotherList() throws {
    UIKitModel.reset()
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let sidebar = UICollectionView(frame: window.bounds)
    sidebar.contentSize = CGSize(width: 390, height: 3000)
    window.addSubview(sidebar)
    let detail = UIView(frame: window.bounds)
    window.addSubview(detail)
    let chips = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    chips.contentSize = CGSize(width: 1200, height: 100)
    detail.addSubview(chips)
    let backgroundHost = UIView(frame: detail.bounds)
    detail.addSubview(backgroundHost)
    let finder = FinderView(header: SwellControl(style: WaveStyle()) {}, footer: nil)
    backgroundHost.addSubview(finder)
    #expect(finder.attached === chips)
    #expect(sidebar.swell.header == nil)
  }

  /// A page pushed over a list, its own list not made yet when its background joins the
  /// window: the search stops at the page's view controller and leaves the list under it
  /// alone (it took that list's controls, and took them away again once its own list came).
  @Test func theSearchStopsAtItsViewController() throws {
    UIKitModel.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController(nibName: nil, bundle: nil)
    let under = UICollectionView(frame: window.bounds)
    under.contentSize = CGSize(width: 390, height: 3000)
    root.view.addSubview(under)
    under.swell.header = .manual(style: BendStyle())
    let transition = UIView(frame: window.bounds)
    root.view.addSubview(transition)
    let page = UIViewController(nibName: nil, bundle: nil)
    transition.addSubview(page.view)
    let backgroundHost = UIView(frame: page.view.bounds)
    page.view.addSubview(backgroundHost)
    let finder = FinderView(header: SwellControl(style: WaveStyle()) {}, footer: nil)
    backgroundHost.addSubview(finder)
    window.addSubview(root.view)
    #expect(finder.attached == nil)
    #expect(under.swell.header?.style.name == "bend")
    let list = UICollectionView(frame: page.view.bounds)
    list.contentSize = CGSize(width: 390, height: 3000)
    page.view.addSubview(list)
    finder.attach()
    #expect(finder.attached === list)
    #expect(under.swell.header?.style.name == "bend", "the list under the page keeps its own")
  }

  /// SwiftUI may place the background before the list's view exists: the finder looks again
  /// when the hierarchy reaches a window.
  @Test func theFinderFindsAListMadeAfterItOnceOnScreen() throws {
    UIKitModel.reset()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let finder = FinderView(header: SwellControl(style: WaveStyle()) {}, footer: nil)
    host.addSubview(finder)
    #expect(finder.attached == nil)
    let list = UICollectionView(frame: host.bounds)
    list.contentSize = CGSize(width: 390, height: 3000)
    host.addSubview(list)
    let window = UIWindow(frame: host.bounds)
    window.addSubview(host)
    #expect(finder.attached === list)
    #expect(list.swell.header?.style.name == "wave")
  }

  /// SwiftUI hands the modifier new closures at every update (they capture the view's state
  /// now); the scroll view keeps its control, which runs the newest work, as `refreshable` does.
  @Test func aRefreshRunsTheWorkOfTheLatestUpdate() async throws {
    let (host, list) = hostedList()
    let runs = Runs()
    let finder = FinderView(
      header: SwellControl(style: WaveStyle()) { await runs.add("first") }, footer: nil)
    host.addSubview(finder)
    let session = list.swell.session
    finder.update(
      header: SwellControl(style: WaveStyle()) { await runs.add("second") }, footer: nil)
    #expect(list.swell.session === session, "same style: the session stays")
    guard case .perform(let work)? = list.swell.header?.action else {
      Issue.record("the header's work is not run by the session")
      return
    }
    #expect(try await work() == .success)
    #expect(await runs.names == ["second"])
    // A changed parameter is a new control (the header draws what the view says now).
    var narrower = WaveStyle()
    narrower.periods = 3
    finder.update(header: SwellControl(style: narrower) {}, footer: nil)
    #expect(list.swell.session !== session)
    #expect((list.swell.header?.style as? WaveStyle)?.periods == 3)
  }

  /// A style changed while a refresh runs waits for it: replacing the control would cancel
  /// the app's work and cut the header's animation. It arrives once the header has gone.
  @Test func aStyleChangedDuringARefreshWaitsUntilTheHeaderHasGone() async throws {
    let (host, list) = hostedList()
    let finder = FinderView(header: .manual(style: WaveStyle()), footer: nil)
    host.addSubview(finder)
    list.swell.beginRefreshing(animated: false)
    #expect(list.swell.isRefreshing())
    let session = list.swell.session
    var narrower = WaveStyle()
    narrower.periods = 3
    finder.update(header: .manual(style: narrower), footer: nil)
    #expect(list.swell.session === session, "the refresh under way keeps its control")
    #expect(list.swell.isRefreshing())
    list.swell.endRefreshing()
    // The header may hold a moment (its shortest refresh, its outcome) before going.
    let deadline = UIKitModel.now + 3
    while list.swell.state() != .finishing && UIKitModel.now < deadline {
      UIKitModel.run([list], until: UIKitModel.now + 1 / 120.0)
    }
    #expect(list.swell.state() == .finishing)
    finder.update(header: .manual(style: narrower), footer: nil)
    #expect(list.swell.session === session, "nor is the header's way out cut short")
    UIKitModel.run([list], until: UIKitModel.now + 3)
    #expect(list.swell.state() == .idle)
    for _ in 0..<20 where list.swell.session === session { await Task.yield() }
    #expect(list.swell.session !== session)
    #expect((list.swell.header?.style as? WaveStyle)?.periods == 3)
  }

  /// The control keeps its work after SwiftUI tears the finder down: a refresh begun from
  /// code then still runs the last work the finder was given.
  @Test func theWorkOutlivesTheFinder() async throws {
    let (host, list) = hostedList()
    let runs = Runs()
    weak var gone: FinderView?
    do {
      let finder = FinderView(
        header: SwellControl(style: WaveStyle()) { await runs.add("reload") }, footer: nil)
      host.addSubview(finder)
      finder.removeFromSuperview()
      gone = finder
    }
    #expect(gone == nil, "the finder is gone")
    list.swell.beginRefreshing(animated: false)
    for _ in 0..<200 where await runs.names.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    #expect(await runs.names == ["reload"])
  }

  /// Controls waiting for a refresh to settle are not lost when the refresh ends another way:
  /// the app replacing the controls from code, or SwiftUI building a new finder for the list.
  @Test func waitingControlsArriveHoweverTheRefreshEnds() async throws {
    let (host, list) = hostedList()
    let finder = FinderView(header: .manual(style: WaveStyle()), footer: nil)
    host.addSubview(finder)
    list.swell.beginRefreshing(animated: false)
    var narrower = WaveStyle()
    narrower.periods = 3
    finder.update(header: .manual(style: narrower), footer: nil)
    #expect((list.swell.header?.style as? WaveStyle)?.periods != 3, "it waits")
    list.swell.header = .manual(style: BendStyle())  // the app, from code
    for _ in 0..<20 where list.swell.header?.style.name != "wave" { await Task.yield() }
    #expect((list.swell.header?.style as? WaveStyle)?.periods == 3)
    // A finder SwiftUI builds afresh finds a refresh under way: it waits too.
    list.swell.beginRefreshing(animated: false)
    let session = list.swell.session
    let fresh = FinderView(header: .manual(style: RippleStyle()), footer: nil)
    host.addSubview(fresh)
    #expect(list.swell.session === session, "the refresh under way keeps its control")
    list.swell.endRefreshing()
    UIKitModel.run([list], until: UIKitModel.now + 3)
    for _ in 0..<20 where list.swell.session === session { await Task.yield() }
    #expect(list.swell.header?.style.name == "ripple")
  }

  @Test func theModifiersOptionsReachTheControlsAndFollowUpdates() throws {
    let (host, list) = hostedList()
    let options = SwellRefreshOptions(
      language: .japanese, textOverrides: [.releaseToRefresh: "Let go"],
      lastUpdatedKey: "inbox", appearance: .dark, textScale: 1.25)
    let finder = FinderView(
      header: SwellControl(style: ClassicStyle()) {}, footer: nil, options: options)
    host.addSubview(finder)
    #expect(list.swell.language == .japanese)
    #expect(list.swell.textOverrides == [.releaseToRefresh: "Let go"])
    #expect(list.swell.lastUpdatedKey == "inbox")
    #expect(list.swell.appearance == .dark)
    #expect(list.swell.session?.appearance == .dark, "the session draws dark")
    #expect(list.swell.session?.texts.scale == 1.25, "the session's words are a quarter larger")
    // The defaults hand everything back to the platform, on the same session.
    let session = list.swell.session
    finder.update(header: SwellControl(style: ClassicStyle()) {}, footer: nil)
    #expect(list.swell.session === session)
    #expect(list.swell.language == nil)
    #expect(list.swell.textOverrides.isEmpty)
    #expect(list.swell.lastUpdatedKey == nil)
    #expect(list.swell.appearance == nil)
    #expect(list.swell.textScale == nil)
    #expect(list.swell.session?.texts.scale == 1, "Dynamic Type's default size again")
  }

  @Test func theSceneViewDrawsEachTextAtItsAnchorInItsWritingDirection() throws {
    for language in [SwellLanguage.english, .arabic] {
      var context = RefreshContext.held(
        by: ClassicStyle(), pull: 60, width: 390, state: .refreshing, time: 1)
      context.texts = RefreshTexts(language: language)
      let scene = ClassicStyle().scene(in: context)
      var graphics = GraphicsContext()
      SwellSceneView.draw(scene, in: &graphics)
      let drawn = graphics._commands.compactMap { command -> (Text, CGPoint, UnitPoint, Double)? in
        if case .text(let text, let point, let anchor, let opacity, _) = command {
          return (text, point, anchor, opacity)
        }
        return nil
      }
      #expect(drawn.count == scene.texts.count)
      for ((text, point, anchor, opacity), layer) in zip(drawn, scene.texts) {
        #expect(text._string == layer.string)
        #expect(
          text._font
            == .system(
              size: CGFloat(layer.fontSize),
              weight: layer.weight == .semibold ? .semibold : .regular))
        #expect(point == CGPoint(x: layer.position.x, y: layer.position.y))
        #expect(anchor == .center)
        #expect(opacity == layer.opacity)
      }
      #expect(
        drawn.contains { $0.0._string == (language == .arabic ? "جارٍ التحديث…" : "Refreshing…") })
    }
  }

  @Test func theSceneViewDrawsEachLayerOfTheScene() throws {
    let style = BounceStyle()
    let context = RefreshContext(
      state: .refreshing, pullDistance: 80, size: SwellSize(width: 390, height: 120))
    let scene = style.scene(in: context)
    var graphics = GraphicsContext()
    SwellSceneView.draw(scene, in: &graphics)
    let fills = graphics._commands.compactMap { command -> Path? in
      if case .fill(let path, _, _, _, _) = command { return path }
      return nil
    }
    let expectedFills =
      scene.layers.filter { $0.fillColor != nil }.count
      + (scene.background == nil ? 0 : 1)
    #expect(fills.count == expectedFills)
    let strokes = graphics._commands.filter {
      if case .stroke = $0 { return true }
      return false
    }
    let expectedStrokes = scene.layers.filter {
      $0.strokeColor != nil && $0.lineWidth > 0 && $0.strokeEnd > $0.strokeStart
    }.count
    #expect(strokes.count == expectedStrokes)
    // Each filled layer's path and opacity, in order.
    var index = scene.background == nil ? 0 : 1
    for layer in scene.layers where layer.fillColor != nil {
      guard case .fill(let path, let color, _, let opacity, _) = graphics._commands[index] else {
        Issue.record("expected a fill")
        return
      }
      #expect(path._elements == expectedElements(layer.path))
      #expect(
        color._rgba == [
          layer.fillColor!.red, layer.fillColor!.green, layer.fillColor!.blue,
          layer.fillColor!.alpha,
        ])
      #expect(opacity == layer.opacity)
      index += 1
      if layer.strokeColor != nil && layer.lineWidth > 0 && layer.strokeEnd > layer.strokeStart {
        index += 1
      }
    }
  }

  @Test func theSceneViewDrawsOutOfRangeNumbersAsCairoDoes() throws {
    // Cairo, UIKit and Lottie clamp opacities, stroke ends and colour components into 0…1;
    // SwiftUI's colours are extended sRGB and would draw a red of 1.5 brighter.
    let bright = SwellColor(red: 0.2, green: 0.4, blue: 0.6).scaled(by: 2.5)
    let layer = ShapeLayer(
      name: "over", path: SwellPath(rect: SwellRect(x: 1, y: 1, width: 8, height: 8)),
      fillColor: bright, strokeColor: bright, lineWidth: 2, opacity: 1.5, strokeStart: -0.5,
      strokeEnd: 2)
    let text = TextLayer(string: "x", opacity: 3, position: SwellPoint(x: 5, y: 5))
    let scene = SwellScene(
      size: SwellSize(width: 10, height: 10), background: bright, layers: [layer],
      texts: [text])
    var graphics = GraphicsContext()
    SwellSceneView.draw(scene, in: &graphics)
    let clampedColor: [Double] = [0.5, 1, 1, 1]
    var seen = 0
    for command in graphics._commands {
      switch command {
      case .fill(_, let color, _, let opacity, _):
        #expect(color._rgba == clampedColor)
        #expect(opacity <= 1)
        seen += 1
      case .stroke(let path, let color, _, let opacity, _):
        #expect(color._rgba == clampedColor)
        #expect(opacity == 1)
        #expect(path._trim == 0...1, "a stroke from −0.5 to 2 is the whole stroke")
        seen += 1
      case .text(_, _, _, let opacity, _):
        #expect(opacity == 1)
        seen += 1
      }
    }
    #expect(seen == 4, "background, fill, stroke and text")
  }
}

/// The names of the work that ran, in order.
private actor Runs {
  private(set) var names: [String] = []
  func add(_ name: String) { names.append(name) }
}

/// What SwiftUI builds for a `List`: a host view (an iPhone's screen) holding the list's
/// collection view, 3,000 pt of content, with the model's clock reset.
@MainActor private func hostedList() -> (host: UIView, list: UICollectionView) {
  UIKitModel.reset()
  let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let list = UICollectionView(frame: host.bounds)
  list.contentSize = CGSize(width: 390, height: 3000)
  host.addSubview(list)
  return (host, list)
}
