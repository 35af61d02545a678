# WebAssembly (Emscripten): how the libraries and the programs run by the tests are built.
#
# Exceptions. The C ABI promises that no call aborts: every C++ exception, std::bad_alloc
# included, becomes a status (src/capi/internal.hpp). Emscripten compiles exceptions away
# unless told otherwise, so every object (GoogleTest's too) and every link is given the same
# exception mode, and bezique::c_static carries it to the programs that link it.
#   wasm        -fwasm-exceptions: WebAssembly's own exception handling (Node 17+, every current
#               browser); the default.
#   emscripten  -fexceptions: Emscripten's JavaScript-based exceptions, slower and larger, for
#               hosts built that way (Unity WebGL before 2023.2, older browsers).
# Memory. By default Emscripten aborts when malloc finds no memory; -sABORTING_MALLOC=0 makes
# malloc return NULL and operator new throw std::bad_alloc instead, so that running out of
# memory is the status BZQ_OUT_OF_MEMORY. bezique::c_static carries it too.
set(BEZIQUE_WASM_EXCEPTIONS "wasm" CACHE STRING
    "Exception handling for WebAssembly: wasm (-fwasm-exceptions) or emscripten (-fexceptions)")
set_property(CACHE BEZIQUE_WASM_EXCEPTIONS PROPERTY STRINGS wasm emscripten)
if(BEZIQUE_WASM_EXCEPTIONS STREQUAL "wasm")
  set(BEZIQUE_WASM_EXCEPTION_FLAGS -fwasm-exceptions)
elseif(BEZIQUE_WASM_EXCEPTIONS STREQUAL "emscripten")
  set(BEZIQUE_WASM_EXCEPTION_FLAGS -fexceptions)
else()
  message(FATAL_ERROR "BEZIQUE_WASM_EXCEPTIONS is '${BEZIQUE_WASM_EXCEPTIONS}': use wasm or emscripten")
endif()
add_compile_options(${BEZIQUE_WASM_EXCEPTION_FLAGS})
add_link_options(${BEZIQUE_WASM_EXCEPTION_FLAGS} -sABORTING_MALLOC=0)
# What a program linking the C ABI's static library needs at its own link.
set(BEZIQUE_WASM_CONSUMER_LINK_OPTIONS ${BEZIQUE_WASM_EXCEPTION_FLAGS} -sABORTING_MALLOC=0)

# The programs of this build (tests, examples) run under Node through
# CMAKE_CROSSCOMPILING_EMULATOR: they read the test data from the host's file system
# (NODERAWFS), may grow their memory, and exit with main's status. A target that is not such a
# program (the JavaScript package's module) sets the property BEZIQUE_WEB_MODULE.
add_link_options("$<$<NOT:$<BOOL:$<TARGET_PROPERTY:BEZIQUE_WEB_MODULE>>>:-sNODERAWFS=1;-sALLOW_MEMORY_GROWTH=1;-sEXIT_RUNTIME=1>")
