# The optional parts of the build: tests, benchmarks, the command-line program, docs and the
# bindings. Each is a cache variable BEZIQUE_BUILD_<NAME> with three values:
#   AUTO (default)  on in a top-level build when what it needs is found, otherwise off with one
#                   configure message saying what is missing; always off when bezique is a
#                   subproject (add_subdirectory, FetchContent), which builds the libraries only;
#   ON              required: configuring fails with a message naming the missing package;
#   OFF             off.
# After bezique_feature() the variable holds the decision (ON or OFF) as a normal variable, so
# `if(BEZIQUE_BUILD_TESTS)` reads the outcome anywhere below the top-level CMakeLists.txt.
# Probes are macros: the variables find_package sets must reach the caller's scope.

# bezique_feature(<NAME> <description> <probe-macro> <what it needs>)
macro(bezique_feature name description probe needs)
  set(BEZIQUE_BUILD_${name} AUTO CACHE STRING
      "${description}: AUTO, ON or OFF (AUTO: on in a top-level build when ${needs} is found)")
  set_property(CACHE BEZIQUE_BUILD_${name} PROPERTY STRINGS AUTO ON OFF)
  string(TOUPPER "${BEZIQUE_BUILD_${name}}" _bzq_wanted)
  if(_bzq_wanted STREQUAL "AUTO" AND NOT BEZIQUE_TOP_LEVEL)
    set(BEZIQUE_BUILD_${name} OFF)
  elseif(_bzq_wanted STREQUAL "AUTO" OR _bzq_wanted)
    set(BEZIQUE_FOUND_${name} FALSE)
    set(BEZIQUE_MISSING_${name} "${needs}")
    cmake_language(CALL ${probe})
    if(BEZIQUE_FOUND_${name})
      set(BEZIQUE_BUILD_${name} ON)
      message(STATUS "bezique: ${description}: on")
    elseif(_bzq_wanted STREQUAL "AUTO")
      set(BEZIQUE_BUILD_${name} OFF)
      message(STATUS "bezique: ${description}: off (not found: ${BEZIQUE_MISSING_${name}})")
    else()
      message(FATAL_ERROR "bezique: BEZIQUE_BUILD_${name}=ON but ${description} cannot be built: "
                          "not found: ${BEZIQUE_MISSING_${name}}")
    endif()
  else()
    set(BEZIQUE_BUILD_${name} OFF)
  endif()
endmacro()

# GoogleTest: the installed package, or its sources (BEZIQUE_GTEST_SOURCE_DIR, e.g. Debian's
# /usr/src/googletest) compiled with this build's compiler, as cross builds (Windows, WebAssembly)
# need: a host's libgtest cannot link into their programs.
set(BEZIQUE_GTEST_SOURCE_DIR "" CACHE PATH "GoogleTest sources to build the tests with, instead of an installed GoogleTest")
macro(bezique_probe_tests)
  if(BEZIQUE_GTEST_SOURCE_DIR)
    if(EXISTS ${BEZIQUE_GTEST_SOURCE_DIR}/CMakeLists.txt)
      if(NOT TARGET GTest::gtest_main)
        set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
        set(gtest_force_shared_crt ON CACHE BOOL "" FORCE)
        add_subdirectory(${BEZIQUE_GTEST_SOURCE_DIR} ${PROJECT_BINARY_DIR}/_googletest EXCLUDE_FROM_ALL)
      endif()
      set(BEZIQUE_FOUND_TESTS TRUE)
    else()
      set(BEZIQUE_MISSING_TESTS "GoogleTest sources in BEZIQUE_GTEST_SOURCE_DIR=${BEZIQUE_GTEST_SOURCE_DIR}")
    endif()
  else()
    find_package(GTest QUIET)
    set(BEZIQUE_FOUND_TESTS ${GTest_FOUND})
  endif()
  if(BEZIQUE_FOUND_TESTS)
    include(GoogleTest)
  endif()
endmacro()

macro(bezique_probe_bench)
  find_package(benchmark QUIET)
  set(BEZIQUE_FOUND_BENCH ${benchmark_FOUND})
endmacro()

# CLI11 parses the program's arguments. It is header only: its CMake package, or in a cross
# build (whose find root hides the host's packages) a copy of the host's headers in the build
# tree, so that no other host header comes along.
macro(bezique_probe_cli)
  find_package(CLI11 CONFIG QUIET)
  if(NOT TARGET CLI11::CLI11)
    find_path(BEZIQUE_CLI11_INCLUDE_DIR CLI/CLI.hpp NO_CMAKE_FIND_ROOT_PATH)
    if(BEZIQUE_CLI11_INCLUDE_DIR)
      file(COPY ${BEZIQUE_CLI11_INCLUDE_DIR}/CLI DESTINATION ${PROJECT_BINARY_DIR}/cli11)
      add_library(CLI11::CLI11 INTERFACE IMPORTED)
      set_target_properties(CLI11::CLI11 PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${PROJECT_BINARY_DIR}/cli11)
    endif()
  endif()
  if(TARGET CLI11::CLI11)
    set(BEZIQUE_FOUND_CLI TRUE)
  endif()
endmacro()

macro(bezique_probe_docs)
  find_package(Doxygen QUIET)
  set(BEZIQUE_FOUND_DOCS ${DOXYGEN_FOUND})
endmacro()

macro(bezique_probe_csharp)
  if(BEZIQUE_SANITIZE)
    # mono cannot load a sanitized libbezique.so without the sanitizer runtime.
    set(BEZIQUE_MISSING_CSHARP "a build without sanitizers")
  else()
    find_program(BEZIQUE_MCS mcs)
    find_program(BEZIQUE_MONO mono)
    if(BEZIQUE_MCS AND BEZIQUE_MONO)
      set(BEZIQUE_FOUND_CSHARP TRUE)
    endif()
  endif()
endmacro()

macro(bezique_probe_java)
  if(BEZIQUE_SANITIZE)
    set(BEZIQUE_MISSING_JAVA "a build without sanitizers")
  else()
    find_package(SWIG 4.0 QUIET)
    find_package(Java 11 QUIET COMPONENTS Development)
    if(SWIG_FOUND AND Java_JAVAC_EXECUTABLE AND Java_JAR_EXECUTABLE AND Java_JAVA_EXECUTABLE)
      # The JNI headers sit beside the JDK's javac (FindJNI insists on AWT, absent from headless JDKs).
      get_filename_component(_bzq_jdk ${Java_JAVAC_EXECUTABLE} REALPATH)
      get_filename_component(_bzq_jdk ${_bzq_jdk} DIRECTORY)
      get_filename_component(_bzq_jdk ${_bzq_jdk} DIRECTORY)
      find_path(BEZIQUE_JNI_INCLUDE jni.h HINTS ${_bzq_jdk}/include)
      find_path(BEZIQUE_JNI_MD_INCLUDE jni_md.h HINTS ${_bzq_jdk}/include/linux ${_bzq_jdk}/include/darwin
                ${_bzq_jdk}/include/win32)
      if(BEZIQUE_JNI_INCLUDE AND BEZIQUE_JNI_MD_INCLUDE)
        set(BEZIQUE_FOUND_JAVA TRUE)
      else()
        set(BEZIQUE_MISSING_JAVA "jni.h under ${_bzq_jdk}")
      endif()
    endif()
  endif()
endmacro()
