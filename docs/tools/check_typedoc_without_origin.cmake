# TypeDoc, with the options of the docs target, on the JavaScript declarations in a git checkout
# whose only remote is called "upstream": a fork's checkout, where TypeDoc once warned "The
# provided git remote "origin" was not valid" and, warnings being errors, failed the docs build.
#   cmake -DGIT=git -DNODE=node -DTYPEDOC=.../typedoc -DOPTIONS="..." -DDECLARATIONS=index.d.ts
#         -DWORK=<dir> -P check_typedoc_without_origin.cmake
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
file(COPY ${DECLARATIONS} DESTINATION ${WORK})
get_filename_component(name ${DECLARATIONS} NAME)
file(WRITE ${WORK}/tsconfig.json
     "{\"compilerOptions\": {\"lib\": [\"es2022\", \"esnext.disposable\"], \"strict\": true, \"types\": []},\n"
     " \"files\": [\"${name}\"]}\n")
foreach(step "init;--quiet" "remote;add;upstream;https://example.invalid/fork/bezique.git" "add;."
        "-c;user.name=test;-c;user.email=test@example.invalid;commit;--quiet;-m;declarations")
  execute_process(COMMAND ${GIT} ${step} WORKING_DIRECTORY ${WORK} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "git ${step} failed")
  endif()
endforeach()
execute_process(COMMAND ${GIT} remote WORKING_DIRECTORY ${WORK} OUTPUT_VARIABLE remotes)
if(NOT remotes STREQUAL "upstream\n")
  message(FATAL_ERROR "the checkout's remotes are '${remotes}', not 'upstream' alone")
endif()
execute_process(COMMAND ${NODE} ${TYPEDOC} --json ${WORK}/api.json --entryPoints ${WORK}/${name}
                        --tsconfig ${WORK}/tsconfig.json ${OPTIONS}
                WORKING_DIRECTORY ${WORK} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT EXISTS ${WORK}/api.json)
  message(FATAL_ERROR "TypeDoc failed in a checkout without an 'origin' remote (exit ${rc}):\n${out}")
endif()
message(STATUS "TypeDoc wrote the reference in a checkout whose only remote is 'upstream'")
