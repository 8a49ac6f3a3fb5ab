import Swell
import SwellGTK
import _SwellGTKWidgets

/// The studio's window: the design's controls and inspector on the left; the live list, its
/// refresh and recording controls, and the export panel on the right.
@MainActor
final class StudioWindow {
  private let application: Application
  private let window: Window
  private let log: EventLog
  private var design: StudioDesign
  private let styleChoice = DropDown(StyleCatalog.names)
  private let presetChoice = DropDown(StyleCatalog.Preset.allCases.map(\.rawValue).reversed())
  private let edgeChoice = DropDown(["header", "footer"])
  private let reduceMotionSwitch = Switch()
  private let darkSwitch = Switch()
  private let textScaleChoice = DropDown(StudioDesign.textScales.map(StudioDesign.textScaleTitle))
  private let inspectorHolder = Box(vertical: true)
  private var inspector: Inspector?
  private let live: LivePane
  private let export = ExportPanel()

  init(application: Application, options: StudioOptions, log: EventLog) throws {
    self.application = application
    self.log = log
    design = try StudioDesign(styleName: options.style)
    design.reduceMotion = options.reduceMotion
    live = LivePane(log: log)
    application.addCSS(Self.css)
    window = Window(application: application, title: "Swell Studio", width: 1000, height: 860)

    let left = Box(vertical: true, spacing: 8)
    left.setMinimumSize(width: 400, height: -1)
    left.append(labelled("Style", styleChoice))
    left.append(labelled("Start from", presetChoice))
    left.append(labelled("Edge", edgeChoice))
    left.append(labelled("Reduce motion", reduceMotionSwitch))
    left.append(labelled("Dark", darkSwitch))
    left.append(labelled("Text size", textScaleChoice))
    let heading = Label("Parameters")
    heading.addCSSClass("studio-heading")
    left.append(heading)
    let scroller = ScrolledWindow(inspectorHolder)
    scroller.expand(horizontally: true, vertically: true)
    left.append(scroller)

    let right = Box(vertical: true, spacing: 10)
    right.append(live.column)
    right.append(export.column)

    let row = Box(vertical: false, spacing: 18)
    row.setMargins(top: 12, start: 12, bottom: 12, end: 12)
    row.append(left)
    row.append(right)
    row.addCSSClass("studio")
    window.setChild(row)

    styleChoice.selectedIndex = StyleCatalog.names.firstIndex(of: design.styleName)
    reduceMotionSwitch.isOn = design.reduceMotion
    textScaleChoice.selectedIndex = StudioDesign.textScales.firstIndex(of: design.textScale)
    connect()
    if design.reduceMotion { application.setAnimationsEnabled(false) }
    try rebuild()
    if let path = options.open { open(path) }
    export.suggestFileName(styleName: design.styleName)
    window.present()
  }

  private func labelled(_ title: String, _ control: Widget) -> Box {
    let row = Box(vertical: false, spacing: 8)
    let label = Label(title)
    label.expand(horizontally: true, vertically: false)
    row.append(label)
    row.append(control)
    return row
  }

  private func connect() {
    styleChoice.onSelect { [weak self] index in
      self?.choose(styleName: StyleCatalog.names[index])
    }
    presetChoice.onSelect { [weak self] _ in
      guard let self else { return }
      self.choose(styleName: self.design.styleName)
    }
    edgeChoice.onSelect { [weak self] index in
      guard let self else { return }
      self.design.edge = index == 0 ? .top : .bottom
      self.log("edge \(self.design.edge.rawValue)")
      self.showLive()
    }
    darkSwitch.onToggle { [weak self] isOn in
      guard let self else { return }
      self.design.appearance = isOn ? .dark : .light
      // The whole studio turns dark, and the live list with it, as it follows GTK's theme.
      self.application.setPrefersDarkTheme(isOn)
      self.live.follow(self.design)
      self.log("appearance \(self.design.appearance.rawValue)")
    }
    textScaleChoice.onSelect { [weak self] index in
      guard let self else { return }
      self.design.textScale = StudioDesign.textScales[index]
      // On the list as it is, so that a refresh under way goes on in the larger words.
      self.live.follow(self.design)
      self.log("text-scale \(self.design.textScale)")
      // The menu's width follows its label: say where it is now.
      self.announceLayoutSoon()
    }
    reduceMotionSwitch.onToggle { [weak self] isOn in
      guard let self else { return }
      self.design.reduceMotion = isOn
      // The live view follows GTK's own setting, as it does for the desktop's.
      self.application.setAnimationsEnabled(!isOn)
      self.live.follow(self.design)
      self.log("reduce-motion \(isOn)")
    }
    live.onEffect = { [weak self] effect in self?.logEffect(effect) }
    export.exportButton.onClick { [weak self] in self?.runExport() }
    export.openButton.onClick { [weak self] in
      guard let self else { return }
      self.open(self.export.pathField.text)
    }
    export.formatChoice.onSelect { [weak self] _ in
      guard let self else { return }
      self.export.suggestFileName(styleName: self.design.styleName)
    }
  }

  private var chosenPreset: StyleCatalog.Preset {
    StyleCatalog.Preset(rawValue: presetChoice.selectedItem ?? "") ?? .standard
  }

  private func choose(styleName: String) {
    do {
      try design.choose(styleName: styleName, preset: chosenPreset)
      try rebuild()
      export.suggestFileName(styleName: styleName)
      log("style \(styleName) preset=\(chosenPreset.rawValue)")
      announceLayoutSoon()
    } catch {
      export.show(error: "\(error)")
    }
  }

  /// A new inspector for the design's parameters, and the live view.
  private func rebuild() throws {
    if let inspector { inspectorHolder.remove(inspector.column) }
    let inspector = Inspector(
      parameters: design.parameters,
      current: { [weak self] name in self?.design.parameterValue(of: name) },
      onEdit: { [weak self] name, value in
        // A refusal's message below its field moves the fields under it: say where they are.
        defer { self?.announceLayoutSoon() }
        try self?.apply(name, value)
      })
    inspectorHolder.append(inspector.column)
    self.inspector = inspector
    try live.show(design)
  }

  /// Applies one edit to the design and shows it live; throws the library's refusal.
  private func apply(_ name: String, _ value: ParameterValue) throws {
    do {
      try design.set(name, to: value)
    } catch {
      log("refused \(name)=\(value.text): \(error)")
      throw error
    }
    log("applied \(name)=\(design.value(of: name))")
    showLive()
  }

  private func showLive() {
    do {
      try live.show(design)
    } catch {
      export.show(error: "\(error)")
    }
  }

  private func open(_ path: String) {
    do {
      try design.open(path)
      styleChoice.selectedIndex = StyleCatalog.names.firstIndex(of: design.styleName)
      try rebuild()
      export.show(message: "Opened the \(design.styleName) style from \(path)")
      log("opened style=\(design.styleName) path=\(path)")
      announceLayoutSoon()
    } catch {
      export.show(error: "\(error)")
      log("open refused: \(error)")
    }
  }

  private func runExport() {
    let format = StudioExportFormat.allCases[export.formatChoice.selectedIndex ?? 0]
    let path = export.pathField.text
    guard !path.isEmpty else {
      export.show(error: "Type the file to write in the field beside Export")
      return
    }
    let job = StudioExportJob(
      format: format, style: design.style, edge: design.edge,
      reduceMotion: design.reduceMotion, appearance: design.appearance,
      textScale: design.textScale, interaction: live.recorded)
    export.begin()
    log("export started format=\(format.rawValue) path=\(path)")
    let progressSink = ExportProgress { [weak self] fraction in self?.export.progress(fraction) }
    Task.detached {
      let result = Result { try job.run(to: path) { progressSink.report($0) } }
      await MainActor.run { [weak self] in
        guard let self else { return }
        switch result {
        case .success(let summary):
          self.export.finish(message: "Wrote \(path) (\(format.title), \(summary))")
          self.log("exported format=\(format.rawValue) path=\(path) \(summary)")
        case .failure(let error):
          self.export.finish(error: "\(error)")
          self.log("export failed: \(error)")
        }
      }
    }
  }

  private func logEffect(_ effect: RefreshSession.Effect) {
    let name = design.styleName
    switch effect {
    case .stateChanged(let edge, _, let to):
      let updated = live.view?.texts.lastUpdated ?? "never"
      log("state \(to.name) style=\(name) edge=\(edge) last-updated=\(updated)")
    case .armed(let edge): log("armed style=\(name) edge=\(edge)")
    case .disarmed(let edge): log("disarmed style=\(name) edge=\(edge)")
    case .refreshEnded(let edge, _, let outcome):
      log("ended \(outcome.name) style=\(name) edge=\(edge)")
    case .actionStarted(let edge, _): log("action started style=\(name) edge=\(edge)")
    case .refreshInsetChanged, .actionCancelled, .backAtRest: break
    }
  }

  /// Waits until the live list is on screen, then logs where every control is (pt, in the
  /// window) so that a script knows where to click, type and drag.
  func announceWhenReady() async {
    for _ in 0..<200 {
      if let frame = live.listFrame, frame.size.width > 0 {
        announceLayout()
        log("ready style=\(design.styleName)")
        return
      }
      try? await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Announces the places again once GTK has laid out a change.
  private func announceLayoutSoon() {
    Task { [weak self] in
      try? await Task.sleep(for: .milliseconds(100))
      self?.announceLayout()
    }
  }

  private func announceLayout() {
    var places: [(String, SwellRect?)] = [
      ("list", live.listFrame), ("style", styleChoice.frameInWindow),
      ("preset", presetChoice.frameInWindow), ("edge", edgeChoice.frameInWindow),
      ("text-size", textScaleChoice.frameInWindow),
      ("refresh", live.refreshButton.frameInWindow),
      ("duration", live.durationField.frameInWindow),
      ("outcome", live.outcomeChoice.frameInWindow),
      ("record", live.recordButton.frameInWindow), ("replay", live.replayButton.frameInWindow),
      ("format", export.formatChoice.frameInWindow), ("path", export.pathField.frameInWindow),
      ("export", export.exportButton.frameInWindow), ("open", export.openButton.frameInWindow),
    ]
    for (name, entry) in inspector?.fields.sorted(by: { $0.key < $1.key }) ?? [] {
      places.append(("field.\(name)", entry.frameInWindow))
    }
    for (name, frame) in places {
      guard let frame else { continue }
      let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        .map { String(Int($0.rounded())) }.joined(separator: ",")
      log("place \(name)=\(numbers)")
    }
  }

  static let css = """
    .studio { background-color: #f6f5f4; }
    .studio-heading { font-weight: bold; margin-top: 8px; }
    .studio-parameter-name { font-weight: bold; }
    .studio-parameter-summary { font-size: smaller; }
    .studio-error, .studio-status-error { color: #c01c28; }
    .studio-stage { background-color: #eef0f4; border: 1px solid #d0d3da; }
    .swell-list { background-color: #ffffff; }
    .swell-row { background-color: #ffffff; padding: 10px 18px; border-bottom: 1px solid #e3e5ea; }
    .swell-row-title { font-weight: bold; color: #1c1e22; }
    .swell-row-subtitle { font-size: smaller; }
    """
}

/// Carries an export's progress from its thread to the main actor.
final class ExportProgress: Sendable {
  private let body: @MainActor @Sendable (Double) -> Void

  init(_ body: @escaping @MainActor @Sendable (Double) -> Void) {
    self.body = body
  }

  /// Reports `fraction` (0…1) on the main actor; callable from any thread.
  func report(_ fraction: Double) {
    Task { @MainActor in body(fraction) }
  }
}
