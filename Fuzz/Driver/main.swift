import CLibFuzzer
import ConversionInvariants
import Foundation

// The libFuzzer driver of scripts/fuzz.sh: one binary for every target, the target named by
// MCONV_FUZZ_TARGET (an environment variable, so libFuzzer's own re-executions — crash
// minimisation, -fork, -jobs — run the same target). Every input goes through the target's
// invariant checks (Tests/ConversionInvariants, shared with FuzzRegressionTests); a violated
// invariant prints what was violated and aborts, which libFuzzer reports as a crash.

let target = FuzzTarget(rawValue: ProcessInfo.processInfo.environment["MCONV_FUZZ_TARGET"] ?? "")
if target == nil {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("mconv-fuzz: set MCONV_FUZZ_TARGET to one of: \(names)\n".utf8))
    exit(64)
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    guard let problems = target?.problems(in: bytes) else { return 0 }
    if !problems.isEmpty {
        let report = "mconv-fuzz: \(target?.rawValue ?? ""): invariant violated:\n" + problems.prefix(5).joined(separator: "\n") + "\n"
        FileHandle.standardError.write(Data(report.utf8))
        abort()
    }
    return 0
})
