# Fails when a compiler extension appears outside include/bezique/portability.h: every builtin,
# attribute and declspec the sources need goes through that one header, so that MSVC, GCC, Clang
# and Emscripten all compile the rest unchanged.
# Usage: cmake -DROOT=<source dir> -P check_builtins.cmake
set(pattern "__builtin_|__attribute__|__declspec|__forceinline|#[ \t]*pragma[ \t]+(GCC|clang)")
file(GLOB_RECURSE files RELATIVE ${ROOT} ${ROOT}/include/*.h ${ROOT}/include/*.hpp
     ${ROOT}/src/*.h ${ROOT}/src/*.hpp ${ROOT}/src/*.c ${ROOT}/src/*.cpp ${ROOT}/src/*.in)
list(REMOVE_ITEM files include/bezique/portability.h)
set(found "")
foreach(f ${files})
  file(STRINGS ${ROOT}/${f} lines REGEX "${pattern}")
  foreach(line ${lines})
    string(STRIP "${line}" line)
    list(APPEND found "${f}: ${line}")
  endforeach()
endforeach()
if(found)
  list(JOIN found "\n  " text)
  message(FATAL_ERROR "compiler extensions outside include/bezique/portability.h:\n  ${text}")
endif()
list(LENGTH files n)
message(STATUS "no compiler extension outside portability.h (${n} files checked)")
