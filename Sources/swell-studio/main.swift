// swell-studio: design a pull-to-refresh effect on a live list, then export it. See
// `swell-studio --help`, and Tests/gtk/studio-under-xvfb.sh for how scripts drive it.

import Glibc
import SwellGTK
import _SwellCommandLine
import _SwellGTKWidgets

let options = StudioOptions.spec.parseOrExit(StudioOptions.parse)

let log = EventLog(isEnabled: options.log)
let application = Application(id: "org.swell.Studio")
var studio: StudioWindow?

application.onActivate { application in
  do {
    let window = try StudioWindow(application: application, options: options, log: log)
    studio = window
    Task { await window.announceWhenReady() }
  } catch {
    writeToStandardError("Error: \(error)\n")
    application.quit()
  }
  if let seconds = options.quitAfter {
    application.quit(after: seconds) { log("quit") }
  }
}

exit(application.run())
