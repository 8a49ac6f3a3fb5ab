import Testing

@testable import Swell

/// Expects `body` to throw `SwellError.invalidParameter` naming `parameter`, with a non-empty
/// value and accepted range, reporting at the caller's line.
func expectRejection(
  naming parameter: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Void
) {
  do {
    try body()
    Issue.record("expected \(parameter) to be rejected", sourceLocation: sourceLocation)
  } catch SwellError.invalidParameter(let name, let value, let accepted) {
    #expect(name == parameter, sourceLocation: sourceLocation)
    #expect(!value.isEmpty && !accepted.isEmpty, sourceLocation: sourceLocation)
  } catch {
    Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
  }
}
