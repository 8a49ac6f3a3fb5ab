# Swell: the two commands README promises.
#   make test     installs the system libraries, builds, lints and runs every test
#   make gallery  installs the system libraries, builds and renders the README gallery
# Both work on a fresh Debian 12 machine as root (or with sudo).

SWIFT ?= swift
APT_PACKAGES = pkg-config binutils libcairo2-dev libpango1.0-dev fonts-dejavu-core fonts-droid-fallback fonts-nanum libwebp-dev libgif-dev zlib1g-dev libgtk-4-dev librlottie-dev \
	webp ffmpeg xvfb xauth xdotool imagemagick librsvg2-bin ghostscript \
	dbus-daemon at-spi2-core libglib2.0-bin chromium python3-websocket curl python3-venv
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Every Swift build of the checks treats a warning as an error.
WERROR = -Xswiftc -warnings-as-errors

.PHONY: deps build lint test test-core test-links test-apple test-gtk test-gtk-example test-lottie test-docs docs demo-png studio-png fuzz gallery bench clean

deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing:" $$missing; \
	  $(SUDO) apt-get update && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y $$missing; \
	fi

build: deps
	$(SWIFT) build

lint:
	$(SWIFT) format lint --strict -r Sources Tests Examples Package.swift

test: deps lint
	$(SWIFT) build $(WERROR) --build-tests
	$(SWIFT) test $(WERROR) --skip '^(SwellTests|SwellLottieTests)\.'
	$(MAKE) test-core
	$(MAKE) test-links
	$(MAKE) test-apple
	$(MAKE) test-gtk
	$(MAKE) test-lottie
	$(MAKE) test-docs

# The portable core's tests (SwellTests, SwellLottieTests), with nothing but Swift installed:
# no apt, no root.
# `make test` runs them here rather than in its full `swift test`.
test-core:
	SWELL_CORE=1 $(SWIFT) test $(WERROR) --scratch-path .build/core

# The portable core links nothing but the Swift runtime, libc and libm.
test-links:
	Tests/core/links-only-libc.sh

# The Apple slice (Swell, SwellUIKit, SwellSwiftUI, the iOS example app) compiled under Swift 6
# against the mirror of Apple's declarations in Tests/AppleMirror, warnings as errors, then the
# adapters' behavioural tests on its model of UIKit (one at a time: the model is one process's
# UIKit). Its own build folder, so the main build is untouched.
APPLE = SWELL_APPLE_MIRROR=1 $(SWIFT)
APPLE_BUILD = --scratch-path .build/apple-mirror
test-apple:
	$(APPLE) build $(APPLE_BUILD) --build-tests -Xswiftc -warnings-as-errors
	$(APPLE) test $(APPLE_BUILD) --skip-build --no-parallel

# The live GTK view under Xvfb: the view in a real GTK (what keeps it alive, effects while it is
# not drawn), then a real drag with xdotool, checked from screenshots and the log.
test-gtk: deps
	$(SWIFT) build $(WERROR) --product swell-demo
	$(SWIFT) build $(WERROR) --product swell-studio
	$(SWIFT) build $(WERROR) --product swell
	$(SWIFT) build $(WERROR) --build-tests
	SWELL_GTK_DISPLAY_TESTS=1 GTK_A11Y=none G_DEBUG=fatal-criticals xvfb-run -a \
	  $(SWIFT) test --skip-build \
	  --filter 'SwellGTKTests.RefreshScrollViewInGTKTests'
	Tests/gtk/demo-under-xvfb.sh "$$($(SWIFT) build --show-bin-path)/swell-demo"
	Tests/gtk/studio-under-xvfb.sh "$$($(SWIFT) build --show-bin-path)/swell-studio" \
	  "$$($(SWIFT) build --show-bin-path)/swell"
	$(MAKE) test-gtk-example

# The GTK example app (Examples/GTK): its own package that depends on Swell by path, as an
# outside app does. Its build must print no warning (none of ours, none of SwiftPM's about our
# pc files); then it is driven under Xvfb.
test-gtk-example: deps
	mkdir -p .build
	cd Examples/GTK && $(SWIFT) build $(WERROR) >../../.build/gtk-example-build.log 2>&1 \
	  || { cat ../../.build/gtk-example-build.log; exit 1; }
	@if grep -E 'warning:' .build/gtk-example-build.log; then \
	  echo "FAIL: the example's build printed warnings"; exit 1; fi
	Tests/gtk/example-under-xvfb.sh \
	  "$$(cd Examples/GTK && $(SWIFT) build --show-bin-path)/SwellGTKExample"

# Lottie beyond rlottie: every app document and film against the format's JSON schema
# (lottie-specs) and the Lottie article's rules, played by ThorVG (thorvg-python) and by
# lottie-web 5.12.2 (SVG and canvas) in headless Chromium, all from PyPI into a private venv;
# then the web example (Examples/Web) driven there by touch and wheel.
LOTTIE_VENV = .build/lottie-venv
LOTTIE_WEB = .build/lottie-web/lottie.js
test-lottie: deps
	$(SWIFT) build $(WERROR) --product swell
	[ -x $(LOTTIE_VENV)/bin/python ] || python3 -m venv $(LOTTIE_VENV)
	$(LOTTIE_VENV)/bin/python -m pip install --quiet thorvg-python==1.1.3 lottie-specs==0.5.2 \
	  jsonschema numpy==2.4.6 pillow==13.0.0 websocket-client==1.9.2
	mkdir -p $(dir $(LOTTIE_WEB))
	[ -f $(LOTTIE_WEB) ] || $(LOTTIE_VENV)/bin/python Tests/lottie/fetch-lottie-web.py \
	  $(LOTTIE_VENV)/bin/pip $(LOTTIE_WEB)
	$(LOTTIE_VENV)/bin/python Tests/lottie/check-players.py \
	  "$$($(SWIFT) build --show-bin-path)/swell" .build/lottie-check
	$(LOTTIE_VENV)/bin/python Tests/lottie/check-lottie-web.py .build/lottie-check $(LOTTIE_WEB)
	$(LOTTIE_VENV)/bin/python Tests/lottie/web-example.py .build/lottie-check/wave-top-app.json \
	  $(LOTTIE_WEB) .build/web-example
	# bend's loop lasts a second: the finish waits for the end of its pass.
	SWELL_EXPECT_SHORT_LOOP=1 $(LOTTIE_VENV)/bin/python Tests/lottie/web-example.py \
	  .build/lottie-check/bend-top-app.json \
	  $(LOTTIE_WEB) .build/web-example-bend

# The documentation site (DocC, one archive per library, merged) in .build/docs/site: fails on
# any docc warning or an undocumented public symbol.
docs: deps
	$(SWIFT) build $(WERROR)
	Tests/docs/build-docs.sh .build/docs/site

# The same build, then its pages opened in headless Chromium: text, images, no console error.
test-docs: deps
	$(SWIFT) build $(WERROR)
	Tests/docs/check-docs.sh

# README's picture of the live view (docs/demo.png), taken by the same run under Xvfb.
demo-png: deps
	$(SWIFT) build $(WERROR) --product swell-demo
	SWELL_DEMO_PNG=$(CURDIR)/docs/demo.png \
	  Tests/gtk/demo-under-xvfb.sh "$$($(SWIFT) build --show-bin-path)/swell-demo"

# README's picture of the studio (docs/studio.png), taken by its check under Xvfb.
studio-png: deps
	$(SWIFT) build $(WERROR) --product swell-studio
	$(SWIFT) build $(WERROR) --product swell
	SWELL_STUDIO_PNG=$(CURDIR)/docs/studio.png \
	  Tests/gtk/studio-under-xvfb.sh "$$($(SWIFT) build --show-bin-path)/swell-studio" \
	  "$$($(SWIFT) build --show-bin-path)/swell"

# The seeded fuzz tests run long: the session under hostile calls (1.2 million calls, in the
# core's lane), the interaction decoder and the argument parser (200,000 cases each).
fuzz: deps
	SWELL_FUZZ_CASES=1200000 SWELL_CORE=1 $(SWIFT) test $(WERROR) --scratch-path .build/core \
	  --filter SessionFuzzTests
	SWELL_FUZZ_CASES=200000 $(SWIFT) test $(WERROR) --filter 'InteractionFuzzTests|ArgumentFuzzTests'

gallery: deps
	$(SWIFT) build -c release --product swell
	$$($(SWIFT) build -c release --show-bin-path)/swell gallery --out docs/gallery

bench: deps
	$(SWIFT) build -c release --product swell
	$$($(SWIFT) build -c release --show-bin-path)/swell bench

clean:
	rm -rf .build
