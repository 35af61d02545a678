# Writes the amalgamation and compiles it, syntax only, as one translation unit with the
# warnings CI uses. Usage: cmake -DSOURCE_DIR= -DWORK_DIR= -DCOMPILER= -P compile.cmake
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND python3 "${SOURCE_DIR}/scripts/amalgamate.py" "${WORK_DIR}"
                RESULT_VARIABLE generated OUTPUT_QUIET)
if(NOT generated EQUAL 0)
  message(FATAL_ERROR "scripts/amalgamate.py failed (${generated})")
endif()
execute_process(COMMAND "${COMPILER}" -std=c++17 -Wall -Wextra -Wpedantic -Werror -fsyntax-only
                        "${WORK_DIR}/bezique.cpp"
                RESULT_VARIABLE compiled)
if(NOT compiled EQUAL 0)
  message(FATAL_ERROR "the amalgamation (${WORK_DIR}/bezique.cpp) does not compile as one translation unit")
endif()
message(STATUS "the amalgamation compiles as one translation unit")
