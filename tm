Command exited with non-zero status 127
nocheck 0.00 u 0.00 s 1256 KB
