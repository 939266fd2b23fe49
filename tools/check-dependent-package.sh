#!/bin/sh
# Builds Examples/DependentPackage — a package that depends on this one by
# path and nothing else, its views written as SwiftUI's with `#Preview`
# blocks — and checks that, run, it finds each preview its sources declare,
# where it was written. A plain `swift build` of a user's package is what
# this proves: no flags, no settings beyond the dependency.
#   check-dependent-package.sh SWIFT SCRATCH_DIR
set -eu
swift=$1 scratch=$2
package=Examples/DependentPackage
# SwiftPM keeps a path dependency's list of files in the build description
# and does not notice a file added to it since: plan the build afresh.
rm -f "$scratch/debug.yaml"
"$swift" build --package-path "$package" --scratch-path "$scratch"
found=$("$scratch/debug/Trailhead" | cut -d' ' -f1 | sort)
declared=$(cd "$package/Sources/Trailhead" && grep -n '^#Preview' *.swift | cut -d: -f1,2 | sort)
if [ "$found" != "$declared" ]; then
    echo "check-dependent-package: the previews found are not those declared" >&2
    echo "found:" >&2; echo "$found" >&2
    echo "declared:" >&2; echo "$declared" >&2
    exit 1
fi
echo "check-dependent-package: $(echo "$found" | wc -l) previews found where they were written"
