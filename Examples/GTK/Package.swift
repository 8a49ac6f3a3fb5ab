// swift-tools-version:6.2
//
// A GTK 4 app that uses Swell the way any outside package would: by path (or by URL and
// version), through its public products only. `swift run` opens it; README.md says more.

import PackageDescription

let package = Package(
  name: "swell-gtk-example",
  dependencies: [
    // An app of yours writes `.package(url: "https://…/swell.git", branch: "main")` (0.3.0 is not tagged yet).
    .package(name: "swell", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "SwellGTKExample",
      dependencies: [
        .product(name: "Swell", package: "swell"),
        .product(name: "SwellGTK", package: "swell"),
        .product(name: "CGtk", package: "swell"),
      ])
  ]
)
