// landmarks-fuzz: libFuzzer harnesses over the app's catalogue and saved-state
// decoding (FuzzEntryPoints). Built by `make fuzz` with
// `-sanitize=fuzzer,address -DFUZZING`; SwiftPM gives the executable its own
// `main`, so libFuzzer is driven through `LLVMFuzzerRunDriver`.
//
//   landmarks-fuzz landmarks|hikes|state [libFuzzer options] [CORPUS…]
import Glibc
import LandmarksFuzzEntryPoints

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

private func fuzzLandmarks(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntryPoints.landmarks(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

private func fuzzHikes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntryPoints.hikes(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

private func fuzzSavedState(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntryPoints.savedState(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

/// libFuzzer's archive defines its own `main`, which the link may pull in;
/// it then calls this, so the one-input entry point answers for whichever
/// harness was chosen (landmarks unless told otherwise).
nonisolated(unsafe) var chosenHarness: String = "landmarks"

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    switch chosenHarness {
    case "hikes": fuzzHikes(data, size)
    case "state": fuzzSavedState(data, size)
    default: fuzzLandmarks(data, size)
    }
}

let harnesses: [String: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32] = [
    "landmarks": fuzzLandmarks, "hikes": fuzzHikes, "state": fuzzSavedState,
]
let arguments = CommandLine.arguments
guard arguments.count >= 2, let harness = harnesses[arguments[1]] else {
    print("usage: landmarks-fuzz landmarks|hikes|state [libFuzzer options] [CORPUS…]")
    exit(2)
}
chosenHarness = arguments[1]
// libFuzzer sees the program name and everything after the harness's name.
var driverArguments = ([arguments[0]] + arguments.dropFirst(2)).map { strdup($0) }
driverArguments.append(nil)
var count = Int32(driverArguments.count - 1)
let status = driverArguments.withUnsafeMutableBufferPointer { buffer in
    var pointer = buffer.baseAddress
    return runFuzzerDriver(&count, &pointer, harness)
}
exit(status)
#else
print("landmarks-fuzz is built by `make fuzz` (with -sanitize=fuzzer,address -DFUZZING)")
exit(2)
#endif
