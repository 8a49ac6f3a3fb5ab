import Swell
import SwellGTK
import _SwellGTKWidgets

/// The demo's window: one tab per style, each a list under its refresh header, with the quiet
/// footer that loads pages at the end.
@MainActor
final class DemoWindow {
  private let window: Window
  private let stack = Stack()
  private var views: [String: RefreshScrollView] = [:]
  private var feeds: [String: DemoFeed] = [:]
  private let log: EventLog
  /// Whether the app asks GTK for the dark theme (Ctrl+D switches), which the headers follow.
  private var prefersDark = false

  init(application: Application, options: DemoOptions, log: EventLog) {
    self.log = log
    application.addCSS(Self.css)
    if options.reduceMotion { application.setAnimationsEnabled(false) }
    if let scale = options.textScale { application.setTextScale(scale) }
    window = Window(application: application, title: "Swell", width: 520, height: 720)
    for name in DemoStyles.names {
      do {
        try addPage(style: name, rows: options.rows, fail: options.fail)
      } catch {
        writeToStandardError("Error: the \(name) style cannot be shown: \(error)\n")
      }
    }
    stack.visiblePageName = options.style
    stack.onVisiblePageChange { name in log("style \(name)") }
    // The tabs go above the list rather than in the title bar, whose centred title would
    // reserve the window buttons' width on both sides and make the window much wider.
    // In a frame that may be narrower than the seven tabs: a window squeezed below their width
    // clips them instead of allocating GTK's switcher less than it can take.
    let tabs = StackSwitcher(stack: stack)
    tabs.addCSSClass("swell-demo-tabs")
    tabs.setMargins(top: 8, start: 8, bottom: 8, end: 8)
    let tabRow = ScrolledWindow(row: tabs)
    tabRow.centerHorizontally()
    let column = Box(vertical: true)
    column.addCSSClass("swell-demo-column")
    column.append(tabRow)
    column.append(stack)
    window.setChild(column)
    application.addAction("refresh", accelerators: ["<Control>r"]) { [weak self] in
      self?.currentView?.beginRefreshing()
    }
    // The dark theme, switched while the demo runs: every header takes its dark palette.
    application.addAction("dark", accelerators: ["<Control>d"]) { [weak self, application] in
      guard let self else { return }
      self.prefersDark.toggle()
      application.setPrefersDarkTheme(self.prefersDark)
      log("dark \(self.prefersDark)")
    }
    // Large text, switched while the demo runs (as a desktop's text scaling does): the headers'
    // words follow. Between the standard size and 1.4 times it, or the size given.
    let largeText = max(options.textScale ?? 1.4, 1)
    application.addAction("large-text", accelerators: ["<Control>t"]) {
      [weak self, application] in
      guard let self, let view = self.currentView else { return }
      application.setTextScale(view.texts.scale > 1.001 ? 1 : largeText)
      log("text-scale \(view.texts.scale)")
    }
    window.present()
  }

  /// One tab: a list of rows under the style's header, pulling runs the feed's refresh; the
  /// quiet footer loads the feed's pages as the end comes into view.
  private func addPage(style name: String, rows: Int, fail: Bool) throws {
    let title = DemoStyles.title(name)
    let feed = DemoFeed(style: name, log: log, rows: rows)
    feed.refreshFails = fail
    let view = try RefreshScrollView(
      content: feed.list.pointer, header: DemoStyles.make(name),
      refresh: { try await feed.refresh() }, loadMore: { try await feed.loadMore() })
    view.accessibleLabel = "\(title) list"
    // Each tab remembers when it last refreshed, across launches (a classic header shows it).
    view.lastUpdatedKey = "swell-demo.\(name)"
    // Header lines as before ("state refreshing style=wave"); the footer's say so.
    view.onEffect = { [log, weak view] effect in
      switch effect {
      case .stateChanged(.top, _, let to): log("state \(to.name) style=\(name)")
      case .stateChanged(.bottom, _, let to): log("footer \(to.name) style=\(name)")
      case .armed(.top): log("armed style=\(name)")
      case .disarmed(.top): log("disarmed style=\(name)")
      case .armed(.bottom): log("footer armed style=\(name)")
      case .disarmed(.bottom): log("footer disarmed style=\(name)")
      case .refreshEnded(.top, _, let outcome):
        log("ended \(outcome.name) style=\(name)")
        // New content at the top: the feed starts over, and its end can load again.
        feed.startOver()
        view?.resetNoMoreData()
      case .refreshEnded(.bottom, _, let outcome):
        log("load ended \(outcome.name) style=\(name)")
      case .refreshInsetChanged, .actionStarted, .actionCancelled, .backAtRest: break
      }
    }
    feeds[name] = feed
    views[name] = view
    stack.addPage(Widget(borrowing: view.widget), name: name, title: title)
  }

  private var currentView: RefreshScrollView? {
    stack.visiblePageName.flatMap { views[$0] }
  }

  /// Waits until the list is on screen, then logs `ready list=x,y,w,h` (its rectangle in the
  /// window, pt) and the row count, so that scripts know where to drag.
  func announceWhenReady() async {
    for _ in 0..<200 {
      if let view = currentView, let frame = view.frameInWindow, frame.size.width > 0,
        let name = stack.visiblePageName, let feed = feeds[name]
      {
        let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
          .map { String(Int($0.rounded())) }.joined(separator: ",")
        log(
          "ready style=\(name) list=\(numbers) reduce-motion=\(view.reduceMotion)"
            + " text-scale=\(view.texts.scale)")
        log("rows \(feed.rowCount) style=\(name)")
        return
      }
      try? await Task.sleep(for: .milliseconds(50))
    }
  }

  static let css = """
    .swell-demo-column { background-color: #f6f5f4; }
    .swell-demo-tabs button { min-width: 0; padding-left: 12px; padding-right: 12px; }
    .swell-scroll-view { background-color: #eef0f4; }
    .swell-list { background-color: #ffffff; }
    .swell-row {
      background-color: #ffffff;
      padding: 10px 18px;
      border-bottom: 1px solid #e3e5ea;
    }
    .swell-row-new { background-color: #fff1c2; }
    .swell-row-title { font-weight: bold; color: #1c1e22; }
    .swell-row-subtitle { font-size: smaller; }
    """
}
