# Zig's clang, shared by the toolchain files that cross-build with it (zig-linux-x86_64.cmake,
# zig-macos.cmake). Zig comes from PyPI (the ziglang wheel): set BEZIQUE_ZIG to a zig
# executable, or let this file install the pinned version into a virtual environment in the
# build folder on first configure. Defines BEZIQUE_ZIG.
set(BEZIQUE_ZIG_VERSION 0.17.1)
set(BEZIQUE_ZIG "" CACHE FILEPATH "A zig executable (empty: ziglang ${BEZIQUE_ZIG_VERSION} from PyPI)")

if(NOT BEZIQUE_ZIG)
  set(_venv ${CMAKE_BINARY_DIR}/zig-venv)
  set(_zig ${_venv}/zig-${BEZIQUE_ZIG_VERSION})
  if(NOT EXISTS ${_zig})
    find_program(_python NAMES python3 python REQUIRED)
    message(STATUS "zig: installing ziglang==${BEZIQUE_ZIG_VERSION} from PyPI into ${_venv}")
    execute_process(COMMAND ${_python} -m venv ${_venv} RESULT_VARIABLE rc)
    if(rc EQUAL 0)
      execute_process(COMMAND ${_venv}/bin/python -m pip install --quiet --disable-pip-version-check
                              ziglang==${BEZIQUE_ZIG_VERSION} RESULT_VARIABLE rc)
    endif()
    if(rc EQUAL 0)
      execute_process(COMMAND ${_venv}/bin/python -c "import ziglang, os; print(os.path.dirname(ziglang.__file__), end='')"
                      OUTPUT_VARIABLE _dir RESULT_VARIABLE rc)
    endif()
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "zig: could not install ziglang ${BEZIQUE_ZIG_VERSION} from PyPI (set BEZIQUE_ZIG)")
    endif()
    file(CREATE_LINK ${_dir}/zig ${_zig} SYMBOLIC)
  endif()
  set(BEZIQUE_ZIG ${_zig} CACHE FILEPATH "" FORCE)
endif()

# Zig's clang emits debug information unless told otherwise: static archives and programs would
# be several times their size (the shared library is stripped at its link anyway). A Debug
# build's -g comes later on the command line and wins.
set(CMAKE_C_FLAGS_INIT -g0)
set(CMAKE_CXX_FLAGS_INIT -g0)
