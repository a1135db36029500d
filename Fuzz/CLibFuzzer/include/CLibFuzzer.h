// libFuzzer's entry point for a program that has its own main (SwiftPM links an executable
// target's main itself), from compiler-rt's FuzzerInterface.h: it parses libFuzzer's flags
// from argv and runs `callback` on every input. Linked in by `-sanitize=fuzzer`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
