import SwellGTK

/// The rows of one tab and the simulated load that adds to them.
@MainActor
final class DemoFeed {
  let list = TextList()
  private let style: String
  private let log: DemoLog
  private var loadedItems = 0
  private var refreshCount = 0

  /// How long the simulated network request takes (s).
  static let loadDuration = 1.5
  /// Rows each refresh adds at the top.
  static let rowsPerLoad = 3

  init(style: String, log: DemoLog) {
    self.style = style
    self.log = log
    list.rows = (0..<20).map { index in
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
  ]

  var rowCount: Int { list.rows.count }

  /// The refresh action: waits like a network request, then adds rows at the top.
  func refresh() async throws {
    log("action started style=\(style)")
    try await Task.sleep(for: .seconds(Self.loadDuration))
    refreshCount += 1
    let added = (0..<Self.rowsPerLoad).map { _ in
      makeRow(subtitle: "Added by refresh \(refreshCount)")
    }
    let older = list.rows.map { TextList.Row(title: $0.title, subtitle: $0.subtitle) }
    list.rows = added.reversed() + older
    log("rows \(rowCount) style=\(style)")
  }

  /// A row a refresh loaded, numbered in the order they arrived.
  private func makeRow(subtitle: String) -> TextList.Row {
    loadedItems += 1
    return TextList.Row(title: "New item \(loadedItems)", subtitle: subtitle, isNew: true)
  }
}
