# CTest tests of the bezique program (label cli), included from src/cli/CMakeLists.txt.
set(_check ${CMAKE_CURRENT_LIST_DIR}/check_cli.cmake)
set(_dir ${CMAKE_CURRENT_BINARY_DIR}/cli_test_files)
file(MAKE_DIRECTORY ${_dir})

# bezique_cli_test(NAME ARGS a%b RC n [OUT re%re] [ERR re%re] [EXTRA -Dx=y ...])
function(bezique_cli_test name)
  cmake_parse_arguments(T "" "ARGS;RC;OUT;ERR" "EXTRA;DEPENDS" ${ARGN})
  add_test(NAME cli.${name}
           COMMAND ${CMAKE_COMMAND} -DBEZIQUE=$<TARGET_FILE:bezique_cli> "-DARGS=${T_ARGS}" -DRC=${T_RC}
                   "-DOUT=${T_OUT}" "-DERR=${T_ERR}" ${T_EXTRA} -P ${_check})
  set_tests_properties(cli.${name} PROPERTIES LABELS cli)
  if(T_DEPENDS)
    set_tests_properties(cli.${name} PROPERTIES FIXTURES_REQUIRED "${T_DEPENDS}")
  endif()
endfunction()

# The 12 presets of RULES.md section 6.
set(_presets two-handed without-trump panache fixed-point three-handed three-handed-two-pack four-handed
    rubicon chinese eight-deck four-hand-rubicon french-1847)
# Every name at the start of a line, in the order of the table.
string(REPLACE ";" "[^\n]*\n" _all_presets "${_presets}")

bezique_cli_test(presets ARGS presets RC 0 OUT "${_all_presets}%two-handed +2 players%four-handed +4 players in partnerships")
bezique_cli_test(presets_options ARGS presets%rubicon RC 0
                 OUT "options of rubicon%\n  scoring +enum[^\n]+rubicon%\n  players +int +2 ")
bezique_cli_test(presets_unknown ARGS presets%five-handed RC 2 ERR "unknown preset 'five-handed'%usage: bezique presets")

foreach(p IN LISTS _presets)
  bezique_cli_test(play_${p} ARGS play%--preset%${p}%--seed%3 RC 0
                   OUT "== deal 1, dealer P[0-3] ==%P[0-3] plays %wins trick 1 %== result ==%(wins|drawn)\n$")
endforeach()
bezique_cli_test(play_variant ARGS "play%--variant%rubicon(target=1500)%--seed%5%--players%greedy,random" RC 0
                 OUT "variant rubicon\\(target=1500\\), seed 5%match points: side 0 [0-9]+, side 1 [0-9]+")

# Save, then replay: the replay prints the same game; then corrupted records fail clearly.
bezique_cli_test(save ARGS play%--preset%two-handed%--seed%11%--save%${_dir}/game.txt RC 0
                 OUT "record saved to" EXTRA -DWRITE_OUT=${_dir}/play.out)
set_tests_properties(cli.save PROPERTIES FIXTURES_SETUP cli_record)
bezique_cli_test(replay ARGS replay%${_dir}/game.txt RC 0 OUT "== result ==" DEPENDS cli_record
                 EXTRA -DSAME_AS=${_dir}/play.out -DSAVE=${_dir}/game.txt)
bezique_cli_test(replay_truncated ARGS replay%${_dir}/truncated.txt RC 1 DEPENDS cli_record
                 ERR "truncated.txt: record line [0-9]+: missing 'end' \\(the record is truncated\\)"
                 EXTRA -DSAVE=${_dir}/game.txt -DCORRUPT=${_dir}/truncated.txt "-DFROM=end\n$" -DTO=)
# The first action becomes text that is not notation, then notation the rules forbid there
# (the first decision of a two-handed deal is a play, so 'pass' is out of turn).
bezique_cli_test(replay_bad_action ARGS replay%${_dir}/bad_action.txt RC 1 DEPENDS cli_record
                 ERR "bad_action.txt: record line 5: action 1 'XX': "
                 EXTRA -DSAVE=${_dir}/game.txt -DCORRUPT=${_dir}/bad_action.txt "-DFROM=actions\n[^\n]+\n" "-DTO=actions\nXX\n")
bezique_cli_test(replay_illegal_action ARGS replay%${_dir}/illegal_action.txt RC 1 DEPENDS cli_record
                 ERR "illegal_action.txt: record line 5: action 1 'pass': "
                 EXTRA -DSAVE=${_dir}/game.txt -DCORRUPT=${_dir}/illegal_action.txt "-DFROM=actions\n[^\n]+\n" "-DTO=actions\npass\n")
bezique_cli_test(replay_not_a_record ARGS replay%${_check} RC 1 ERR "record line 1: not a bezique record")
bezique_cli_test(replay_missing_file ARGS replay%${_dir}/no-such-file.txt RC 1 ERR "cannot read")

bezique_cli_test(bench ARGS bench%--preset%two-handed%--deals%50%--seed%2 RC 0
                 OUT "two-handed: 50 deals, [0-9]+ decisions%[0-9]+ deals/s, [0-9]+ decisions/s")
bezique_cli_test(bench_chinese ARGS bench%--preset%chinese%--deals%3 RC 0 OUT "chinese: 3 deals")

# Bad arguments: a clear message, the usage line, exit code 2.
bezique_cli_test(no_command ARGS "" RC 2 ERR "a command is required%usage: bezique COMMAND")
bezique_cli_test(unknown_command ARGS deal RC 2 ERR "unknown command 'deal'")
bezique_cli_test(help ARGS --help RC 0 OUT "presets%play%replay%bench")
bezique_cli_test(play_help ARGS play%--help RC 0 OUT "usage: bezique play%greedy")
bezique_cli_test(play_no_variant ARGS play%--seed%1 RC 2 ERR "--preset NAME or --variant TEXT is required%usage: bezique play")
bezique_cli_test(play_bad_seed ARGS play%--preset%rubicon%--seed%-4 RC 2 ERR "--seed needs a whole number")
bezique_cli_test(play_unknown_option ARGS play%--preset%rubicon%--fast RC 2 ERR "unknown option '--fast'")
bezique_cli_test(play_missing_value ARGS play%--preset RC 2 ERR "option --preset needs a value")
bezique_cli_test(play_bad_variant ARGS "play%--variant%rubicon(target=x)" RC 2 ERR "target")
bezique_cli_test(play_bad_players ARGS play%--preset%two-handed%--players%greedy,random,random RC 2
                 ERR "--players names 3 kinds; this variant has 2 players")
bezique_cli_test(play_unknown_player ARGS play%--preset%two-handed%--players%clever RC 2 ERR "unknown player kind 'clever'")
bezique_cli_test(bench_no_deals ARGS bench%--preset%two-handed RC 2 ERR "--deals N is required")
bezique_cli_test(bench_zero_deals ARGS bench%--preset%two-handed%--deals%0 RC 2 ERR "--deals needs at least 1")
bezique_cli_test(replay_no_file ARGS replay RC 2 ERR "exactly one record file")
