# Assembles the Unity package in OUT_DIR/package and packs it into TARBALL in npm's layout
# (every path under package/), the form Unity's "Add package from tarball" reads.
# Run by the target unity-package (bindings/unity/CMakeLists.txt) as
#   cmake -DNAME=... -DVERSION=... [...] -P assemble_package.cmake
#
# NAME, VERSION       the package name (reverse-domain) and the project version
# UNITY_DIR           bindings/unity: README.md, Runtime/, Samples~/, plugin-meta/
# PACKAGE_JSON        package.json, configured with the version
# CSHARP_DIR          bindings/csharp/src, the only copy of the C# sources
# LICENSE_FILE, CHANGELOG_FILE
# DOCUMENTATION       the guides copied to Documentation~
# PYTHON, AMALGAMATE  python3 and scripts/amalgamate.py, which writes the source plugin
# LINUX_PLUGIN        the Linux x86_64 shared library (linux-x64-portable preset, or this build's)
# WINDOWS_PLUGIN      bezique.dll (windows-x64 preset), or empty to leave it out
# MACOS_PLUGIN        libbezique.dylib: one universal file, or several separated by "|" that
#                     LIPO (llvm-lipo) merges; empty to leave it out
# OUT_DIR, TARBALL
#
# Every file and folder Unity imports gets a .meta whose GUID is the MD5 of
# "<NAME>/<path in the package>": unique, and the same in every build. Not given one: the
# folders whose name ends in "~" (Unity never imports them) and what Documentation~ holds; the
# sample's files do have theirs, which they keep when Unity copies the sample into Assets/.
cmake_minimum_required(VERSION 3.20)

foreach(var NAME VERSION UNITY_DIR PACKAGE_JSON CSHARP_DIR LICENSE_FILE CHANGELOG_FILE DOCUMENTATION
            PYTHON AMALGAMATE LINUX_PLUGIN OUT_DIR TARBALL)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "assemble_package.cmake: ${var} is not set")
  endif()
endforeach()

set(stage ${OUT_DIR}/package)
file(REMOVE_RECURSE ${stage})
file(MAKE_DIRECTORY ${stage})

# copy_as(<source> <path in the package>)
function(copy_as source destination)
  if(NOT EXISTS ${source})
    message(FATAL_ERROR "Unity package: ${source} does not exist")
  endif()
  get_filename_component(dir ${stage}/${destination} DIRECTORY)
  file(MAKE_DIRECTORY ${dir})
  configure_file(${source} ${stage}/${destination} COPYONLY)
endfunction()

copy_as(${PACKAGE_JSON} package.json)
copy_as(${UNITY_DIR}/README.md README.md)
copy_as(${LICENSE_FILE} LICENSE.md)
copy_as(${CHANGELOG_FILE} CHANGELOG.md)
foreach(guide ${DOCUMENTATION})
  get_filename_component(name ${guide} NAME)
  copy_as(${guide} Documentation~/${name})
endforeach()

copy_as(${UNITY_DIR}/Runtime/Bezique.asmdef Runtime/Bezique.asmdef)
file(GLOB csharp_sources ${CSHARP_DIR}/*.cs)
foreach(src ${csharp_sources})
  get_filename_component(name ${src} NAME)
  copy_as(${src} Runtime/${name})
endforeach()

file(GLOB_RECURSE sample_files RELATIVE ${UNITY_DIR} ${UNITY_DIR}/Samples~/*)
foreach(file ${sample_files})
  copy_as(${UNITY_DIR}/${file} ${file})
endforeach()

# The native plugins, each under the name its DllImport resolves to, with its import settings.
set(linux_paths Runtime/Plugins/Linux/x86_64/libbezique.so)
set(windows_paths Runtime/Plugins/Windows/x86_64/bezique.dll)
set(macos_paths Runtime/Plugins/macOS/libbezique.dylib)
set(linux_meta linux-x86_64.meta.in)
set(windows_meta windows-x86_64.meta.in)
set(macos_meta macos.meta.in)
set(linux_hint "build it with: cmake --preset linux-x64-portable && cmake --build --preset linux-x64-portable --target bezique_c")
set(windows_hint "build it with: cmake --preset windows-x64 && cmake --build --preset windows-x64 --target bezique_c")
set(macos_hint "build it with: cmake --preset macos-arm64 && cmake --build --preset macos-arm64 --target bezique_c (and macos-x86_64)")
set(plugin_paths "")
foreach(platform linux windows macos)
  string(TOUPPER ${platform} PLATFORM)
  string(REPLACE "|" ";" plugin_files "${${PLATFORM}_PLUGIN}")
  if(NOT plugin_files)
    message(STATUS "Unity package: no ${platform} plugin (BEZIQUE_UNITY_${PLATFORM}_PLUGIN is empty)")
    continue()
  endif()
  foreach(file ${plugin_files})
    if(NOT EXISTS ${file})
      message(FATAL_ERROR "Unity package: the ${platform} plugin ${file} does not exist; ${${platform}_hint}\n"
                          "(scripts/unity-package.sh builds every plugin and the package)")
    endif()
  endforeach()
  list(LENGTH plugin_files count)
  if(count GREATER 1)
    # Thin libraries of one platform (macOS arm64 and x86_64): one universal file.
    set(merged ${OUT_DIR}/merged/${platform}/${${platform}_paths})
    get_filename_component(merged_dir ${merged} DIRECTORY)
    file(MAKE_DIRECTORY ${merged_dir})
    execute_process(COMMAND ${LIPO} -create ${plugin_files} -output ${merged} RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
      message(FATAL_ERROR "Unity package: ${LIPO} could not merge ${plugin_files}")
    endif()
    set(plugin_files ${merged})
  endif()
  copy_as(${plugin_files} ${${platform}_paths})
  list(APPEND plugin_paths ${${platform}_paths})
  set(meta_template_${${platform}_paths} ${UNITY_DIR}/plugin-meta/${${platform}_meta})
endforeach()

# The source plugin for WebGL, iOS and Android (IL2CPP): the amalgamation, which Unity compiles
# with the player's own toolchain, in the player's exception and thread settings.
set(amalgamation ${OUT_DIR}/amalgamation)
file(REMOVE_RECURSE ${amalgamation})
execute_process(COMMAND ${PYTHON} ${AMALGAMATE} ${amalgamation} RESULT_VARIABLE status OUTPUT_QUIET)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "Unity package: ${AMALGAMATE} failed")
endif()
foreach(file bezique.cpp bezique/bezique.h)
  copy_as(${amalgamation}/${file} Runtime/Plugins/Source/${file})
  list(APPEND plugin_paths Runtime/Plugins/Source/${file})
  set(meta_template_Runtime/Plugins/Source/${file} ${UNITY_DIR}/plugin-meta/source.meta.in)
endforeach()

# The .meta files.
function(write_meta path body)
  if(ARGN)
    message(FATAL_ERROR "write_meta(${path}): one body, not several")
  endif()
  string(MD5 guid "${NAME}/${path}")
  file(WRITE ${stage}/${path}.meta "fileFormatVersion: 2\nguid: ${guid}\n${body}")
endfunction()
set(settings_tail "  externalObjects: {}\n  userData:\n  assetBundleName:\n  assetBundleVariant:\n")
file(GLOB_RECURSE entries LIST_DIRECTORIES true RELATIVE ${stage} ${stage}/*)
list(SORT entries)
foreach(path ${entries})
  get_filename_component(name ${path} NAME)
  if(name MATCHES "~$" OR path MATCHES "^Documentation~/")
    continue()
  endif()
  if(IS_DIRECTORY ${stage}/${path})
    write_meta(${path} "folderAsset: yes\nDefaultImporter:\n${settings_tail}")
  elseif(path IN_LIST plugin_paths)
    string(MD5 guid "${NAME}/${path}")
    set(GUID ${guid})
    configure_file(${meta_template_${path}} ${stage}/${path}.meta @ONLY)
  elseif(path STREQUAL "package.json")
    write_meta(${path} "PackageManifestImporter:\n${settings_tail}")
  elseif(name MATCHES "\\.cs$")
    write_meta(${path} "MonoImporter:\n  externalObjects: {}\n  serializedVersion: 2\n  defaultReferences: []\n  executionOrder: 0\n  icon: {instanceID: 0}\n  userData:\n  assetBundleName:\n  assetBundleVariant:\n")
  elseif(name MATCHES "\\.asmdef$")
    write_meta(${path} "AssemblyDefinitionImporter:\n${settings_tail}")
  elseif(name MATCHES "\\.(md|txt|json)$")
    write_meta(${path} "TextScriptImporter:\n${settings_tail}")
  else()
    write_meta(${path} "DefaultImporter:\n${settings_tail}")
  endif()
endforeach()

# The tarball: files only (as npm packs them), in sorted order, with one fixed time stamp, so
# that the same inputs give the same tar stream (gzip's header still carries the time).
file(GLOB_RECURSE files RELATIVE ${OUT_DIR} ${OUT_DIR}/package/*)
list(SORT files)
string(REPLACE ";" "\n" file_list "${files}")
file(WRITE ${OUT_DIR}/package-files.txt "${file_list}\n")
file(REMOVE ${TARBALL})
execute_process(
  COMMAND ${CMAKE_COMMAND} -E tar czf ${TARBALL} "--mtime=2000-01-01 00:00:00 UTC" --files-from=package-files.txt
  WORKING_DIRECTORY ${OUT_DIR}
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "Unity package: packing ${TARBALL} failed")
endif()
file(SIZE ${TARBALL} size)
list(LENGTH files count)
message(STATUS "Unity package: ${TARBALL} (${count} files, ${size} bytes)")
