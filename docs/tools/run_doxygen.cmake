# Runs Doxygen and fails when it wrote any warning, printing them (the Doxyfile sends warnings
# to a log file). Doxygen's own FAIL_ON_WARNINGS also fails the run; the log check keeps the
# rule with a Doxygen that lacks it. The XML folder is emptied first, so no page of a removed
# symbol survives.
# cmake -DDOXYGEN=... -DDOXYFILE=... -DOUTPUT=... -DLOG=... -DSTAMP=... -P run_doxygen.cmake
file(REMOVE ${STAMP} ${LOG})
file(REMOVE_RECURSE ${OUTPUT})
execute_process(COMMAND ${DOXYGEN} ${DOXYFILE} RESULT_VARIABLE rc)
set(warnings "")
if(EXISTS ${LOG})
  file(READ ${LOG} warnings)
endif()
string(STRIP "${warnings}" warnings)
if(NOT warnings STREQUAL "")
  string(REGEX MATCHALL "\n" lines "\n${warnings}")
  list(LENGTH lines count)
  message("${warnings}")
  message(FATAL_ERROR "Doxygen: ${count} warning(s); the docs build treats warnings as errors")
endif()
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "Doxygen failed (exit status ${rc})")
endif()
file(TOUCH ${STAMP})
