// The header's inline function is all this target provides.
#include "CMallocInfo.h"
