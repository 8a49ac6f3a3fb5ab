import Swell

/// A feed of numbered rows that a refresh starts again and that loads pages of 20 up to 100,
/// each after a short wait, as a network would.
@MainActor final class Feed {
  private(set) var rows: [String] = Feed.page(from: 0)
  private(set) var refreshes = 0
  /// Called after every change, to reload the list.
  var onChange: (() -> Void)?

  /// Starts the list again (a refresh).
  func reload() async throws {
    try await Task.sleep(nanoseconds: 1_200_000_000)
    refreshes += 1
    rows = Feed.page(from: 0).map { "\($0) · refresh \(refreshes)" }
    onChange?()
  }

  /// Adds the next page; `.noMoreData` once 100 rows are there.
  func loadMore() async throws -> RefreshOutcome {
    try await Task.sleep(nanoseconds: 800_000_000)
    guard rows.count < 100 else { return .noMoreData }
    rows += Feed.page(from: rows.count)
    onChange?()
    return rows.count < 100 ? .success : .noMoreData
  }

  private static func page(from start: Int) -> [String] {
    (start..<start + 20).map { "Row \($0 + 1)" }
  }
}
