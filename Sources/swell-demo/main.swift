import Glibc
import Dispatch
import Swell
import SwellGTK

struct Plain: RefreshStyle {
  var name: String { "plain" }
  var headerHeight: Double { 120 }
  var triggerDistance: Double { 80 }
  var refreshingHeight: Double { 80 }
  var finishingDuration: Double { 0.3 }
  func scene(in context: RefreshContext) -> Scene { Scene(size: context.headerSize) }
}

let app = Application(id: "org.swell.Demo")
app.onActivate { app in
  let list = TextList()
  list.rows = (1...30).map { TextList.Row(title: "Row \($0)", subtitle: "subtitle") }
  let view = RefreshScrollView(style: Plain(), content: list)
  let window = Window(application: app, title: "Swell")
  window.setChild(view)
  window.present()
  DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { print("dispatch main ran"); fflush(nil) }
  Task { @MainActor in
    try? await Task.sleep(for: .seconds(3))
    print("main actor task ran")
    fflush(nil)
    app.quit()
  }
}
exit(app.run())
