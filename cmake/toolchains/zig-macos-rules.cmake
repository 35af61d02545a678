# Read after CMake's platform files (CMAKE_USER_MAKE_RULES_OVERRIDE of zig-macos.cmake): the
# run-path flag that Platform/Darwin.cmake sets only on a Mac host, so that the libraries'
# install names are @rpath/... (MACOSX_RPATH) rather than a folder of this machine.
set(CMAKE_SHARED_LIBRARY_RUNTIME_C_FLAG "-Wl,-rpath,")
set(CMAKE_SHARED_LIBRARY_RUNTIME_CXX_FLAG "-Wl,-rpath,")
