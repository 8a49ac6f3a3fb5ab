import CGtk

/// The app's own list: a GtkListBox of rows, each with a title; Tab enters it and the arrow
/// keys walk through it. Loading pretends to be a network: it waits, then adds rows.
@MainActor
final class Feed {
  /// The list's `GtkWidget *`, which the refresh view scrolls.
  let list: UnsafeMutablePointer<GtkWidget> = gtk_list_box_new()
  private(set) var rowCount = 0
  private var generation = 0
  private let pageSize = 20
  private let pageCount = 3

  private init() {
    gtk_widget_add_css_class(list, "feed")
    appendPage()
    appendPage()
  }

  /// The feed with its first two pages, which come from the server.
  static func firstPages() async -> Feed {
    try? await Task.sleep(for: .seconds(0.3))
    return Feed()
  }

  /// New content from the server: the list starts over with a fresh first page.
  func reload() async throws {
    try await Task.sleep(for: .seconds(1))
    generation += 1
    while let row = gtk_widget_get_first_child(list) {
      gtk_list_box_remove(list.opaque, row)
    }
    rowCount = 0
    appendPage()
    appendPage()
  }

  /// The next page, or false when there is no more.
  func loadNextPage() async throws -> Bool {
    try await Task.sleep(for: .seconds(0.6))
    guard rowCount < pageSize * pageCount else { return false }
    appendPage()
    return true
  }

  private func appendPage() {
    for _ in 0..<pageSize {
      rowCount += 1
      let row: UnsafeMutablePointer<GtkWidget> = gtk_list_box_row_new()
      let title = generation == 0 ? "Row \(rowCount)" : "Row \(rowCount) · refresh \(generation)"
      let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(title)
      gtk_label_set_xalign(label.opaque, 0)
      gtk_list_box_row_set_child(row.cast(to: GtkListBoxRow.self), label)
      gtk_list_box_append(list.opaque, row)
    }
  }
}
