# Helpers for registering the GoogleTest programs with CTest.

# bezique_gtest(<target> <label>): natively, one CTest test per GoogleTest case (discovered by
# running the program after it is built). Built for another platform, the whole program is one
# test, run through CMAKE_CROSSCOMPILING_EMULATOR (Wine, node): discovery would start the
# program under the emulator at build time, once per build.
function(bezique_gtest target label)
  if(CMAKE_CROSSCOMPILING)
    add_test(NAME ${target} COMMAND ${target})
    set_tests_properties(${target} PROPERTIES LABELS ${label})
  else()
    gtest_discover_tests(${target} PROPERTIES LABELS ${label} DISCOVERY_TIMEOUT 60)
  endif()
endfunction()
