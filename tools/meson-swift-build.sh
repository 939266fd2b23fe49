#!/bin/sh
# Builds the release `landmarks` binary for meson and copies it to meson's output.
#   meson-swift-build.sh SWIFT SOURCE_ROOT SCRATCH_DIR OUTPUT
set -eu
swift=$1 source=$2 scratch=$3 output=$4
"$swift" build -c release --static-swift-stdlib \
    --package-path "$source" --scratch-path "$scratch" --product landmarks
cp "$scratch/release/landmarks" "$output"
