// swift-tools-version:6.2
//
// Swell: pull-to-refresh animations on a platform-independent, time-based motion core.
// See Sources/Swell/Swell.docc/Architecture.md for the flow, the targets and the rules, and
// README.md for use.

import Foundation
import PackageDescription

// `SWELL_APPLE_MIRROR=1` (`make test-apple`) builds the Apple slice of the package on Linux: the
// core, `SwellUIKit`, `SwellSwiftUI` and the example iOS app, against a mirror of the UIKit,
// QuartzCore, CoreGraphics and SwiftUI declarations they use (Tests/AppleMirror), with the
// adapters' behavioural tests. Anywhere else the mirror does not exist and the adapters build
// against Apple's frameworks (on Linux they compile to nothing).
let appleMirror = Context.environment["SWELL_APPLE_MIRROR"] == "1"

// `SWELL_CORE=1` (`make test-core`) keeps only the portable core (Swell, SwellLottie) and its
// tests, which need no system library: the lane for a machine with nothing but Swift installed.
let coreOnly = Context.environment["SWELL_CORE"] == "1"

// GTK 4's and Pango's pc files pull in compiler flags SwiftPM refuses (-pthread, -msse…) and
// warns about in every build of every package that depends on Swell. Where they are where Debian
// and Ubuntu put them, CGtk and CPango read the same headers and libraries from clean pc files of
// ours (Sources/CGtk/pkgconfig, Sources/CPango/pkgconfig); anywhere else, from the library's own.
func cleanPkgConfig(_ target: String, ours name: String, needs header: String, otherwise: String)
  -> String
{
  #if arch(x86_64)
    let triple = "x86_64-linux-gnu"
  #elseif arch(arm64)
    let triple = "aarch64-linux-gnu"
  #else
    let triple = ""
  #endif
  let ours = "\(Context.packageDirectory)/Sources/\(target)/pkgconfig/\(name)-\(triple).pc"
  let found = FileManager.default.fileExists(atPath:)
  let needed = header.replacingOccurrences(of: "TRIPLE", with: triple)
  return !triple.isEmpty && found(ours) && found(needed) ? ours : otherwise
}
let gtkPkgConfig = cleanPkgConfig(
  "CGtk", ours: "swell-gtk4", needs: "/usr/lib/TRIPLE/graphene-1.0/include/graphene-config.h",
  otherwise: "gtk4")
let pangoPkgConfig = cleanPkgConfig(
  "CPango", ours: "swell-pangocairo", needs: "/usr/include/pango-1.0/pango/pangocairo.h",
  otherwise: "pangocairo")

let package = Package(
  name: "swell",
  // The core (`Swell`, `SwellLottie`) is the standard library and libm only; these are the
  // Apple systems it supports. The other products need Linux's cairo, libwebp, giflib, GTK.
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "Swell", targets: ["Swell"]),
    .library(name: "SwellLottie", targets: ["SwellLottie"]),
    .library(name: "SwellCairo", targets: ["SwellCairo"]),
    .library(name: "SwellExport", targets: ["SwellExport"]),
    .library(name: "SwellGTK", targets: ["SwellGTK"]),
    // GTK 4's C API for apps that use SwellGTK: `import CGtk` (see SwellGTK's Getting started).
    .library(name: "CGtk", targets: ["CGtk"]),
    .library(name: "SwellUIKit", targets: ["SwellUIKit"]),
    .library(name: "SwellSwiftUI", targets: ["SwellSwiftUI"]),
    .executable(name: "swell", targets: ["swell"]),
    .executable(name: "swell-demo", targets: ["swell-demo"]),
    .executable(name: "swell-studio", targets: ["swell-studio"]),
  ],
  targets: [
    // MARK: - Public API

    /// Geometry, motion, scroll physics, the refresh machine and session, simulation, preview,
    /// scenes and styles. Standard library and libm only.
    .target(name: "Swell"),

    /// Scenes and simulations to Lottie documents. Swell only: it ships wherever Swell does.
    .target(name: "SwellLottie", dependencies: ["Swell"]),

    /// Draws a `Scene` with cairo, its text with Pango: image surfaces, PNG, SVG, PDF.
    .target(name: "SwellCairo", dependencies: ["Swell", "_SwellFiles", "CCairo", "CPango"]),

    /// One export API for every format: animated WebP, GIF, PNG frames, stills, Lottie.
    .target(
      name: "SwellExport",
      dependencies: [
        "Swell", "SwellCairo", "SwellLottie", "_SwellFiles", "CWebP", "CGif", "CZlib",
      ]),

    /// A GTK 4 adapter: any scrollable content under a Swell header and footer.
    .target(name: "SwellGTK", dependencies: ["Swell", "SwellCairo", "CGtk"]),

    /// UIKit hosts: any `UIScrollView` gets a Swell header and footer (`scrollView.swell`).
    .target(
      name: "SwellUIKit", dependencies: ["Swell"] + (appleMirror ? ["UIKit"] : []),
      path: "Sources/SwellUIKit"),

    /// SwiftUI: `.swellRefreshable` on a `List` or `ScrollView`, and a view that draws a scene.
    .target(
      name: "SwellSwiftUI",
      dependencies: ["Swell", "SwellUIKit"] + (appleMirror ? ["SwiftUI"] : []),
      path: "Sources/SwellSwiftUI"),

    /// The `swell` command-line tool.
    .executableTarget(
      name: "swell",
      dependencies: ["Swell", "SwellCairo", "SwellExport", "_SwellFiles", "_SwellCommandLine"]),

    /// A window with a list and a refresh header, one style at a time.
    .executableTarget(
      name: "swell-demo",
      dependencies: ["Swell", "SwellGTK", "_SwellGTKWidgets", "_SwellCommandLine"]),

    /// Swell Studio: tune a style on a live list, record a gesture, export for any app.
    .executableTarget(
      name: "swell-studio",
      dependencies: [
        "Swell", "SwellGTK", "_SwellGTKWidgets", "SwellExport", "SwellLottie", "_SwellFiles",
        "_SwellCommandLine",
      ]),

    // MARK: - Implementation details

    /// Files written in one piece, and their removal when the process is interrupted; shared
    /// by the renderer, the exporters and the command line (package access only).
    .target(name: "_SwellFiles", dependencies: ["Swell"]),
    /// The command line the three executables share: each option declared once (name, type,
    /// range or choices, default, help), its checks, errors and help generated from it
    /// (package access only).
    .target(name: "_SwellCommandLine", dependencies: ["Swell"]),
    /// The demo's and the studio's GTK widgets and event log, outside the SwellGTK product an
    /// app links (package access only).
    .target(
      name: "_SwellGTKWidgets", dependencies: ["Swell", "SwellCairo", "SwellGTK", "CGtk"]),

    // MARK: - System libraries (Debian packages)

    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CGtk", pkgConfig: gtkPkgConfig, providers: [.apt(["libgtk-4-dev"])]),
    .systemLibrary(
      name: "CPango", pkgConfig: pangoPkgConfig, providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(
      name: "CRlottie", pkgConfig: "rlottie", providers: [.apt(["librlottie-dev"])]),
    .systemLibrary(
      name: "CWebPDemux", pkgConfig: "libwebpdemux", providers: [.apt(["libwebp-dev"])]),

    // MARK: - Tests

    /// Helpers the test targets share: temporary directories, running tools, a seeded generator.
    .target(name: "SwellTestSupport", dependencies: ["Swell"], path: "Tests/SwellTestSupport"),

    // One test target per library, named after it; the first two need no system library.
    .testTarget(name: "SwellTests", dependencies: ["Swell", "SwellTestSupport", "_SwellFiles"]),
    .testTarget(
      name: "SwellLottieTests", dependencies: ["Swell", "SwellLottie", "SwellTestSupport"]),
    // A style written outside the package, with the public API alone (no `@testable`).
    .testTarget(name: "SwellStyleAuthoringTests", dependencies: ["Swell", "SwellLottie"]),
    // Reference images are found through #filePath (so record mode can write them into the
    // source tree), not through a resource bundle.
    .testTarget(
      name: "SwellCairoTests", dependencies: ["Swell", "SwellCairo", "CCairo", "SwellTestSupport"],
      exclude: ["References"]),
    .testTarget(
      name: "SwellExportTests",
      dependencies: [
        "Swell", "SwellCairo", "SwellExport", "SwellLottie", "CRlottie", "CWebPDemux",
        "SwellTestSupport",
      ]),
    .testTarget(
      name: "SwellCLITests", dependencies: ["swell", "_SwellCommandLine", "SwellTestSupport"]),
    .testTarget(
      name: "SwellGTKTests",
      dependencies: [
        "Swell", "SwellGTK", "_SwellGTKWidgets", "swell-demo", "swell-studio",
        "_SwellCommandLine",
        "SwellTestSupport",
      ]),
  ]
)

if appleMirror {
  // Only what Apple platforms build, plus the mirror and the tests that use it.
  let apple: Set<String> = ["Swell", "SwellUIKit", "SwellSwiftUI", "SwellTestSupport"]
  package.targets =
    package.targets.filter { apple.contains($0.name) } + [
      .target(name: "CoreGraphics", path: "Tests/AppleMirror/CoreGraphics"),
      .target(
        name: "QuartzCore", dependencies: ["CoreGraphics"], path: "Tests/AppleMirror/QuartzCore"),
      .target(name: "UIKit", dependencies: ["QuartzCore"], path: "Tests/AppleMirror/UIKit"),
      .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Tests/AppleMirror/SwiftUI"),
      .executableTarget(
        name: "SwellExample", dependencies: ["Swell", "SwellUIKit", "SwellSwiftUI", "SwiftUI"],
        path: "Examples/iOS/SwellExample"),
      .testTarget(
        name: "SwellAppleTests",
        dependencies: [
          "Swell", "SwellUIKit", "SwellSwiftUI", "UIKit", "SwiftUI", "SwellTestSupport",
        ],
        path: "Tests/SwellAppleTests",
        // Swift Testing's cross-import overlays for CoreGraphics and UIKit exist only on Apple
        // platforms; with the mirror's modules of those names Linux would look for them.
        swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ]
  package.products = [
    .library(name: "Swell", targets: ["Swell"]),
    .library(name: "SwellUIKit", targets: ["SwellUIKit"]),
    .library(name: "SwellSwiftUI", targets: ["SwellSwiftUI"]),
  ]
}

if coreOnly {
  let core: Set<String> = [
    "Swell", "SwellLottie", "SwellTestSupport", "SwellTests", "SwellLottieTests", "_SwellFiles",
    "SwellStyleAuthoringTests",
  ]
  package.targets = package.targets.filter { core.contains($0.name) }
  package.products = [
    .library(name: "Swell", targets: ["Swell"]),
    .library(name: "SwellLottie", targets: ["SwellLottie"]),
  ]
}
