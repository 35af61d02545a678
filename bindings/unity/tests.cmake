# The Unity package's tests (label unity), included by CMakeLists.txt in the unity-package
# preset's build. Every test unpacks the tarball into a temporary folder of its own and uses
# only what it finds there (tests/csharp/unity):
#   unity.package              check_package.py: layout, package.json, .meta files (GUIDs, each
#                              plugin's platforms, isOverridable), the plugins' file types, the
#                              macOS plugin's architectures and exports, the Runtime compiled
#                              with each player's defines, the sample played under Mono
#   unity.source.<mode>        check_source_plugin.sh: the source plugin compiled as a Unity
#                              player's toolchain would (em++ in each WebGL mode, Zig for
#                              64-bit ARM), linked with C programs and run (node, qemu-user)
# A tool these tests need that is missing stops the configure, naming its Debian package.
set(test_dir ${PROJECT_SOURCE_DIR}/tests/csharp/unity)
if(NOT BEZIQUE_UNITY_PYTHON)
  message(FATAL_ERROR "bezique: the Unity package tests need Python 3 (Debian: python3)")
endif()
# unity_tool(<variable> <Debian package> <names>...): the first of the programs found, or stop.
function(unity_tool variable package)
  find_program(${variable} NAMES ${ARGN})
  if(NOT ${variable})
    message(FATAL_ERROR "bezique: the Unity package tests need ${ARGV2} (Debian: ${package})")
  endif()
endfunction()
unity_tool(BEZIQUE_LLVM_NM llvm llvm-nm llvm-nm-14 llvm-nm-15 llvm-nm-16)
unity_tool(BEZIQUE_EMXX emscripten em++)
unity_tool(BEZIQUE_EMCC emscripten emcc)
unity_tool(BEZIQUE_NODE nodejs node)
unity_tool(BEZIQUE_QEMU_AARCH64 qemu-user qemu-aarch64)
set(BEZIQUE_AARCH64_SYSROOT /usr/aarch64-linux-gnu CACHE PATH
    "The 64-bit ARM Linux C library that qemu-aarch64 loads the Unity source plugin's test programs with")
if(NOT EXISTS ${BEZIQUE_AARCH64_SYSROOT}/lib/ld-linux-aarch64.so.1)
  message(FATAL_ERROR "bezique: the Unity package tests run 64-bit ARM programs with the C library in "
                      "${BEZIQUE_AARCH64_SYSROOT}, which is missing (Debian: libc6-arm64-cross)")
endif()
# Zig's clang from PyPI, as the portable and macOS presets use it: BEZIQUE_ZIG, or installed here.
include(${PROJECT_SOURCE_DIR}/cmake/toolchains/zig.cmake)

set(expected_plugins linux windows source)
if(BEZIQUE_UNITY_MACOS_PLUGIN)
  list(APPEND expected_plugins macos)
endif()
list(JOIN expected_plugins , expected_plugins)
add_test(NAME unity.package.assemble COMMAND ${CMAKE_COMMAND} --build ${PROJECT_BINARY_DIR} --target unity-package)
set_tests_properties(unity.package.assemble PROPERTIES LABELS unity FIXTURES_SETUP unity_package)
add_test(NAME unity.package
         COMMAND ${BEZIQUE_UNITY_PYTHON} ${test_dir}/check_package.py
                 --tarball ${BEZIQUE_UNITY_TARBALL} --name ${BEZIQUE_UNITY_PACKAGE_NAME}
                 --version ${PROJECT_VERSION} --plugins ${expected_plugins}
                 --csharp-src ${PROJECT_SOURCE_DIR}/bindings/csharp/src
                 --mcs ${BEZIQUE_MCS} --mono ${BEZIQUE_MONO} --harness ${test_dir} --nm ${BEZIQUE_LLVM_NM})
set_tests_properties(unity.package PROPERTIES LABELS "unity;csharp" FIXTURES_REQUIRED unity_package TIMEOUT 600)

# The modes of the source plugin (tests/csharp/unity/check_source_plugin.sh says what each does).
foreach(mode webgl-js webgl-wasm webgl-none webgl-js-pthread webgl-wasm-pthread webgl-cxx11 aarch64-linux aarch64-macos)
  add_test(NAME unity.source.${mode}
           COMMAND ${CMAKE_COMMAND} -E env
                   EMXX=${BEZIQUE_EMXX} EMCC=${BEZIQUE_EMCC} NODE=${BEZIQUE_NODE} ZIG=${BEZIQUE_ZIG}
                   QEMU_AARCH64=${BEZIQUE_QEMU_AARCH64} AARCH64_SYSROOT=${BEZIQUE_AARCH64_SYSROOT}
                   NM=${BEZIQUE_LLVM_NM}
                   ${test_dir}/check_source_plugin.sh ${BEZIQUE_UNITY_TARBALL} ${mode} ${PROJECT_SOURCE_DIR})
  set_tests_properties(unity.source.${mode} PROPERTIES LABELS unity FIXTURES_REQUIRED unity_package TIMEOUT 900)
endforeach()
