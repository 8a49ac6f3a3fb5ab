#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Swell

  extension UIScrollView {
    /// Swell's refresh header and footer on this scroll view (a `UITableView`, a
    /// `UICollectionView`, any `UIScrollView`), in the spirit of MJRefresh's `mj_header`,
    /// typed and async:
    ///
    ///     tableView.swell.header = .init(style: WaveStyle()) { try await feed.reload() }
    ///     tableView.swell.footer = .init(style: QuietStyle()) { try await feed.loadMore() }
    public var swell: SwellRefreshControls { SwellRefreshControls(scrollView: self) }
  }

  /// The refresh controls of one scroll view (`scrollView.swell`).
  ///
  /// Setting a header or footer adds a view of Swell's at the back of the scroll view that
  /// draws the controls' scenes with Core Animation where the content uncovers them, adds the
  /// refresh inset to the scroll view's own while refreshing and gives it back exactly after,
  /// plays a light haptic as a pull arms, announces refreshing, refreshed, failed and no more
  /// data to VoiceOver, follows Reduce Motion, and runs a display link only while something
  /// moves. UIKit keeps its own scrolling physics. It turns on the scroll view's
  /// `alwaysBounceVertical` while there are controls, so that a list shorter than the screen
  /// (a collection view's, which does not bounce by default) still takes a pull, and gives back
  /// the value it found when both are removed: set it before adding controls. Under
  /// `.scrollableAxes` inset adjustment a short list then keeps clear of the safe area, as a
  /// long one does.
  ///
  /// The settings below (`onEffect`, `language`, `appearance`, …) may be set before the
  /// controls or after; they last until both controls are removed, which resets them.
  @MainActor public struct SwellRefreshControls {
    /// The scroll view.
    public let scrollView: UIScrollView

    private var view: SwellRefreshView? {
      scrollView.subviews.lazy.compactMap { $0 as? SwellRefreshView }.first
    }

    private func makeView() -> SwellRefreshView {
      view ?? SwellRefreshView(scrollView: scrollView)
    }

    /// Applies a setting to Swell's view, making the view only for a value other than the
    /// default (`isDefault`): a scroll view without controls stays untouched by a reset.
    private func setting(isDefault: Bool, _ apply: (SwellRefreshView) -> Void) {
      if let view {
        apply(view)
      } else if !isDefault {
        apply(makeView())
      }
    }

    /// The header, drawn above the content; nil removes it. Set while the footer loads, it
    /// takes its place once the load has finished, so the load is not cut short.
    public var header: SwellControl? {
      get { view?.requestedHeader }
      nonmutating set { setControl(newValue, at: .top) }
    }

    /// The footer, drawn below the content's end (mirrored); nil removes it. Set while the
    /// header refreshes (from inside its work, once the first page is in), it takes its place
    /// once the refresh has finished, so the refresh is not cut short.
    public var footer: SwellControl? {
      get { view?.requestedFooter }
      nonmutating set { setControl(newValue, at: .bottom) }
    }

    private func setControl(_ control: SwellControl?, at edge: RefreshEdge) {
      let other = edge == .top ? view?.requestedFooter : view?.requestedHeader
      if control == nil && other == nil {
        setControls(header: nil, footer: nil)
      } else {
        makeView().setControl(control, at: edge)
      }
    }

    /// Sets both controls in one step, one new session for the pair (setting `header` and
    /// then `footer` makes one for each).
    package func setControls(header: SwellControl?, footer: SwellControl?) {
      if header == nil && footer == nil {
        view?.setControls(header: nil, footer: nil)
        view?.removeFromSuperview()
      } else {
        makeView().setControls(header: header, footer: footer)
      }
    }

    /// Whether the scroll view bounces vertically only because Swell made it (a list that
    /// would not take a pull otherwise), which says nothing of the list itself.
    package var bouncesOnlyForSwell: Bool { view?.turnedOnBounce ?? false }

    /// The session behind the controls, nil without any: its state, load state and scenes.
    public var session: RefreshSession? { view?.host?.session }

    /// The state of the control at `edge` (`.idle` when there is none).
    public func state(_ edge: RefreshEdge = .top) -> RefreshState {
      session?.state(edge) ?? .idle
    }

    /// Where the footer (or the control at `edge`) stands as a loader.
    public func loadState(_ edge: RefreshEdge = .bottom) -> RefreshSession.LoadState {
      view?.loadState(edge) ?? .idle
    }

    /// Whether the control at `edge` is refreshing now.
    public func isRefreshing(_ edge: RefreshEdge = .top) -> Bool { state(edge) == .refreshing }

    /// Whether a control is refreshing or animating away (`.refreshing`, `.finishing`) at
    /// either edge.
    package var isBusy: Bool { view?.isBusy ?? false }

    /// Calls `body` soon (on a later turn of the main actor) once no control is busy: at once
    /// if none is, else when the last one settles or the controls are replaced. It replaces a
    /// call still waiting. Without controls nothing is busy: `body` is called.
    package func whenSettled(_ body: @escaping @MainActor () -> Void) {
      guard let view else {
        Task { @MainActor in body() }
        return
      }
      view.onSettled = body
      view.settleIfIdle()
    }

    /// Starts a refresh at `edge` from code, as `UIRefreshControl.beginRefreshing()`: the
    /// control comes into view (animated unless `animated` is false or Reduce Motion is on)
    /// and its work runs. A header whose list is scrolled down waits out of view, taking no
    /// space above the rows, until the list comes back to its top.
    public func beginRefreshing(_ edge: RefreshEdge = .top, animated: Bool = true) {
      view?.run { session, time in
        session.beginRefreshing(edge, animated: animated && !session.reduceMotion, time: time)
      }
    }

    /// Ends the refresh at `edge`, as `UIRefreshControl.endRefreshing()`: for a `.manual`
    /// control the normal end of its work; running `.perform` work is cancelled.
    public func endRefreshing(_ edge: RefreshEdge = .top, outcome: RefreshOutcome = .success) {
      view?.run { session, time in session.endRefreshing(edge, outcome: outcome, time: time) }
    }

    /// There is data to load again after the footer's load said there was no more: call it
    /// when the header's refresh replaces the content.
    public func resetNoMoreData(_ edge: RefreshEdge = .bottom) {
      view?.setOutOfData(false, at: edge)
    }

    /// There is no more data to load: the footer says so and loads nothing until
    /// `resetNoMoreData`, as if its last load had returned `.noMoreData` (MJRefresh's
    /// `endRefreshingWithNoMoreData` without a load). Call it when the first page is the last,
    /// also from inside the header's work right after setting the footer, which waits for the
    /// refresh to finish: the mark waits with it. A footer set outside a refresh looks at the
    /// list as it is set: if its end is already in reach then (the list at its end, or a
    /// short page with `showsUnderShortContent`), it starts one load before a mark made after.
    public func markNoMoreData(_ edge: RefreshEdge = .bottom) {
      view?.setOutOfData(true, at: edge)
    }

    /// Whether a pull that arms plays a light impact (`UIImpactFeedbackGenerator`); on by
    /// default. Apple TV and Vision Pro have none: there it changes nothing.
    public var hapticsEnabled: Bool {
      get { view?.hapticsEnabled ?? true }
      nonmutating set { setting(isDefault: newValue) { $0.hapticsEnabled = newValue } }
    }

    /// The language of the words (state texts, VoiceOver announcements), or nil (the default)
    /// to follow the user's preferred languages (`Locale.preferredLanguages`). Settable at any
    /// time.
    public var language: SwellLanguage? {
      get { view?.language }
      nonmutating set { setting(isDefault: newValue == nil) { $0.language = newValue } }
    }

    /// The app's own wording for any text, in every language (`[.releaseToRefresh: "Let go"]`).
    public var textOverrides: [RefreshText: String] {
      get { view?.textOverrides ?? [:] }
      nonmutating set { setting(isDefault: newValue.isEmpty) { $0.textOverrides = newValue } }
    }

    /// The name under which the header's last successful refresh is remembered across
    /// launches (in `UserDefaults.standard`), shown by styles with a last-updated line; nil
    /// (the default) remembers it only while the controls live ("Never" until the first).
    public var lastUpdatedKey: String? {
      get { view?.lastUpdatedKey }
      nonmutating set { setting(isDefault: newValue == nil) { $0.lastUpdatedKey = newValue } }
    }

    /// The palette the styles draw with, or nil (the default) to follow the trait collection:
    /// each style's dark colours in Dark Mode, switching live. Settable at any time.
    public var appearance: SwellAppearance? {
      get { view?.appearance }
      nonmutating set { setting(isDefault: newValue == nil) { $0.appearance = newValue } }
    }

    /// How large the styles' words are, as a multiple of the standard size, or nil (the
    /// default) to follow Dynamic Type: the trait collection's text size, switching live
    /// (`RefreshTexts.scale`). Styles grow their words as far as their layout has room.
    public var textScale: Double? {
      get { view?.textScale }
      nonmutating set { setting(isDefault: newValue == nil) { $0.textScale = newValue } }
    }

    /// Whether states are announced to VoiceOver, in the words' language; on by default.
    public var announcementsEnabled: Bool {
      get { view?.announcementsEnabled ?? true }
      nonmutating set { setting(isDefault: newValue) { $0.announcementsEnabled = newValue } }
    }

    /// Called on the main thread with every effect of the session, in order (a `.manual`
    /// control starts its work on `.actionStarted`). Calls back into `swell` from here run
    /// after every effect of the current call is delivered.
    public var onEffect: ((RefreshSession.Effect) -> Void)? {
      get { view?.onEffect }
      nonmutating set { setting(isDefault: newValue == nil) { $0.onEffect = newValue } }
    }
  }
#endif
