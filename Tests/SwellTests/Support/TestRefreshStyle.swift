@testable import Swell

/// A minimal style for engine tests: the distances of a typical header, and an empty scene.
struct TestRefreshStyle: RefreshStyle {
  var name = "test"
  var headerHeight = 120.0
  var triggerDistance = 80.0
  var refreshingHeight = 60.0
  var finishingDuration = 0.4

  func scene(in context: RefreshContext) -> SwellScene {
    SwellScene(size: context.size)
  }
}
