// swift-tools-version:6.0
//
// Swell: pull-to-refresh animations on a platform-independent, time-based motion core.
// See ../shared/DESIGN.md (architecture) and README.md (use).

import PackageDescription

let package = Package(
  name: "swell",
  products: [
    .library(name: "Swell", targets: ["Swell"]),
    .library(name: "SwellCairo", targets: ["SwellCairo"]),
    .library(name: "SwellExport", targets: ["SwellExport"]),
    .library(name: "SwellGTK", targets: ["SwellGTK"]),
    .executable(name: "swell", targets: ["swell"]),
    .executable(name: "swell-demo", targets: ["swell-demo"]),
  ],
  targets: [
    // MARK: - Public API

    /// Geometry, motion, scene model, refresh engine and styles. Standard library and libm only.
    .target(name: "Swell"),

    /// Draws a `Scene` with cairo: image surfaces, PNG, SVG, PDF.
    .target(name: "SwellCairo", dependencies: ["Swell", "CCairo"]),

    /// Frame sequences to animated WebP, GIF, numbered PNG frames and Lottie JSON.
    .target(name: "SwellExport", dependencies: ["Swell", "SwellCairo", "CWebP", "CGif"]),

    /// A GTK 4 scroll view with a Swell refresh header.
    .target(name: "SwellGTK", dependencies: ["Swell", "SwellCairo", "CGtk"]),

    /// The `swell` command-line tool.
    .executableTarget(name: "swell", dependencies: ["Swell", "SwellCairo", "SwellExport"]),

    /// A window with a list and a refresh header, one style at a time.
    .executableTarget(name: "swell-demo", dependencies: ["Swell", "SwellGTK"]),

    // MARK: - System libraries (Debian packages)

    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .systemLibrary(
      name: "CRlottie", pkgConfig: "rlottie", providers: [.apt(["librlottie-dev"])]),

    // MARK: - Tests

    /// Helpers the test targets share: temporary directories, running tools, a seeded generator.
    .target(name: "SwellTestSupport", path: "Tests/SwellTestSupport"),

    .testTarget(name: "SwellTests", dependencies: ["Swell", "SwellTestSupport"]),
    // Reference images are found through #filePath (so record mode can write them into the
    // source tree), not through a resource bundle.
    .testTarget(
      name: "SwellCairoTests", dependencies: ["Swell", "SwellCairo", "CCairo", "SwellTestSupport"],
      exclude: ["References"]),
    .testTarget(
      name: "SwellExportTests",
      dependencies: [
        "Swell", "SwellCairo", "SwellExport", "CRlottie", "SwellTestSupport",
      ]),
    .testTarget(name: "SwellCLITests", dependencies: ["swell", "SwellTestSupport"]),
    .testTarget(name: "SwellGTKTests", dependencies: ["SwellGTK", "swell-demo"]),
  ]
)
