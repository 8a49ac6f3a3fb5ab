import SwiftUI

/// Swell's example app: every effect as a header and footer, on a `UITableViewController`
/// and on a SwiftUI `List`. See Examples/iOS/README.md to run it in Xcode.
@main
struct SwellExampleApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
