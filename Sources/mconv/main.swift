#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarkupConversion

if let hold = getenv("MCONV_TEST_HOLD_BEFORE_RENAME"), let seconds = UInt32(String(cString: hold)) {
    OutputFile.holdBeforeRename = min(seconds, 60)
}
exit(MconvCommand.main(Array(CommandLine.arguments.dropFirst())))
