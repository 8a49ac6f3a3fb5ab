import Swell
import SwellUIKit
import SwiftUI
import UIKit

/// A plain `UITableViewController` with a Swell header and footer: two lines in
/// `viewDidLoad`.
final class FeedTableViewController: UITableViewController {
  private let feed = Feed()
  private let style: any RefreshStyle

  init(style: any RefreshStyle) {
    self.style = style
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let feed = self.feed
    feed.onChange = { [weak self] in self?.tableView.reloadData() }
    tableView.swell.header = .init(style: style) { try await feed.reload() }
    tableView.swell.footer = .init(style: QuietStyle()) { try await feed.loadMore() }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    feed.rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = feed.rows[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}

/// The table view controller inside SwiftUI's navigation.
struct FeedTable: UIViewControllerRepresentable {
  let style: any RefreshStyle

  func makeUIViewController(context: Context) -> FeedTableViewController {
    FeedTableViewController(style: style)
  }

  func updateUIViewController(_ controller: FeedTableViewController, context: Context) {}
}
