// Mirror of the view-controller and table declarations the example app uses (iOS 17.4:
// UIViewController.h, UITableViewController.h, UITableView.h:339-341, 430, 471-479, 525-534,
// UITableViewCell.h:80-81, UIKit.swiftinterface:1149-1157, UINavigationItem.h), with a model
// table that lays its rows out at a fixed height and sets its content size.

/// source: UIKit/UINavigationItem.h.
@MainActor open class UINavigationItem: NSObject {
  open var title: String?
  /// source: UINavigationItem.h `largeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, @unchecked Sendable {
    case automatic = 0, always, never
  }
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
}

/// source: UIKit/UIViewController.h.
@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { nil }
  private var _view: UIView?
  open var view: UIView! {
    get {
      if _view == nil {
        loadView()
        _view?._viewController = self
        viewDidLoad()
      }
      return _view
    }
    set {
      _view = newValue
      newValue?._viewController = self
    }
  }
  open func loadView() { _view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
  open func viewDidLoad() {}
  open var title: String?
  open var navigationItem: UINavigationItem { _navigationItem }
  private let _navigationItem = UINavigationItem()
}

/// source: UIKit/UITableView.h:525-534 (`NS_SWIFT_UI_ACTOR @protocol UITableViewDataSource`).
@MainActor public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// source: UIKit/UITableView.h:339-341.
@MainActor open class UITableView: UIScrollView {
  /// source: apinotes `UITableViewStyle` → `UITableView.Style`.
  public enum Style: Int, @unchecked Sendable { case plain = 0, grouped, insetGrouped }
  /// Model: every row is this tall (pt).
  public var _rowHeight: CGFloat = 44
  open weak var dataSource: (any UITableViewDataSource)?
  private var _registered: [String: UITableViewCell.Type] = [:]

  /// Model: a table bounces vertically however few its rows, unlike a plain scroll view or a
  /// collection view (UIKit's headers do not say so; it is the widely reported default).
  public init(frame: CGRect, style: Style) {
    super.init(frame: frame)
    alwaysBounceVertical = true
  }
  public required init?(coder: NSCoder) { nil }
  public override init(frame: CGRect) {
    super.init(frame: frame)
    alwaysBounceVertical = true
  }

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    _registered[identifier] = cellClass as? UITableViewCell.Type
  }
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    (_registered[identifier] ?? UITableViewCell.self).init(
      style: .default, reuseIdentifier: identifier)
  }
  /// Model: where a plain table's section header floats once the content is scrolled past its
  /// section's top ("section headers … float when the table view is scrolled", Apple's
  /// documentation of `UITableView.Style.plain`): at the top of what the adjusted insets leave
  /// in view (content coordinates).
  public var _floatingHeaderY: CGFloat { contentOffset.y + adjustedContentInset.top }

  /// Model: asks the data source for the rows and sets the content size from them.
  open func reloadData() {
    let rows = dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0
    for row in 0..<min(rows, 20) {
      _ = dataSource?.tableView(self, cellForRowAt: IndexPath(row: row, section: 0))
    }
    contentSize = CGSize(width: bounds.width, height: CGFloat(rows) * _rowHeight)
  }
}

/// source: UIKit/UITableViewCell.h:80-81.
@MainActor open class UITableViewCell: UIView {
  /// source: apinotes `UITableViewCellStyle` → `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, @unchecked Sendable { case `default` = 0, value1, value2, subtitle }
  public required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) { nil }
  /// source: UIKit.swiftinterface:1149-1157.
  public var contentConfiguration: (any UIContentConfiguration)?
  /// source: UIKit.swiftinterface:1149-1157.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }
}

/// source: UIKit.swiftinterface (`public protocol UIContentConfiguration`); its requirements
/// are left out: nothing here conforms a type of its own.
public protocol UIContentConfiguration {}

/// source: UIKit.swiftinterface (`public struct UIListContentConfiguration`).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public var text: String?
  public var secondaryText: String?
  init() {}
}

/// source: UIKit/UITableViewController.h.
@MainActor open class UITableViewController: UIViewController, UITableViewDataSource {
  public init(style: UITableView.Style) {
    tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
    super.init(nibName: nil, bundle: nil)
    tableView.dataSource = self
    view = tableView
  }
  public required init?(coder: NSCoder) { nil }
  open var tableView: UITableView!
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

/// source: UIKit/UICollectionView.h:361-362.
@MainActor open class UICollectionView: UIScrollView {}

extension IndexPath {
  /// source: UIKit.swiftinterface (`extension IndexPath { init(row:section:); var row }`).
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public var row: Int { self[1] }
}
