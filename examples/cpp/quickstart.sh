cmake -S . -B build -G Ninja
cmake --build build
build/quickstart
