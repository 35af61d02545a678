# Checks that every version number in the repository agrees with the one source,
# project(bezique VERSION ...) in the top-level CMakeLists.txt: the Python package (pyproject.toml,
# bezique.__version__), the Unity package, the CHANGELOG's latest version, the C# binding's ABI
# version (the major version), and any other quoted "MAJOR.MINOR.PATCH" literal in the sources,
# bindings, tests and docs. The C header's BZQ_VERSION_* are generated from project(VERSION).
#   cmake -DROOT=<repository root> -P check_versions.cmake
if(NOT ROOT)
  message(FATAL_ERROR "usage: cmake -DROOT=<repository root> -P check_versions.cmake")
endif()

file(READ "${ROOT}/CMakeLists.txt" top)
if(NOT top MATCHES "project\\(bezique VERSION ([0-9]+)\\.([0-9]+)\\.([0-9]+)")
  message(FATAL_ERROR "CMakeLists.txt: no project(bezique VERSION MAJOR.MINOR.PATCH)")
endif()
set(version "${CMAKE_MATCH_1}.${CMAKE_MATCH_2}.${CMAKE_MATCH_3}")
set(major "${CMAKE_MATCH_1}")
set(problems "")
set(checked 0)

# expect(FILE WHAT FOUND): FOUND must be the project version.
function(expect file what found)
  math(EXPR n "${checked} + 1")
  set(checked ${n} PARENT_SCOPE)
  if(NOT found STREQUAL version)
    set(problems "${problems}\n  ${file}: ${what} is ${found}, not ${version}" PARENT_SCOPE)
  endif()
endfunction()

# pyproject.toml: a literal version, or one scikit-build-core reads from CMakeLists.txt.
file(READ "${ROOT}/pyproject.toml" pyproject)
if(pyproject MATCHES "\nversion = \"([^\"]*)\"")
  expect(pyproject.toml "[project] version" "${CMAKE_MATCH_1}")
elseif(NOT pyproject MATCHES "dynamic = \\[[^]]*\"version\"")
  set(problems "${problems}\n  pyproject.toml: neither a version nor dynamic = [\"version\"]")
endif()

set(init "${ROOT}/bindings/python/bezique/__init__.py")
if(EXISTS "${init}")
  file(READ "${init}" text)
  if(text MATCHES "\n__version__ = \"([^\"]*)\"")
    expect(bindings/python/bezique/__init__.py __version__ "${CMAKE_MATCH_1}")
  endif()
endif()

set(unity "${ROOT}/bindings/unity/package.json")
if(EXISTS "${unity}")
  file(READ "${unity}" text)
  if(text MATCHES "\"version\": *\"([^\"]*)\"")
    expect(bindings/unity/package.json "\"version\"" "${CMAKE_MATCH_1}")
  else()
    set(problems "${problems}\n  bindings/unity/package.json: no \"version\"")
  endif()
endif()

# CHANGELOG.md (Keep a Changelog): the latest version section names this version.
file(READ "${ROOT}/CHANGELOG.md" changelog)
if(changelog MATCHES "\n## \\[([0-9][^]]*)\\]")
  expect(CHANGELOG.md "the latest version section" "${CMAKE_MATCH_1}")
else()
  set(problems "${problems}\n  CHANGELOG.md: no '## [MAJOR.MINOR.PATCH]' section")
endif()

# The C# binding is written against one ABI version, which is the major version.
set(library_cs "${ROOT}/bindings/csharp/src/Library.cs")
if(EXISTS "${library_cs}")
  file(READ "${library_cs}" text)
  if(text MATCHES "BindingAbiVersion = ([0-9]+)")
    math(EXPR n "${checked} + 1")
    set(checked ${n})
    if(NOT CMAKE_MATCH_1 STREQUAL major)
      set(problems "${problems}\n  bindings/csharp/src/Library.cs: BindingAbiVersion is ${CMAKE_MATCH_1}, not the ABI (major) version ${major}")
    endif()
  endif()
endif()

# Any other quoted version literal (a test's expected value, a doc example) must agree too.
file(GLOB_RECURSE sources LIST_DIRECTORIES false RELATIVE "${ROOT}"
     "${ROOT}/bindings/*" "${ROOT}/include/*" "${ROOT}/src/*" "${ROOT}/examples/*" "${ROOT}/docs/*"
     "${ROOT}/tests/csharp/*" "${ROOT}/tests/python/*" "${ROOT}/tests/capi/*" "${ROOT}/tests/c/*")
# The files checked above are not counted twice.
list(REMOVE_ITEM sources bindings/python/bezique/__init__.py bindings/unity/package.json)
foreach(file ${sources})
  if(NOT file MATCHES "\\.(h|hpp|c|cpp|in|cs|py|pyi|json|toml|md|txt|asmdef)$")
    continue()
  endif()
  file(STRINGS "${ROOT}/${file}" lines REGEX "[\"'][0-9]+\\.[0-9]+\\.[0-9]+[\"']")
  foreach(line IN LISTS lines)
    string(REGEX MATCHALL "[\"'][0-9]+\\.[0-9]+\\.[0-9]+[\"']" literals "${line}")
    foreach(literal IN LISTS literals)
      string(REGEX REPLACE "[\"']" "" found "${literal}")
      expect("${file}" "a quoted version" "${found}")
    endforeach()
  endforeach()
endforeach()

if(problems)
  message(FATAL_ERROR "version numbers disagree with project(VERSION ${version}) in CMakeLists.txt:${problems}")
endif()
message(STATUS "version ${version}: ${checked} version strings agree")
