# Assembles the NuGet package Bezique.<version>.nupkg (scripts/dist.sh): a zip in NuGet's layout
#   Bezique.nuspec                    from Bezique.nuspec.in
#   contentFiles/cs/any/Bezique/*.cs  the binding's sources (bindings/csharp/src, the only copy),
#                                     compiled by the consumer's SDK; not AssemblyInfo.cs, whose
#                                     attributes belong to Bezique.dll of this repository's build
#   build/Bezique.props               AllowUnsafeBlocks for the consumer's project
#   runtimes/linux-x64/native/libbezique.so, runtimes/win-x64/native/bezique.dll,
#   runtimes/osx/native/libbezique.dylib   the C ABI library, as the DllImport name "bezique" finds it
#   README.md, LICENSE, and the packaging parts every .nupkg has ([Content_Types].xml, _rels/.rels)
# Usage: cmake -DVERSION=... -DCSHARP_DIR=... -DNUGET_DIR=... -DLICENSE_FILE=... -DLINUX_NATIVE=...
#              -DWINDOWS_NATIVE=... -DMACOS_NATIVE=... -DOUT_DIR=... -DNUPKG=... [-DMTIME=date]
#              -P assemble_nupkg.cmake
cmake_minimum_required(VERSION 3.20)
foreach(var VERSION CSHARP_DIR NUGET_DIR LICENSE_FILE LINUX_NATIVE WINDOWS_NATIVE MACOS_NATIVE OUT_DIR NUPKG)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "assemble_nupkg.cmake: ${var} is not set")
  endif()
endforeach()
if(NOT DEFINED MTIME)
  set(MTIME "2000-01-01 00:00:00 UTC")
endif()

set(stage ${OUT_DIR}/package)
file(REMOVE_RECURSE ${stage})
file(MAKE_DIRECTORY ${stage})
function(copy_as source destination)
  if(NOT EXISTS ${source})
    message(FATAL_ERROR "NuGet package: ${source} does not exist")
  endif()
  get_filename_component(dir ${stage}/${destination} DIRECTORY)
  file(MAKE_DIRECTORY ${dir})
  configure_file(${source} ${stage}/${destination} COPYONLY)
endfunction()

configure_file(${NUGET_DIR}/Bezique.nuspec.in ${stage}/Bezique.nuspec @ONLY)
copy_as(${NUGET_DIR}/README.md README.md)
copy_as(${LICENSE_FILE} LICENSE)
copy_as(${NUGET_DIR}/Bezique.props build/Bezique.props)
file(GLOB sources ${CSHARP_DIR}/*.cs)
list(FILTER sources EXCLUDE REGEX "/AssemblyInfo\\.cs$")
foreach(source ${sources})
  get_filename_component(name ${source} NAME)
  copy_as(${source} contentFiles/cs/any/Bezique/${name})
endforeach()
copy_as(${LINUX_NATIVE} runtimes/linux-x64/native/libbezique.so)
copy_as(${WINDOWS_NATIVE} runtimes/win-x64/native/bezique.dll)
copy_as(${MACOS_NATIVE} runtimes/osx/native/libbezique.dylib)

# The Open Packaging Conventions parts that `nuget pack` writes: a content type for every
# extension (and each file without one) and the relationship naming the manifest.
file(GLOB_RECURSE files RELATIVE ${stage} ${stage}/*)
list(SORT files)
set(types "")
set(extensions rels psmdcp)
foreach(file ${files})
  get_filename_component(name ${file} NAME)
  if(name MATCHES "\\.([^.]+)$")
    string(TOLOWER ${CMAKE_MATCH_1} extension)
    list(APPEND extensions ${extension})
  else()
    string(APPEND types "  <Override PartName=\"/${file}\" ContentType=\"application/octet\" />\n")
  endif()
endforeach()
list(REMOVE_DUPLICATES extensions)
list(SORT extensions)
set(defaults "")
foreach(extension ${extensions})
  if(extension STREQUAL "rels")
    set(type "application/vnd.openxmlformats-package.relationships+xml")
  elseif(extension STREQUAL "psmdcp")
    set(type "application/vnd.openxmlformats-package.core-properties+xml")
  else()
    set(type "application/octet")
  endif()
  string(APPEND defaults "  <Default Extension=\"${extension}\" ContentType=\"${type}\" />\n")
endforeach()
file(WRITE "${stage}/[Content_Types].xml"
  "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
  "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">\n${defaults}${types}</Types>\n")
file(WRITE ${stage}/_rels/.rels
  "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
  "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">\n"
  "  <Relationship Type=\"http://schemas.microsoft.com/packaging/2010/07/manifest\" Target=\"/Bezique.nuspec\" Id=\"R0\" />\n"
  "</Relationships>\n")

file(GLOB_RECURSE files RELATIVE ${stage} ${stage}/*)
list(SORT files)
string(REPLACE ";" "\n" file_list "${files}")
file(WRITE ${OUT_DIR}/package-files.txt "${file_list}\n")
file(REMOVE ${NUPKG})
execute_process(
  COMMAND ${CMAKE_COMMAND} -E tar cf ${NUPKG} --format=zip "--mtime=${MTIME}" --files-from=${OUT_DIR}/package-files.txt
  WORKING_DIRECTORY ${stage}
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "NuGet package: packing ${NUPKG} failed")
endif()
list(LENGTH files count)
file(SIZE ${NUPKG} size)
message(STATUS "NuGet package: ${NUPKG} (${count} files, ${size} bytes)")
