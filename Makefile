# Landmarks for GNOME: the two commands a new machine needs are `make run` and
# `make test`; each installs what it needs first (tools/install-deps.sh).
#
#   make run     build (debug, the .Devel app id) and start the app
#   make test    the whole suite, headless under Xvfb and a session bus
#   make test-unit  the model, decoder and translation tests alone: no GTK, no display, seconds
#   make bench   start-up and memory against a minimal C libadwaita window, update cost
#   make build   just build
#   make bindings  write Sources/Gtk and Sources/Adw again from the GIR files
#   make fuzz    libFuzzer over the catalogue and saved-state decoders (FUZZ_RUNS each)
#
# The build never writes into Sources/: compiled resources go to .build/resources/.

SHELL := /bin/bash
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
BUILD := .build
RESOURCES := $(BUILD)/resources/landmarks.gresource
RESOURCE_XML := Resources/landmarks.gresource.xml
TEST_ENV := G_DEBUG=fatal-warnings,fatal-criticals SWIFT_BACKTRACE=enable=no GSK_RENDERER=cairo \
            GSETTINGS_BACKEND=memory LC_ALL=C.UTF-8 LANGUAGE=
LINGUAS := $(shell cat po/LINGUAS 2>/dev/null)
TRANSLATIONS := $(foreach lang,$(LINGUAS),$(BUILD)/locale/$(lang)/LC_MESSAGES/landmarks.mo)
HEADLESS := xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session --

.PHONY: all build run previews bindings test test-unit test-swift test-screen-reader test-meson test-first-screen test-dependent-package fuzz bench bench-build bench-quick deps-build deps-test deps-bench resources translations pot clean

all: build

deps-build:
	@tools/install-deps.sh build

deps-test:
	@tools/install-deps.sh test

deps-bench:
	@tools/install-deps.sh bench

resources: $(RESOURCES)

$(RESOURCES): $(RESOURCE_XML) $(shell find Resources -type f 2>/dev/null)
	@mkdir -p $(dir $@)
	glib-compile-resources --sourcedir=Resources --target=$@ $(RESOURCE_XML)

# Compiled translations for `make run` and the tests (the app looks in
# .build/locale/ when it runs from the build tree); `make pot` regenerates the
# template and merges it into every po/*.po after strings change.
translations: $(TRANSLATIONS)

$(BUILD)/locale/%/LC_MESSAGES/landmarks.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

pot:
	tools/update-pot.sh

# The typed GTK and libadwaita modules, from /usr/share/gir-1.0 (the -dev
# packages install the GIR files); a meson test fails when they differ.
bindings: deps-build
	python3 tools/generate-bindings.py

build: deps-build resources translations
	$(SWIFT) build

run: build
	$(BUILD)/debug/landmarks

# Every view preview of the app (`PreviewProvider`s, PreviewData.all)
# rendered to PNG, light and dark, into $(GALLERY); no display needed.
GALLERY ?= $(BUILD)/gallery
previews: deps-test build
	$(HEADLESS) env GSK_RENDERER=cairo GSETTINGS_BACKEND=memory $(BUILD)/debug/LandmarksPreviews $(GALLERY)

test: deps-test resources translations
	$(MAKE) --no-print-directory test-unit
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory test-swift
	$(MAKE) --no-print-directory test-screen-reader
	$(MAKE) --no-print-directory test-meson
	$(MAKE) --no-print-directory test-first-screen
	$(MAKE) --no-print-directory test-dependent-package

# The benchmark's C first screen must show what the app shows (the release
# app, as the benchmark runs it): checked here so it cannot rot unseen.
test-first-screen: resources
	$(SWIFT) build -c release --static-swift-stdlib --product landmarks
	tools/compare-first-screen.sh

# A package that depends on this one by path, its views written with
# `#Preview`, builds with a plain `swift build` and finds its previews.
test-dependent-package: deps-build
	tools/check-dependent-package.sh $(SWIFT) $(BUILD)/dependent

# The package as just the model, Localization, the fuzz harness and their
# tests (LANDMARKS_UNIT_ONLY, see Package.swift), in a build folder of its
# own: it builds without GTK's headers in sight and runs without a display.
test-unit: deps-build translations
	LANDMARKS_UNIT_ONLY=1 $(SWIFT) build --build-tests --scratch-path $(BUILD)/unit
	env LC_ALL=C.UTF-8 LANGUAGE= LANDMARKS_UNIT_ONLY=1 $(SWIFT) test --skip-build --scratch-path $(BUILD)/unit

# Everything in the suite's C.UTF-8 English, then the journeys again as a
# Korean session runs them (the same journeys: they look for what `tr` and
# the catalogue's translations show). The journeys that drag between the app
# and another program run in a process of their own: on an X server with no
# window manager, a drag between two programs leaves GDK handing the keyboard
# back differently to the windows the process opens later.
DND_JOURNEYS = JourneyTests\.(Drag|Drop)JourneyTests
test-swift:
	$(HEADLESS) env $(TEST_ENV) $(SWIFT) test --skip-build --skip '$(DND_JOURNEYS)'
	$(HEADLESS) env $(TEST_ENV) $(SWIFT) test --skip-build --filter '$(DND_JOURNEYS)'
	$(HEADLESS) env $(TEST_ENV) LC_ALL=ko_KR.UTF-8 $(SWIFT) test --skip-build --filter JourneyTests --skip '$(DND_JOURNEYS)'

# What Orca, GNOME's screen reader, says on a keyboard walk through the app:
# no class name may be spoken (tools/orca-speech-check.sh says how it runs).
test-screen-reader:
	tools/orca-speech-check.sh --transcript $(BUILD)/orca-transcript.txt

# The data files only (the release binary is not built here): the translated
# desktop entry and metainfo are generated, then validated with the schema
# and the translations.
test-meson:
	@rm -rf $(BUILD)/meson-check
	meson setup $(BUILD)/meson-check . >/dev/null
	ninja -C $(BUILD)/meson-check Resources/io.github.swiftgtk.Landmarks.desktop Resources/io.github.swiftgtk.Landmarks.metainfo.xml
	meson test -C $(BUILD)/meson-check --no-rebuild --print-errorlogs

# The release app as installed (static Swift runtime); the benchmark drivers
# in a build of their own, with the graph's counters compiled in and the
# app's internals reachable (LANDMARKS_BENCH_BUILD, see Package.swift); and
# the generated 10,000-landmark catalogue.
BENCH := $(BUILD)/bench-build/release
bench-build: deps-bench resources translations
	$(SWIFT) build -c release --static-swift-stdlib --product landmarks
	$(SWIFT) build -c release --static-swift-stdlib --product LandmarksStartupProbe
	LANDMARKS_BENCH_BUILD=1 $(SWIFT) build -c release --static-swift-stdlib --build-path $(BUILD)/bench-build --product GtkUIBench
	LANDMARKS_BENCH_BUILD=1 $(SWIFT) build -c release --static-swift-stdlib --build-path $(BUILD)/bench-build --product LandmarksBench
	mkdir -p $(BUILD)/bench
	# The drivers find the resources and translations beside their build directory.
	ln -sfn ../resources $(BUILD)/bench-build/resources
	ln -sfn ../locale $(BUILD)/bench-build/locale
	python3 tools/generate-catalog.py 10000 > $(BUILD)/bench/landmarks-10000.json

# Start-up against the C baselines (and a 10,000-landmark catalogue) in one
# run, GtkUI's update cost, the app's update cost, scrolling, the map,
# decoding, saving, the Shell search provider's answers and frame pacing.
bench: bench-build
	tools/compare-first-screen.sh
	$(HEADLESS) python3 tools/bench-startup.py --runs 15 --app $(BUILD)/release/LandmarksStartupProbe \
		--scale-catalog $(BUILD)/bench/landmarks-10000.json --locale ko_KR.UTF-8
	$(HEADLESS) python3 tools/bench-instructions.py --runs 3 --app $(BUILD)/release/LandmarksStartupProbe
	$(HEADLESS) python3 tools/bench-instructions.py --runs 3 --updates $(BUILD)/bench/landmarks-10000.json \
		--bench $(BENCH)/LandmarksBench
	$(HEADLESS) $(BENCH)/GtkUIBench
	$(HEADLESS) env GSK_RENDERER=cairo $(BENCH)/LandmarksBench
	$(HEADLESS) env GSK_RENDERER=cairo $(BENCH)/LandmarksBench $(BUILD)/bench/landmarks-10000.json
	$(HEADLESS) $(BENCH)/LandmarksBench --decode $(BUILD)/bench/landmarks-10000.json
	$(HEADLESS) env GSK_RENDERER=cairo $(BENCH)/LandmarksBench --long-session $(BUILD)/bench/landmarks-10000.json
	$(HEADLESS) $(BENCH)/LandmarksBench --map $(BUILD)/bench/landmarks-10000.json
	$(HEADLESS) $(BENCH)/LandmarksBench --save
	$(HEADLESS) tools/bench-search-provider.py --app $(BUILD)/release/landmarks --catalog $(BUILD)/bench/landmarks-10000.json
	$(HEADLESS) env GSK_RENDERER=cairo $(BENCH)/LandmarksBench --frames
	$(HEADLESS) env GSK_RENDERER=gl $(BENCH)/LandmarksBench --frames

bench-quick: bench-build
	$(HEADLESS) python3 tools/bench-startup.py --runs 3 --app $(BUILD)/release/LandmarksStartupProbe \
		--scale-catalog $(BUILD)/bench/landmarks-10000.json
	$(HEADLESS) $(BENCH)/GtkUIBench --quick
	$(HEADLESS) env GSK_RENDERER=cairo $(BENCH)/LandmarksBench --quick $(BUILD)/bench/landmarks-10000.json

# The app's own decoders under libFuzzer and AddressSanitizer, each harness from
# its committed seed corpus (copied, so the repository's stays as committed)
# with the JSON dictionary; any crash, leak or timeout fails the target and
# leaves its input in $(BUILD)/fuzz/artifacts/.
FUZZ_RUNS ?= 1000000
FUZZ_BUILD := $(SWIFT) build -c release --build-path $(BUILD)/fuzz --product LandmarksFuzz \
              -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld

fuzz: deps-build
	$(FUZZ_BUILD)
	@mkdir -p $(BUILD)/fuzz/artifacts
	@for harness in landmarks hikes state; do \
		rm -rf $(BUILD)/fuzz/corpus/$$harness && mkdir -p $(BUILD)/fuzz/corpus/$$harness && \
		cp Tests/Fuzz/corpus/$$harness/* $(BUILD)/fuzz/corpus/$$harness/ && \
		echo "== $$harness: $(FUZZ_RUNS) runs" && \
		$(BUILD)/fuzz/release/LandmarksFuzz $$harness -dict=Tests/Fuzz/json.dict -runs=$(FUZZ_RUNS) \
			-max_len=8192 -timeout=10 -rss_limit_mb=4096 -report_slow_units=1 -print_final_stats=1 \
			-artifact_prefix=$(BUILD)/fuzz/artifacts/$$harness- $(BUILD)/fuzz/corpus/$$harness 2>&1 \
			| grep -E "^(stat::|Done|==|SUMMARY|Slow unit|ERROR|INFO: Seed)|crash|leak|timeout" ; \
		test $${PIPESTATUS[0]} -eq 0 || exit 1; \
	done

clean:
	rm -rf $(BUILD)
