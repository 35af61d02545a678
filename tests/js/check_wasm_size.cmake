# js.wasm_size: the package's .wasm within its size budget, which a browser downloads before the
# first move. cmake -DWASM=<file> -DLIMIT=<bytes> -P check_wasm_size.cmake
file(SIZE "${WASM}" size)
if(size GREATER LIMIT)
  message(FATAL_ERROR "${WASM} is ${size} bytes, over the budget of ${LIMIT}: compile more of the engine's "
                      "cold files for size (bezique_js_size_sources, bindings/js/CMakeLists.txt)")
endif()
message(STATUS "bezique_wasm.wasm: ${size} bytes, within the budget of ${LIMIT}")
