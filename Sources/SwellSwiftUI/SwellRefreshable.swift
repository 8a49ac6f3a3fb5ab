#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import Swell
  import SwellUIKit

  extension View {
    /// Gives this `List` or `ScrollView` a Swell header that refreshes with `action`, like
    /// `refreshable(action:)` but drawn by `style`:
    ///
    ///     List(items) { Text($0.title) }
    ///       .swellRefreshable(WaveStyle()) { await model.reload() }
    ///
    /// The header lives on the `UIScrollView` SwiftUI draws the list with (found next to this
    /// view once it is on screen), through `SwellUIKit`; refreshing lasts until `action`
    /// returns. `options` set the words' language and wording, the last-updated memory and
    /// the palette; by default they follow the platform. Use it instead of `refreshable`, not
    /// with it: a `refreshable` on the list or any view around it gives the list the system's
    /// control too, and one pull would run both.
    public func swellRefreshable(
      _ style: any RefreshStyle, options: SwellRefreshOptions = SwellRefreshOptions(),
      action: @escaping @Sendable () async -> Void
    ) -> some View {
      modifier(
        SwellRefreshModifier(
          header: SwellControl(style: style) { await action() }, footer: nil, options: options))
    }

    /// A Swell header that refreshes and a footer that loads more as the end comes into
    /// view: `loadMore` returns `.noMoreData` at the end of the feed. `options` are as in
    /// `swellRefreshable(_:options:action:)`.
    public func swellRefreshable(
      header: any RefreshStyle, refresh: @escaping @Sendable () async throws -> Void,
      footer: any RefreshStyle = QuietStyle(),
      options: SwellRefreshOptions = SwellRefreshOptions(),
      loadMore: @escaping @Sendable () async throws -> RefreshOutcome
    ) -> some View {
      modifier(
        SwellRefreshModifier(
          header: SwellControl(style: header, action: refresh),
          footer: SwellControl(style: footer, load: loadMore), options: options))
    }
  }

  /// Attaches the controls to the scroll view beside the modified view.
  struct SwellRefreshModifier: ViewModifier {
    let header: SwellControl?
    let footer: SwellControl?
    var options = SwellRefreshOptions()

    func body(content: Content) -> some View {
      content.background {
        ScrollViewFinder(header: header, footer: footer, options: options)
      }
    }
  }

  /// An invisible view placed behind the list; once in the hierarchy it finds the nearest
  /// `UIScrollView` around it and gives it the controls (again only when a style or
  /// configuration changes; new work reaches the controls it gave through `ActionRelay`).
  struct ScrollViewFinder: UIViewRepresentable {
    let header: SwellControl?
    let footer: SwellControl?
    let options: SwellRefreshOptions

    func makeUIView(context: Context) -> FinderView {
      FinderView(header: header, footer: footer, options: options)
    }

    func updateUIView(_ view: FinderView, context: Context) {
      view.update(header: header, footer: footer, options: options)
    }
  }

  /// The finder's view: it searches when it moves into a superview or a window and when
  /// SwiftUI updates it.
  final class FinderView: UIView {
    private(set) var header: SwellControl?
    private(set) var footer: SwellControl?
    private(set) var options: SwellRefreshOptions
    private(set) weak var attached: UIScrollView?
    /// The session the attached controls made, to tell them from controls given since.
    private weak var attachedSession: RefreshSession?
    /// What the attached controls draw and how they behave (`identity(of:)`), per edge.
    private var attachedIdentities: [AnyHashable?] = []
    private let headerWork = ActionRelay()
    private let footerWork = ActionRelay()

    init(
      header: SwellControl?, footer: SwellControl?,
      options: SwellRefreshOptions = SwellRefreshOptions()
    ) {
      self.header = header
      self.footer = footer
      self.options = options
      super.init(frame: .zero)
      isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    func update(
      header: SwellControl?, footer: SwellControl?,
      options: SwellRefreshOptions = SwellRefreshOptions()
    ) {
      self.header = header
      self.footer = footer
      self.options = options
      attach()
    }

    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      attach()
    }

    /// The size the last layout gave this finder, to search again when it changes.
    private var laidOutSize = CGSize.zero

    // SwiftUI gives a representable's view its size after adding it: lists side by side are
    // told apart by where the finder lies (`underneath(_:in:)`), so search again then.
    override func layoutSubviews() {
      super.layoutSubviews()
      guard bounds.size != laidOutSize else { return }
      laidOutSize = bounds.size
      attach()
    }

    // SwiftUI may add the background before the list's own view exists; by the time the
    // hierarchy is on screen it does.
    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window != nil { attach() }
    }

    /// Gives the nearest scroll view the controls, unless it already has controls of these
    /// styles and configurations, and the options, which may change without a new session;
    /// either way the controls run the newest work. New controls wait until no refresh is
    /// under way or animating away.
    func attach() {
      headerWork.update(header)
      footerWork.update(footer)
      guard let scrollView = nearestScrollView() else { return }
      let identities = [header.map(Self.identity(of:)), footer.map(Self.identity(of:))]
      let changed = scrollView !== attached || identities != attachedIdentities
      // The list the controls leave, when the search now finds another (the list SwiftUI
      // built after a carousel the first search had to take), while it still has them.
      let left = attached.flatMap {
        $0 === scrollView || $0.swell.session !== attachedSession ? nil : $0
      }
      if changed, let busy = [scrollView, left].compactMap({ $0 }).first(where: \.swell.isBusy) {
        // New controls wait for the refresh under way, whoever gave it (this finder with
        // other styles, or one SwiftUI built before this one): replacing the control now
        // would cancel the app's work and cut its animation short.
        busy.swell.whenSettled { [weak self] in self?.attach() }
      } else if changed {
        left?.swell.setControls(header: nil, footer: nil)
        attached = scrollView
        attachedIdentities = identities
        scrollView.swell.setControls(
          header: header.map(headerWork.relaying), footer: footer.map(footerWork.relaying))
        attachedSession = scrollView.swell.session
      }
      options.apply(to: scrollView.swell)
    }

    /// What tells two controls apart for the scroll view: the style's value where it can be
    /// compared (every built-in style; a changed parameter is a new control), else its name,
    /// and the configuration.
    static func identity(of control: SwellControl) -> AnyHashable {
      let style = (control.style as? any Hashable).map { AnyHashable($0) }
      return AnyHashable([
        style ?? AnyHashable(control.style.name), AnyHashable(control.configuration),
      ])
    }

    /// The scroll view SwiftUI hosts the list in: walking up from this view, the first
    /// ancestor that is one, or the first one among an ancestor's other descendants (a
    /// background is a sibling of the list it is behind), nearest ancestor first. Among one
    /// ancestor's descendants, one that cannot be pulled down (a carousel above the list) is
    /// passed over for one that can, and of several that can, the one this finder lies over is
    /// taken (`underneath(_:in:)`, none until it has a size); failing that a carousel is taken,
    /// and the search climbs no further (a list elsewhere in the window is not this one's), nor
    /// past a view controller's view.
    func nearestScrollView() -> UIScrollView? {
      var ancestor = superview
      var visited: UIView = self
      while let current = ancestor {
        if let scroll = current as? UIScrollView { return scroll }
        var flat: UIScrollView?
        var pullable: [UIScrollView] = []
        var queue = current.subviews.filter { $0 !== visited }
        while !queue.isEmpty {
          let view = queue.removeFirst()
          if let scroll = view as? UIScrollView {
            if Self.canBePulledDown(scroll) {
              // Not its cells' own scroll views (a row's text editor): the list is the one.
              pullable.append(scroll)
              continue
            } else if flat == nil {
              flat = scroll
            }
          }
          queue += view.subviews
        }
        if pullable.count > 1 {
          // Lists side by side: the one this finder lies over, once it has a size.
          return underneath(pullable, in: current)
        }
        if let list = pullable.first ?? flat { return list }
        // A view controller's view bounds the search: past it lies another screen (the page
        // under a pushed one), whose list is not this one's, even before this one's is made.
        if current.next is UIViewController { return nil }
        visited = current
        ancestor = current.superview
      }
      return nil
    }

    /// Of the lists found beside one another under one ancestor (two lists with
    /// `.swellRefreshable` in an `HStack`), the one this finder lies over most: SwiftUI lays a
    /// background out over the view it is behind. None while this finder has no size yet (its
    /// layout searches again) or lies over none of them.
    private func underneath(_ lists: [UIScrollView], in ancestor: UIView) -> UIScrollView? {
      guard bounds.width > 0, bounds.height > 0 else { return nil }
      let area = convert(bounds, to: ancestor)
      func overlap(_ list: UIScrollView) -> CGFloat {
        let shared = list.convert(list.bounds, to: ancestor).intersection(area)
        return shared.isNull ? 0 : shared.width * shared.height
      }
      guard let best = lists.max(by: { overlap($0) < overlap($1) }), overlap(best) > 0 else {
        return nil
      }
      return best
    }

    /// Whether a pull down moves `scrollView`: its content is taller than it, or it bounces
    /// vertically anyway (as SwiftUI's lists and vertical scroll views do). A carousel does
    /// neither, however many items it holds, not even once Swell made it bounce.
    static func canBePulledDown(_ scrollView: UIScrollView) -> Bool {
      (scrollView.alwaysBounceVertical && !scrollView.swell.bouncesOnlyForSwell)
        || scrollView.contentSize.height > scrollView.bounds.size.height
    }
  }
#endif
