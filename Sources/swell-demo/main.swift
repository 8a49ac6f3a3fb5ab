// swell-demo: a GTK 4 window with a list under a Swell pull-to-refresh header, one tab per
// style. See `swell-demo --help`, and Tests/gtk/demo-under-xvfb.sh for how scripts drive it.

import Glibc
import SwellGTK
import _SwellCommandLine
import _SwellGTKWidgets

let options = DemoOptions.spec.parseOrExit(DemoOptions.parse)

let log = EventLog(isEnabled: options.log)
let application = Application(id: "org.swell.Demo")
var demo: DemoWindow?

application.onActivate { application in
  let window = DemoWindow(application: application, options: options, log: log)
  demo = window
  // Main-actor tasks run inside GTK's loop (SwellGTK drains the dispatch main queue there).
  Task { await window.announceWhenReady() }
  if let seconds = options.quitAfter {
    application.quit(after: seconds) { log("quit") }
  }
}

exit(application.run())
