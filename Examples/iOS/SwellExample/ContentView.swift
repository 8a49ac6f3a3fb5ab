import Swell
import SwellSwiftUI
import SwiftUI

/// Every style, each on a UIKit table and on a SwiftUI list.
struct ContentView: View {
  var body: some View {
    TabView {
      StyleList(title: "UIKit") { item in FeedTable(style: item.style) }
        .tabItem { Text("UIKit") }
      StyleList(title: "SwiftUI") { item in SwiftUIFeed(style: item.style) }
        .tabItem { Text("SwiftUI") }
    }
  }
}

/// Every style, each opening `feed` with it as the header.
struct StyleList<Feed: View>: View {
  let title: String
  @ViewBuilder let feed: (ExampleStyle) -> Feed

  var body: some View {
    NavigationStack {
      List {
        ForEach(ExampleStyles.all) { item in
          NavigationLink {
            feed(item).navigationTitle(item.name)
          } label: {
            Text(item.name)
          }
        }
      }
      .navigationTitle(title)
    }
  }
}

/// A SwiftUI `List` with a Swell header and footer.
struct SwiftUIFeed: View {
  let style: any RefreshStyle
  private let feed = RowsModel()

  var body: some View {
    List {
      ForEach(feed.rows) { row in Text(row.title) }
    }
    .swellRefreshable(
      header: style, refresh: { try await feed.reload() },
      loadMore: { try await feed.loadMore() })
  }
}

/// The SwiftUI list's rows (kept simple: the example shows the modifier, not data flow).
final class RowsModel: Sendable {
  struct Row: Identifiable, Sendable {
    let id: Int
    var title: String { "Row \(id + 1)" }
  }
  let rows = (0..<20).map { Row(id: $0) }
  func reload() async throws { try await Task.sleep(nanoseconds: 1_200_000_000) }
  func loadMore() async throws -> RefreshOutcome {
    try await Task.sleep(nanoseconds: 800_000_000)
    return .noMoreData
  }
}
