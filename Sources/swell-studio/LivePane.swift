import Swell
import SwellGTK
import _SwellGTKWidgets

/// The live list under the design's control, and what a person does with it: pull it, run a
/// refresh from code with a chosen duration and outcome, record a gesture and replay it.
@MainActor
final class LivePane {
  /// The pane's column.
  let column = Box(vertical: true, spacing: 8)
  /// Runs a refresh from code.
  let refreshButton = Button("Refresh")
  /// How long the action takes (s).
  let durationField = Entry(width: 5)
  /// How the action ends.
  let outcomeChoice = DropDown(LivePane.outcomes)
  /// Starts and stops recording.
  let recordButton = Button("Record")
  /// Plays the recorded gesture with the current design.
  let replayButton = Button("Replay")
  /// What the pane says about the action and the recording.
  let status = Label("", wraps: true)
  /// The live view, rebuilt for each design.
  private(set) var view: RefreshScrollView?
  /// The recorded gesture, once there is one.
  private(set) var recorded: Interaction?

  /// The stage's size (pt): a phone's width.
  static let stageSize = SwellSize(width: 375, height: 520)
  /// The outcomes the action can end with, by name (`RefreshOutcome.name`).
  static let outcomes = ["success", "failure", "noMoreData"]
  /// The longest action the field accepts (s).
  static let longestAction = 60.0

  private let stage = Box(vertical: true)
  private var staged: Widget?
  private let player = ScenePlayer()
  private var actionDuration = 1.5
  private let log: EventLog
  private var design: StudioDesign?
  /// Called with each effect of the live view's session.
  var onEffect: (@MainActor (RefreshSession.Effect) -> Void)?

  init(log: EventLog) {
    self.log = log
    stage.setMinimumSize(width: Int(Self.stageSize.width), height: Int(Self.stageSize.height))
    stage.addCSSClass("studio-stage")
    player.expand(horizontally: true, vertically: true)
    column.append(stage)

    durationField.text = "1.5"
    durationField.onCommit { [weak self] text in self?.setDuration(text) }
    let refreshRow = Box(vertical: false, spacing: 6)
    refreshRow.append(refreshButton)
    refreshRow.append(Label("for"))
    refreshRow.append(durationField)
    refreshRow.append(Label("s, ending in"))
    refreshRow.append(outcomeChoice)
    column.append(refreshRow)
    refreshButton.onClick { [weak self] in
      guard let self, let design = self.design else { return }
      self.view?.beginRefreshing(design.edge)
    }

    // Fixed sizes, so that nothing moves when a label changes (scripts click where the
    // controls were announced).
    recordButton.setMinimumSize(width: 140, height: -1)
    status.setMinimumSize(width: -1, height: 40)
    let recordRow = Box(vertical: false, spacing: 6)
    recordRow.append(recordButton)
    recordRow.append(replayButton)
    replayButton.isSensitive = false
    recordButton.onClick { [weak self] in self?.toggleRecording() }
    replayButton.onClick { [weak self] in self?.replay() }
    column.append(recordRow)
    status.addCSSClass("studio-status")
    column.append(status)
  }

  /// Shows `design` on a new live view (a refresh under way on the old one is cancelled).
  ///
  /// - Throws: `SwellError.invalidParameter` when the session refuses the style's distances.
  func show(_ design: StudioDesign) throws {
    let list = TextList()
    list.rows = (1...30).map { TextList.Row(title: "Row \($0)", subtitle: Self.hint(for: $0)) }
    let action: RefreshSession.Action = .perform { [weak self] in
      let (duration, outcome) = await MainActor.run {
        (self?.actionDuration ?? 1, self?.chosenOutcome ?? .success)
      }
      try await Task.sleep(for: .seconds(duration))
      return outcome
    }
    let control = RefreshSession.Control(
      design.edge, style: design.style, configuration: design.configuration, action: action)
    let view = try RefreshScrollView(content: list.pointer, controls: [control])
    view.accessibleLabel = "Live list"
    view.textScale = design.textScale
    view.onEffect = { [weak self] effect in self?.onEffect?(effect) }
    let wasRecording = self.view?.isRecording ?? false
    self.view = view
    self.design = design
    put(Widget(borrowing: view.widget))
    if wasRecording { view.startRecording() }
  }

  /// Takes a change to the design that needs no new list (the text size, the palette, reduced
  /// motion), keeping any refresh under way: the live view shows the text size chosen, not
  /// the desktop's, and Replay draws with all three.
  func follow(_ design: StudioDesign) {
    view?.textScale = design.textScale
    self.design = design
  }

  /// The rectangle of the live list in the window (pt).
  var listFrame: SwellRect? { view?.frameInWindow }

  private func put(_ widget: Widget) {
    if let staged { stage.remove(staged) }
    widget.expand(horizontally: true, vertically: true)
    stage.append(widget)
    staged = widget
  }

  private static func hint(for row: Int) -> String {
    switch row {
    case 1: "Pull this list down and let go past the line"
    case 2: "Change a parameter on the left: it shows at once"
    case 3: "Record, pull, then Replay or export the gesture"
    default: "A row of the list"
    }
  }

  private var chosenOutcome: RefreshOutcome {
    switch outcomeChoice.selectedItem {
    case "failure"?: .failure(message: "The studio's action failed, as asked")
    case "noMoreData"?: .noMoreData
    default: .success
    }
  }

  private func setDuration(_ text: String) {
    guard let seconds = Double(text), seconds.isFinite, (0...Self.longestAction).contains(seconds)
    else {
      durationField.showsError(true)
      status.text = "The action's duration '\(text)' is not a number of seconds in 0…60"
      log("refused duration=\(text)")
      return
    }
    durationField.showsError(false)
    actionDuration = seconds
    status.text = ""
    log("duration \(seconds)")
  }

  private func toggleRecording() {
    guard let view else { return }
    if view.isRecording {
      do {
        recorded = try view.stopRecording()
        let steps = recorded?.steps.count ?? 0
        status.text = "Recorded \(steps) steps: Replay, or export it as a gesture JSON"
        log("recorded steps=\(steps)")
        replayButton.isSensitive = recorded != nil
      } catch {
        status.text = "The recording cannot be kept: \(error)"
        log("recording refused: \(error)")
      }
      recordButton.label = "Record"
    } else {
      view.startRecording()
      recordButton.label = "Stop recording"
      status.text = "Recording: pull the list, let go, wait for the refresh to end, then stop"
      log("recording")
    }
  }

  /// Plays the recorded gesture with the current design, drawn as `swell render` draws it,
  /// then shows the live list again.
  private func replay() {
    guard let recorded, let design else { return }
    do {
      let animation = try PreviewAnimation(
        style: design.style, edge: design.edge, interaction: recorded,
        width: Self.stageSize.width, viewportHeight: Self.stageSize.height,
        reduceMotion: design.reduceMotion, fps: 60,
        texts: RefreshTexts(scale: design.textScale), appearance: design.appearance)
      let live = staged
      put(player)
      log("replay started frames=\(animation.frameCount)")
      player.play(
        duration: Double(animation.frameCount) / animation.fps,
        scene: { time in try? animation.scene(time: time) },
        finished: { [weak self] in
          guard let self, let live else { return }
          self.put(live)
          self.log("replay ended")
        })
    } catch {
      status.text = "The gesture cannot be replayed: \(error)"
    }
  }
}
