internal import CCairo

/// Every cairo status goes through here, so a failure always names the operation.
func checkCairo(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
  guard status != CAIRO_STATUS_SUCCESS else { return }
  throw RenderError.cairo(operation: operation(), status: describe(status))
}

/// cairo's own text for a status ("out of memory", "invalid matrix …").
func describe(_ status: cairo_status_t) -> String {
  guard let text = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
  return String(cString: text)
}
