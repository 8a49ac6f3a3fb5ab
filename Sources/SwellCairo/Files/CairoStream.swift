internal import CCairo
import _SwellFiles

/// The write callback for cairo's `*_for_stream` functions: the closure is an unretained
/// `AtomicFile`, which records any failure so the caller can report it with the path.
let writeToAtomicFile: cairo_write_func_t = { closure, data, length in
  guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
  let file = Unmanaged<AtomicFile>.fromOpaque(closure).takeUnretainedValue()
  guard length > 0 else { return CAIRO_STATUS_SUCCESS }
  guard let data else { return CAIRO_STATUS_WRITE_ERROR }
  let ok = file.write(UnsafeRawBufferPointer(start: data, count: Int(length)))
  return ok ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
}

extension AtomicFile {
  /// The pointer cairo hands back to `writeToAtomicFile`; valid while `self` is alive.
  var cairoClosure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// Throws the recorded write failure if there is one, else a cairo error for `operation`.
  func check(_ status: cairo_status_t, _ operation: String) throws {
    if let failure { throw failure }
    try checkCairo(status, operation)
  }
}
