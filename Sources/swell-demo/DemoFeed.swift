import Swell
import SwellGTK
import _SwellGTKWidgets

/// The rows of one tab, the simulated load that adds to them at the top (the header's
/// refresh) and the pages that load at the end (the footer's): three pages, then no more.
@MainActor
final class DemoFeed {
  let list = TextList()
  private let style: String
  private let log: EventLog
  private var loadedItems = 0
  private var refreshCount = 0
  /// Pages loaded at the end since the last refresh.
  private var pages = 0
  /// Whether every refresh fails, as if the network were down (`--fail`).
  var refreshFails = false

  /// The error a refresh fails with under `--fail`; its description is the message the
  /// header and assistive technologies show.
  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  /// How long the simulated network request takes (s).
  static let loadDuration = 1.5
  /// Rows each refresh adds at the top.
  static let rowsPerLoad = 3
  /// How long loading a page at the end takes (s).
  static let pageDuration = 1.0
  /// Rows on a page.
  static let rowsPerPage = 8
  /// Pages there are to load before "no more data".
  static let pageCount = 3

  init(style: String, log: EventLog, rows: Int = 20) {
    self.style = style
    self.log = log
    list.rows = (0..<rows).map { index in
      TextList.Row(
        title: "Row \(index + 1)", subtitle: Self.hints[index % Self.hints.count], isNew: false)
    }
  }

  /// What the first rows say: how to use the demo, one line each.
  static let hints = [
    "Pull the list down and let go past the line to refresh",
    "Each tab above is one Swell style",
    "Ctrl+R refreshes from code, as an app would on launch",
    "Rows a refresh adds come in at the top, tinted",
    "Let go before the line and nothing loads",
    "Scroll to the end: a page loads; after three, no more",
  ]

  var rowCount: Int { list.rows.count }

  /// The refresh action: waits like a network request, then adds rows at the top.
  func refresh() async throws {
    log("action started style=\(style)")
    try await Task.sleep(for: .seconds(Self.loadDuration))
    if refreshFails { throw Offline() }
    refreshCount += 1
    let added = (0..<Self.rowsPerLoad).map { _ in
      makeRow(subtitle: "Added by refresh \(refreshCount)")
    }
    let older = list.rows.map { TextList.Row(title: $0.title, subtitle: $0.subtitle) }
    list.rows = added.reversed() + older
    log("rows \(rowCount) style=\(style)")
  }

  /// The footer's action: waits like a request, then appends a page of rows; the last page
  /// says there is no more data.
  func loadMore() async throws -> RefreshOutcome {
    log("load started page=\(pages + 1) style=\(style)")
    try await Task.sleep(for: .seconds(Self.pageDuration))
    pages += 1
    let page = pages
    let added = (1...Self.rowsPerPage).map { index in
      TextList.Row(title: "Page \(page), row \(index)", subtitle: "Loaded at the end", isNew: true)
    }
    let older = list.rows.map { TextList.Row(title: $0.title, subtitle: $0.subtitle) }
    list.rows = older + added
    log("rows \(rowCount) style=\(style)")
    return pages >= Self.pageCount ? .noMoreData : .success
  }

  /// After the header's refresh the feed starts over: pages can load again.
  func startOver() { pages = 0 }

  /// A row a refresh or a page loaded, numbered in the order they arrived.
  private func makeRow(subtitle: String) -> TextList.Row {
    loadedItems += 1
    return TextList.Row(title: "New item \(loadedItems)", subtitle: subtitle, isNew: true)
  }
}
