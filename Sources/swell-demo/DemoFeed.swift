import SwellGTK

/// The rows of one tab and the simulated load that adds to them.
@MainActor
final class DemoFeed {
  let list = TextList()
  private let style: String
  private let log: DemoLog
  private var nextItem = 1
  private var refreshCount = 0

  /// How long the simulated network request takes (s).
  static let loadDuration = 1.5
  /// Rows each refresh adds at the top.
  static let rowsPerLoad = 3

  init(style: String, log: DemoLog) {
    self.style = style
    self.log = log
    list.rows = (0..<20).map { _ in makeRow(subtitle: "Pull down to refresh", isNew: false) }
      .reversed()
  }

  var rowCount: Int { list.rows.count }

  /// The refresh action: waits like a network request, then adds rows at the top.
  func refresh() async throws {
    log("action started style=\(style)")
    try await Task.sleep(for: .seconds(Self.loadDuration))
    refreshCount += 1
    let added = (0..<Self.rowsPerLoad).map { _ in
      makeRow(subtitle: "Added by refresh \(refreshCount)", isNew: true)
    }
    let older = list.rows.map { TextList.Row(title: $0.title, subtitle: $0.subtitle) }
    list.rows = added.reversed() + older
    log("rows \(rowCount) style=\(style)")
  }

  private func makeRow(subtitle: String, isNew: Bool) -> TextList.Row {
    defer { nextItem += 1 }
    return TextList.Row(title: "Item \(nextItem)", subtitle: subtitle, isNew: isNew)
  }
}
