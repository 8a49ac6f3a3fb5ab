#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Swell

  /// The view `scrollView.swell` puts into a scroll view: it observes the scroll view (offset,
  /// size, insets, the pan gesture) through the session's `.observed` mode — UIKit keeps its
  /// own physics — draws each control's scene as `CAShapeLayer`s where the content uncovers
  /// it, adds and removes the refresh inset on top of the user's own, and ticks with a
  /// `CADisplayLink` only while something moves.
  ///
  /// It lives in the scroll view's content coordinates (it is a subview at the origin), so a
  /// control's `ControlPlacement` applies to its layers as it is.
  @MainActor final class SwellRefreshView: UIView {
    private(set) var header: SwellControl?
    private(set) var footer: SwellControl?
    private(set) var host: RefreshHost?
    weak var scrollView: UIScrollView?
    /// The accessible "Refresh" action the view added to the scroll view, to replace it.
    var refreshAction: UIAccessibilityCustomAction?
    private var observations: [NSKeyValueObservation] = []
    private let registrations = SystemRegistrations()
    private var insets = ObservedInsets(userTop: 0, userBottom: 0)
    private var clock = HostClock()
    /// The content's motion under the finger (positive = downward), for the release velocity:
    /// past an edge the rubber band moves the content slower than the pan's finger.
    private var contentMotion = VelocityTracker()
    private(set) var layersByEdge: [RefreshEdge: SceneLayers] = [:]
    /// While the view writes the scroll view's inset or offset: the observers it triggers only
    /// report, they do not render again.
    private var isApplying = false
    #if !os(tvOS) && !os(visionOS)
      // Apple TV and Vision Pro have no impact feedback (the class is unavailable there).
      private lazy var haptics = UIImpactFeedbackGenerator(style: .light)
    #endif
    /// The scroll view's subviews a fade has changed, to give back.
    private var fadedViews: [FadedView] = []

    var hapticsEnabled = true
    var announcementsEnabled = true
    /// The words' language, nil to follow the user's preferred languages.
    var language: SwellLanguage? { didSet { applyTexts() } }
    /// The app's own wording, by text.
    var textOverrides: [RefreshText: String] = [:] { didSet { applyTexts() } }
    /// Under which name the last successful header refresh is remembered (`UserDefaults`).
    var lastUpdatedKey: String? { didSet { applyTexts() } }
    /// When the header last refreshed well while this view lived, shown without a key.
    var lastRefreshed: Date?
    /// When the refresh that ended well and is finishing now ended: shown once the header is
    /// back at rest (`takePendingUpdate()`).
    var pendingUpdate: Date?
    /// The words' size, nil to follow the trait collection's content size category.
    var textScale: Double? { didSet { applyTexts() } }
    /// The palette styles draw with, nil to follow the trait collection's interface style.
    var appearance: SwellAppearance? { didSet { applyAppearance() } }
    var onEffect: ((RefreshSession.Effect) -> Void)?
    /// Called once, soon after no control is busy any more (`isBusy`), by whoever waits to
    /// replace the controls without cutting a refresh short (SwiftUI's finder).
    var onSettled: (@MainActor () -> Void)?

    /// Whether a control is refreshing or animating away at either edge: replacing the
    /// controls now would cancel the work or cut the animation short.
    var isBusy: Bool { RefreshEdge.allCases.contains { isBusy($0) } }

    /// Whether the control at `edge` is refreshing or animating away.
    func isBusy(_ edge: RefreshEdge) -> Bool {
      guard let state = host?.session.state(edge) else { return false }
      return state == .refreshing || state == .finishing
    }

    /// Controls set at one edge while the other edge's refresh was under way, waiting for it
    /// to finish (`waitingFor`), since a new pair means a new session and would cut that
    /// refresh short: the MJRefresh habit of setting the footer once the first page came in,
    /// from inside the header's work. `outOfData`: what the app last said of the waiting
    /// control's data meanwhile (`setOutOfData`), to tell it once it is in place.
    private var waiting:
      (header: SwellControl?, footer: SwellControl?, waitingFor: RefreshEdge, outOfData: Bool?)?

    /// The header as last set, waiting or not.
    var requestedHeader: SwellControl? { waiting.map { $0.header } ?? header }
    /// The footer as last set, waiting or not.
    var requestedFooter: SwellControl? { waiting.map { $0.footer } ?? footer }

    /// Sets the control at `edge`, keeping the other: at once, unless the other edge is
    /// refreshing or finishing, in which case once it is done. Until then the session is the
    /// old one: `state`, `beginRefreshing` and the like act on the controls in place. Removing
    /// a control that is not there changes nothing.
    func setControl(_ control: SwellControl?, at edge: RefreshEdge) {
      let other: RefreshEdge = edge == .top ? .bottom : .top
      let header = edge == .top ? control : requestedHeader
      let footer = edge == .bottom ? control : requestedFooter
      if control == nil && (edge == .top ? requestedHeader : requestedFooter) == nil { return }
      if isBusy(other) {
        waiting = (header, footer, other, waiting?.waitingFor == other ? waiting?.outOfData : nil)
      } else {
        setControls(header: header, footer: footer, keeping: other)
      }
    }

    /// Says the control at `edge` has no more data (`outOfData`), or has some again: to the
    /// session, or, for a control waiting for the other edge's refresh, once it is in place
    /// (the session now has none at that edge, and would drop the call). The MJRefresh habit:
    /// from inside the header's work, set the footer and mark the first page the last.
    func setOutOfData(_ outOfData: Bool, at edge: RefreshEdge) {
      if let waiting, edge != waiting.waitingFor {
        self.waiting?.outOfData = outOfData
        return
      }
      run { session, time in
        outOfData
          ? session.markNoMoreData(edge, time: time) : session.resetNoMoreData(edge, time: time)
      }
    }

    /// The load state of the control at `edge`: the session's, or the one a waiting control
    /// will start with.
    func loadState(_ edge: RefreshEdge) -> RefreshSession.LoadState {
      if let waiting, edge != waiting.waitingFor, let outOfData = waiting.outOfData {
        return outOfData ? .noMoreData : .idle
      }
      return host?.session.loadState(edge) ?? .idle
    }

    /// Puts waiting controls in place once the edge they wait for is done: soon after its
    /// control comes to rest, not while the old session delivers that batch of effects, whose
    /// rest would otherwise reach the new session's host.
    private func applyWaitingControls() {
      guard let waiting, !isBusy(waiting.waitingFor) else { return }
      setControls(
        header: waiting.header, footer: waiting.footer, keeping: waiting.waitingFor,
        outOfData: waiting.outOfData == true ? (waiting.waitingFor == .top ? .bottom : .top) : nil)
    }

    init(scrollView: UIScrollView) {
      self.scrollView = scrollView
      super.init(frame: CGRect(origin: .zero, size: scrollView.bounds.size))
      isUserInteractionEnabled = false
      // As large as the scroll view's bounds, so that a change of either side (a rotation, a
      // keyboard layout guide or a sheet detent that changes only the height) lays it out.
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      insets = ObservedInsets(
        userTop: Double(scrollView.contentInset.top),
        userBottom: Double(scrollView.contentInset.bottom))
      scrollView.insertSubview(self, at: 0)
      observe(scrollView)
    }

    required init?(coder: NSCoder) { nil }

    /// Replaces the controls: the refresh under way (if any) ends, its inset goes at once. The
    /// control at `kept`, set again as it was, keeps saying there is no more data if it did
    /// (the new controls make a new session, which would forget it), and so does the one at
    /// `outOfData` (marked while it waited): both from the new session's start
    /// (`RefreshSession.Control.startsWithNoMoreData`), since its first look at the content
    /// could start an automatic footer whose end is already in reach.
    func setControls(
      header: SwellControl?, footer: SwellControl?, keeping kept: RefreshEdge? = nil,
      outOfData marked: RefreshEdge? = nil
    ) {
      // The new controls start idle: whoever waited for the old ones to settle need not wait.
      defer { settleIfIdle() }
      let kept = kept.flatMap { self.host?.session.loadState($0) == .noMoreData ? $0 : nil }
      let outOfData = [kept, marked].compactMap { $0 }
      waiting = nil
      self.header = header
      self.footer = footer
      restoreUserInsets()
      host = nil
      for layers in layersByEdge.values { layers.root.removeFromSuperlayer() }
      layersByEdge = [:]
      let controls = [header?.control(at: .top), footer?.control(at: .bottom)].compactMap {
        control -> RefreshSession.Control? in
        guard var control else { return nil }
        control.startsWithNoMoreData = outOfData.contains(control.edge)
        return control
      }
      guard !controls.isEmpty else {
        installRefreshAction(named: "")  // no header: no action
        giveFadedViewsBack()
        holdBounce(false)
        stop()
        return
      }
      let host: RefreshHost
      do {
        host = try RefreshHost(
          controls: controls, scrolling: .observed,
          onNeedsUpdate: { [weak self] in
            Task { @MainActor in self?.wake() }
          })
      } catch {
        assertionFailure("Swell: \(error)")
        return
      }
      holdBounce(true)
      host.session.reduceMotion = UIAccessibility.isReduceMotionEnabled
      host.onEffect = { [weak self] effect in self?.handle(effect) }
      self.host = host
      for edge in host.session.edges {
        let layers = SceneLayers()
        layer.addSublayer(layers.root)
        layersByEdge[edge] = layers
      }
      host.session.appearance = resolvedAppearance
      // A header replaced while it finished never came back to rest in its old session.
      _ = takePendingUpdate()
      applyTexts()
      scrollViewChanged()
    }

    // MARK: - Appearance

    /// The app's appearance, or the trait collection's: dark in Dark Mode (and in a
    /// view controller whose `overrideUserInterfaceStyle` says dark).
    var resolvedAppearance: SwellAppearance {
      appearance ?? (traitCollection.userInterfaceStyle == .dark ? .dark : .light)
    }

    /// Hands the appearance to the styles and draws again when it changed.
    func applyAppearance() {
      guard let host, host.session.appearance != resolvedAppearance else { return }
      host.session.appearance = resolvedAppearance
      render(time: now())
    }

    // Dark Mode and the text size switch while the app runs (Control Centre, Settings): UIKit
    // tells every view of the window whose traits changed.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      applyAppearance()
      if previousTraitCollection?.preferredContentSizeCategory
        != traitCollection.preferredContentSizeCategory
      {
        applyTexts()
      }
    }

    // MARK: - Observing the scroll view

    // A rotation, a split-view resize or a sheet's detent changes the list's size (this view
    // follows it by its autoresizing mask) and need not scroll it: the controls take the new
    // size at once.
    override func layoutSubviews() {
      super.layoutSubviews()
      if !isApplying { scrollViewChanged() }
    }

    private func observe(_ scrollView: UIScrollView) {
      let changed: @Sendable (UIScrollView, NSKeyValueObservedChange<CGPoint>) -> Void = {
        [weak self] _, _ in MainActor.assumeIsolated { self?.scrollViewChanged(offsetMoved: true) }
      }
      observations = [
        scrollView.observe(\.contentOffset, options: [.new], changeHandler: changed),
        scrollView.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.scrollViewChanged() }
        },
        scrollView.observe(\.contentInset, options: [.new]) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.scrollViewChanged() }
        },
        scrollView.panGestureRecognizer.observe(\.state, options: [.new]) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.panChanged() }
        },
      ]
      // No queue: the block runs where the notification is posted, and hops to the main
      // actor (a main-queue observer posted from the main thread deadlocks on Linux's
      // Foundation, and the setting may change on any thread).
      registrations.observer = NotificationCenter.default.addObserver(
        forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil,
        queue: nil
      ) { [weak self] _ in
        Task { @MainActor in
          self?.host?.session.reduceMotion = UIAccessibility.isReduceMotionEnabled
          self?.wake()
        }
      }
    }

    /// The time of an event handled now (s since the view started).
    func now() -> Double { clock.time(platformSeconds: CACurrentMediaTime()) }

    /// Sizes, the user's insets and the offset as the scroll view has them now; `offsetMoved`
    /// when the content offset is what changed.
    private func scrollViewChanged(offsetMoved: Bool = false) {
      guard let host, let scrollView else { return }
      let time = now()
      syncGeometry(of: scrollView, time: time)
      let offset = Double(scrollView.contentOffset.y)
      if offsetMoved && scrollView.isTracking { contentMotion.add(position: -offset, time: time) }
      if offsetMoved && headerBandFollowsScrolling { followHeaderBand(in: scrollView, time: time) }
      host.perform(time: time) { $0.observe(contentOffset: offset, time: $1) }
      if !isApplying { render(time: time) }
    }

    /// The offset and the user's top inset at the last offset change, to tell scrolling from
    /// layout (bars or a safe area that changed, which moves what the band's edge reads).
    private var lastHeaderSample: (offset: Double, userTop: Double)?

    /// After content moved that Swell did not move (a finger, a fling, the app's scrolling):
    /// a refresh holds no more of the header's band than is in view, so a plain table's
    /// floating section headers pin under the bars; content brought to rest at the top from
    /// code (the app's scroll to the top, a status-bar tap) shows the whole band again.
    private func followHeaderBand(in scrollView: UIScrollView, time: Double) {
      let offset = Double(scrollView.contentOffset.y)
      let userTop = userTopInset(of: scrollView)
      defer { lastHeaderSample = (offset, userTop) }
      guard !isApplying, !isOffScreen, let last = lastHeaderSample,
        abs(last.userTop - userTop) < 0.5, offset != last.offset
      else { return }
      let shown = -offset - userTop
      let atRest = !scrollView.isTracking && !scrollView.isDecelerating
      if atRest && abs(shown - insets.refreshInset(.top, time: time)) < 0.5,
        let header = header?.control(at: .top)
      {
        insets.revealBand(.top, transition: header.configuration.showTransition, time: time)
      } else {
        insets.userScrolled(showing: shown, .top, time: time)
      }
    }

    /// Whether the header's refresh inset holds only the band in view: a pulled header's. An
    /// automatic header's band is part of the list at rest, like a table header view.
    private var headerBandFollowsScrolling: Bool {
      header.map { ($0.configuration ?? .standard(for: .top)).start == .pull } ?? false
    }

    /// The user's own adjusted top inset (pt): the bars, the safe area and the app's inset,
    /// without the refresh's.
    private func userTopInset(of scrollView: UIScrollView) -> Double {
      insets.userAdjustedInset(.top, adjusted: Double(scrollView.adjustedContentInset.top))
    }

    /// How much of the header's band is in view (pt): negative once the content is scrolled
    /// down past where the band would end.
    private func headerBandInView(of scrollView: UIScrollView) -> Double {
      -Double(scrollView.contentOffset.y) - userTopInset(of: scrollView)
    }

    private func syncGeometry(of scrollView: UIScrollView, time: Double) {
      guard let host else { return }
      insets.observe(contentInset: Double(scrollView.contentInset.top), .top, time: time)
      insets.observe(contentInset: Double(scrollView.contentInset.bottom), .bottom, time: time)
      let adjusted = scrollView.adjustedContentInset
      let userTop = insets.userAdjustedInset(.top, adjusted: Double(adjusted.top))
      let userBottom = insets.userAdjustedInset(.bottom, adjusted: Double(adjusted.bottom))
      let size = scrollView.bounds.size
      let content = Double(scrollView.contentSize.height)
      if frame.size != size {
        frame = CGRect(origin: .zero, size: size)
      }
      host.perform(time: time) { session, time in
        session.resize(
          width: Double(size.width), viewportHeight: Double(size.height),
          contentHeight: content, time: time)
          + session.setUserInsets(top: userTop, bottom: userBottom, time: time)
      }
    }

    /// The pan recognizer's state changed: a finger came down, moved or lifted.
    private func panChanged() {
      guard let host, let scrollView else { return }
      let pan = scrollView.panGestureRecognizer
      let time = now()
      let location = pan.location(in: scrollView)
      let finger = SwellPoint(
        x: Double(location.x), y: Double(location.y - scrollView.contentOffset.y))
      switch pan.state {
      case .began:
        #if !os(tvOS) && !os(visionOS)
          if hapticsEnabled { haptics.prepare() }
        #endif
        contentMotion.reset()
        contentMotion.add(position: -Double(scrollView.contentOffset.y), time: time)
        host.perform(time: time) { $0.beginDrag(at: finger, time: $1) }
      case .changed:
        host.perform(time: time) { $0.drag(to: finger, time: $1) }
      case .ended, .cancelled, .failed:
        // An observed session takes the content's velocity, not the finger's (`endDrag`).
        let velocity = contentMotion.velocity(time: time)
        host.perform(time: time) { $0.endDrag(velocity: velocity, time: $1) }
      case .possible:
        return
      @unknown default:
        return
      }
      render(time: time)
    }

    // MARK: - Effects

    private func handle(_ effect: RefreshSession.Effect) {
      guard let host, let scrollView else { return }
      let time = host.session.time
      if case .refreshInsetChanged(let edge, let inset, _) = effect {
        let grows = inset > insets.refreshInset(edge, time: time)
        insets.apply(effect, time: time)
        let pull = host.session.pullDistance(edge, time: time)
        if grows && edge == .top && headerBandFollowsScrolling
          && headerBandInView(of: scrollView) < -0.5
        {
          // Begun from code with the content scrolled down: the band is out of view, and the
          // inset holds none of it until the user scrolls back.
          insets.settle(edge)
          insets.userScrolled(showing: 0, edge, time: time)
        } else if grows && !scrollView.isTracking && pull >= inset {
          // Released beyond where the refresh will hold the content, UIKit's own bounce
          // brings it there: the inset takes its value at once, as the bounce's target. A
          // closing inset keeps its transition, which moves content resting at the top.
          insets.settle(edge)
        }
      }
      #if !os(tvOS) && !os(visionOS)
        if case .armed = effect, hapticsEnabled { haptics.impactOccurred() }
      #endif
      if announcementsEnabled, let announcement = RefreshAnnouncement(effect) {
        UIAccessibility.post(
          notification: .announcement, argument: host.session.texts.text(for: announcement))
      }
      noteRefreshEnded(effect)
      onEffect?(effect)
      if case .stateChanged(let edge, _, to: .idle) = effect {
        settleIfIdle()
        if waiting?.waitingFor == edge {
          Task { @MainActor [weak self] in self?.applyWaitingControls() }
        }
      }
    }

    /// Calls `onSettled` (once) if no control is busy now.
    func settleIfIdle() {
      guard !isBusy, let settled = onSettled else { return }
      onSettled = nil
      // Later, not now: replacing the controls while a session delivers its effects would end
      // the session delivering them.
      Task { @MainActor in settled() }
    }

    /// Runs an app's call now (from inside `onEffect`, after the current call's effects).
    func run(_ call: @escaping (RefreshSession, Double) -> [RefreshSession.Effect]) {
      guard let host else { return }
      let time = now()
      host.perform(time: time, call)
      render(time: time)
    }

    /// An action ended on another thread, or a setting changed: show it.
    private func wake() {
      render(time: now())
    }

    // MARK: - Frames

    func displayLinkFired(_ link: CADisplayLink) {
      render(time: clock.time(platformSeconds: link.targetTimestamp))
    }

    /// Brings everything to `time`: the session, the scroll view's insets, the layers, and
    /// whether the display link runs.
    func render(time: Double) {
      guard let host, let scrollView else { return }
      let frame = host.frame(time: time)
      applyInsets(to: scrollView, time: frame.time)
      let scale = Double(traitCollection.displayScale)
      for (edge, layers) in layersByEdge {
        layers.show(frame.control(edge), width: Double(bounds.width), scale: scale)
      }
      fadeContent(of: scrollView, to: CGFloat(frame.contentOpacity))
      setTicking(frame.needsNextFrame || insets.isAnimating(time: frame.time))
    }

    /// Fades the scroll view's other subviews (its rows) while a style asks for it (bounce),
    /// each from its own alpha, and gives each back the alpha it had. Views are touched only
    /// during a fade, never UIKit's scroll indicators. A view whose alpha something else sets
    /// meanwhile (the app dimming a row) fades on from the value set and gets that back.
    private func fadeContent(of scrollView: UIScrollView, to opacity: CGFloat) {
      if opacity < 1 {
        for view in scrollView.subviews where view !== self && !Self.isScrollIndicator(view) {
          if let index = fadedViews.firstIndex(where: { $0.view === view }) {
            // An alpha set meanwhile becomes the one to fade from and give back, this frame:
            // dropping the view until the next would show it unfaded for a frame.
            if !fadedViews[index].isUntouched {
              fadedViews[index] = FadedView(view: view, original: view.alpha, given: view.alpha)
            }
            fadedViews[index].given = fadedViews[index].original * opacity
            view.alpha = fadedViews[index].given
          } else {
            let entry = FadedView(view: view, original: view.alpha, given: view.alpha * opacity)
            fadedViews.append(entry)
            view.alpha = entry.given
          }
        }
      } else {
        giveFadedViewsBack()
      }
    }

    /// Gives every view a fade touched the alpha it had (or leaves the one something else set
    /// meanwhile): as the fade ends, and when the controls or this view go in the middle of
    /// one, which no frame would end.
    private func giveFadedViewsBack() {
      // Rows a table removed during the fade too: it may show them again.
      for entry in fadedViews where entry.isUntouched {
        entry.view.alpha = entry.original
      }
      fadedViews = []
    }

    /// Whether `view` is one of UIKit's scroll indicators, which UIKit shows and hides with
    /// alpha itself: a fade of the rows leaves them alone. Their class is private; it is known
    /// by its name (iOS 13 and later).
    static func isScrollIndicator(_ view: UIView) -> Bool {
      String(describing: type(of: view)) == "_UIScrollViewScrollIndicator"
    }

    /// Writes the content inset each edge asks for now. Content resting at an edge stays at
    /// that edge as the inset moves (UIKit leaves the offset where it was when the inset
    /// changes); content under a finger or still springing back is left to UIKit.
    private func applyInsets(to scrollView: UIScrollView, time: Double) {
      var inset = scrollView.contentInset
      inset.top = CGFloat(insets.contentInset(.top, time: time))
      inset.bottom = CGFloat(insets.contentInset(.bottom, time: time))
      write(inset, to: scrollView)
    }

    /// Sets the scroll view's content inset, keeping content that rests at an edge there.
    private func write(_ inset: UIEdgeInsets, to scrollView: UIScrollView) {
      guard inset != scrollView.contentInset else { return }
      let before = restingOffsets(of: scrollView)
      let offset = scrollView.contentOffset.y
      let wasAtTop = abs(offset - before.top) < 0.5
      let wasAtEnd = abs(offset - before.end) < 0.5 && before.end > before.top
      isApplying = true
      defer { isApplying = false }
      scrollView.contentInset = inset
      guard !scrollView.isTracking, !scrollView.isDecelerating else { return }
      let after = restingOffsets(of: scrollView)
      if wasAtTop && after.top != offset {
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: after.top)
      } else if wasAtEnd && after.end != offset {
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: after.end)
      }
    }

    private func restingOffsets(of scrollView: UIScrollView) -> (top: CGFloat, end: CGFloat) {
      let adjusted = scrollView.adjustedContentInset
      let top = -adjusted.top
      let end = scrollView.contentSize.height + adjusted.bottom - scrollView.bounds.height
      return (top, max(top, end))
    }

    /// Gives the scroll view back the user's own insets exactly (content resting at an edge
    /// stays there, as a band that closes leaves it). Without controls nothing of
    /// Swell's is in them: they are the user's as they stand, however the app set them since
    /// this view was made (a setting makes it before any control) or its controls went.
    private func restoreUserInsets() {
      guard let scrollView else { return }
      guard host != nil else {
        insets = ObservedInsets(
          userTop: Double(scrollView.contentInset.top),
          userBottom: Double(scrollView.contentInset.bottom))
        return
      }
      var inset = scrollView.contentInset
      inset.top = CGFloat(insets.userInset(.top))
      inset.bottom = CGFloat(insets.userInset(.bottom))
      insets = ObservedInsets(
        userTop: insets.userInset(.top), userBottom: insets.userInset(.bottom))
      write(inset, to: scrollView)
    }

    /// Whether the view turned the scroll view's `alwaysBounceVertical` on, to turn it off
    /// again.
    private(set) var turnedOnBounce = false

    /// Keeps the scroll view bouncing vertically while it has controls. A list shorter than
    /// its bounds takes a drag only then: a table view bounces by default, but a collection
    /// view or a plain scroll view does not, and a pull would not move it at all.
    private func holdBounce(_ hold: Bool) {
      guard let scrollView else { return }
      if hold && !scrollView.alwaysBounceVertical {
        scrollView.alwaysBounceVertical = true
        turnedOnBounce = true
      } else if !hold && turnedOnBounce {
        scrollView.alwaysBounceVertical = false
        turnedOnBounce = false
      }
    }

    private func setTicking(_ ticking: Bool) {
      if ticking && registrations.displayLink == nil {
        let target = DisplayLinkTarget(view: self)
        let link = CADisplayLink(target: target, selector: DisplayLinkTarget.selector)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        registrations.start(link)
      }
      // Off screen (a pushed detail view covers the list) nothing is seen: the link waits,
      // and coming back renders the moment it comes back to.
      registrations.displayLink?.isPaused = !ticking || isOffScreen
    }

    /// Whether the view left its window (it has been in one): then no frame is drawn.
    private var isOffScreen = false

    override func didMoveToWindow() {
      super.didMoveToWindow()
      isOffScreen = window == nil
      if isOffScreen { registrations.displayLink?.isPaused = true } else { wake() }
    }

    /// The display link, for tests: nil until something first moved.
    var currentDisplayLink: CADisplayLink? { registrations.displayLink }

    private func stop() { registrations.endDisplayLink() }

    override func willMove(toSuperview newSuperview: UIView?) {
      super.willMove(toSuperview: newSuperview)
      if newSuperview == nil {
        registrations.endAll()
        restoreUserInsets()
        giveFadedViewsBack()
        // Nothing more is drawn or written on a scroll view it left (an action ending later).
        host = nil
        holdBounce(false)
        observations.forEach { $0.invalidate() }
        observations = []
      }
    }
  }
#endif
