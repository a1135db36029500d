#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(MconvCommand.main(Array(CommandLine.arguments.dropFirst())))
