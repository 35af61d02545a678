# Installation and the CMake package (fmt is the model): namespaced targets, a relocatable
# config with a SameMajorVersion version file, a build-tree export, and a pkg-config file for
# C hosts.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(BEZIQUE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/bezique)
set(BEZIQUE_EXPORTED_TARGETS bezique_core bezique_ai bezique_c bezique_c_static)

install(TARGETS ${BEZIQUE_EXPORTED_TARGETS}
  EXPORT beziqueTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/bezique DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.hpp" PATTERN "*.h")
install(FILES ${PROJECT_BINARY_DIR}/include/bezique/bezique_version.h
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/bezique)

install(EXPORT beziqueTargets NAMESPACE bezique:: DESTINATION ${BEZIQUE_CMAKE_DIR})
export(EXPORT beziqueTargets NAMESPACE bezique:: FILE ${PROJECT_BINARY_DIR}/beziqueTargets.cmake)

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/beziqueConfig.cmake.in
  ${PROJECT_BINARY_DIR}/beziqueConfig.cmake INSTALL_DESTINATION ${BEZIQUE_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/beziqueConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/beziqueConfig.cmake ${PROJECT_BINARY_DIR}/beziqueConfigVersion.cmake
  DESTINATION ${BEZIQUE_CMAKE_DIR})

# Relative to the .pc file's own folder, so the installed tree can be moved.
file(RELATIVE_PATH BEZIQUE_PC_TO_PREFIX /${CMAKE_INSTALL_LIBDIR}/pkgconfig /)
string(REGEX REPLACE "/$" "" BEZIQUE_PC_TO_PREFIX "${BEZIQUE_PC_TO_PREFIX}")
configure_file(${PROJECT_SOURCE_DIR}/cmake/bezique.pc.in ${PROJECT_BINARY_DIR}/bezique.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/bezique.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
