# Builds for x86_64 Linux against an old glibc (2.17 by default, BEZIQUE_ZIG_GLIBC) with Zig's
# clang and its libc++ linked in: the shared library then loads on any Linux of the last ten
# years (Ubuntu 14.04+, RHEL 7+, the Steam runtimes) whatever the build machine's glibc is.
# Zig comes from PyPI (the ziglang wheel): set BEZIQUE_ZIG to a zig executable, or let this file
# install the pinned version into a virtual environment in the build folder on first configure.
set(BEZIQUE_ZIG_VERSION 0.17.1)
set(BEZIQUE_ZIG_GLIBC 2.17 CACHE STRING "The oldest glibc the build must load with")
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

set(_target x86_64-linux-gnu.${BEZIQUE_ZIG_GLIBC})
set(CMAKE_C_COMPILER ${BEZIQUE_ZIG} cc -target ${_target})
set(CMAKE_CXX_COMPILER ${BEZIQUE_ZIG} c++ -target ${_target})
# try_compile projects read this file again: they must see the same zig, not install another.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES BEZIQUE_ZIG BEZIQUE_ZIG_GLIBC)
