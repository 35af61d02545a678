# CTest tests of the bezique program (label cli), included from src/cli/CMakeLists.txt.
set(_check ${CMAKE_CURRENT_LIST_DIR}/check_cli.cmake)
set(_dir ${CMAKE_CURRENT_BINARY_DIR}/cli_test_files)
file(MAKE_DIRECTORY ${_dir})
# What stderr holds for bad arguments: one line.
set(_one_line "^[^\n]+\n$")

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

# The 12 presets of docs/rules.md section 6.
set(_presets two-handed without-trump panache fixed-point three-handed three-handed-two-pack four-handed
    rubicon chinese eight-deck four-hand-rubicon french-1847)
# Every name at the start of a line, in the order of the table.
string(REPLACE ";" "[^\n]*\n" _all_presets "${_presets}")

# The player kinds of --help: one per line, the spec in a column of its own, two spaces at least
# before its summary (ismcts:BUDGET:Mms once ran into its summary).
bezique_cli_test(match_help_kinds ARGS match%--help RC 0
                 OUT "\nplayer kinds:\n(  [^ \n]+   *[^ \n][^\n]*\n)+\n?$%\n  ismcts:BUDGET:Mms   *ismcts:LEVEL or")
bezique_cli_test(play_help_kinds ARGS play%--help RC 0
                 OUT "\nplayer kinds:\n(  [^ \n]+   *[^ \n][^\n]*\n)+  human   *you, at this terminal")
bezique_cli_test(presets ARGS presets RC 0 OUT "${_all_presets}%two-handed +2 players%four-handed +4 players in partnerships")
bezique_cli_test(presets_options ARGS presets%rubicon RC 0
                 OUT "options of rubicon%\n  scoring +enum[^\n]+rubicon%\n  players +int +2 ")
bezique_cli_test(presets_unknown ARGS presets%five-handed RC 2 ERR "unknown preset 'five-handed'%${_one_line}")

foreach(p IN LISTS _presets)
  bezique_cli_test(play_${p} ARGS play%--preset%${p}%--seed%3%--players%heuristic RC 0
                   OUT "== deal 1, dealer P[0-3] ==%P[0-3] plays %wins trick 1 %== result ==%(wins|drawn)\n$")
endforeach()
# The worked deal of docs/how-to-play.md (examples/worked-deal.txt): the first deal of the game
# the README's first command plays (scripts/play.sh --preset two-handed --seed 1), so the page
# tells a deal the engine really plays, and says so.
bezique_cli_test(worked_deal ARGS play%--preset%two-handed%--seed%1%--players%heuristic RC 0
                 EXTRA -DFIRST_DEAL_AS=${PROJECT_SOURCE_DIR}/examples/worked-deal.txt)
# The variants docs/which-preset.md shows (examples/variants.txt): each one plays a game.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/examples/variants.txt)
file(STRINGS ${PROJECT_SOURCE_DIR}/examples/variants.txt _variants REGEX "^[^#]")
foreach(_line IN LISTS _variants)
  string(REGEX REPLACE " *#.*$" "" _variant "${_line}")
  string(MAKE_C_IDENTIFIER "${_variant}" _id)
  bezique_cli_test(docs_variant_${_id} ARGS "play%--variant%${_variant}%--seed%1%--players%random" RC 0
                   OUT "variant [^\n]*, seed 1\n%== result ==")
endforeach()
bezique_cli_test(play_variant ARGS "play%--variant%rubicon(game_bonus=1000)%--seed%5%--players%heuristic,random" RC 0
                 OUT "variant rubicon\\(game_bonus=1000\\), seed 5%match points: side 0 [0-9]+, side 1 [0-9]+")

# Save, then replay: the replay prints the same game; then corrupted records fail clearly.
bezique_cli_test(save ARGS play%--preset%two-handed%--seed%11%--players%random%--save%${_dir}/game.txt RC 0
                 OUT "record saved to" EXTRA -DWRITE_OUT=${_dir}/play.out)
set_tests_properties(cli.save PROPERTIES FIXTURES_SETUP cli_record)
bezique_cli_test(replay ARGS replay%${_dir}/game.txt RC 0 OUT "== result ==" DEPENDS cli_record
                 EXTRA -DSAME_AS=${_dir}/play.out -DSAVE=${_dir}/game.txt)
bezique_cli_test(replay_truncated ARGS replay%${_dir}/truncated.txt RC 1 DEPENDS cli_record
                 ERR "truncated.txt: record line [0-9]+, column [0-9]+: missing 'end' \\(the record is truncated\\)"
                 EXTRA -DSAVE=${_dir}/game.txt -DCORRUPT=${_dir}/truncated.txt "-DFROM=end\n$" -DTO=)
# The first action becomes text that is not notation, then notation the rules forbid there
# (the first decision of a two-handed deal is a play, so 'pass' is out of turn).
bezique_cli_test(replay_bad_action ARGS replay%${_dir}/bad_action.txt RC 1 DEPENDS cli_record
                 ERR "bad_action.txt: record line 5, column 1: action 1 'XX': "
                 EXTRA -DSAVE=${_dir}/game.txt -DCORRUPT=${_dir}/bad_action.txt "-DFROM=actions\n[^\n]+\n" "-DTO=actions\nXX\n")
bezique_cli_test(replay_illegal_action ARGS replay%${_dir}/illegal_action.txt RC 1 DEPENDS cli_record
                 ERR "illegal_action.txt: record line 5, column 1: action 1 'pass': "
                 EXTRA -DSAVE=${_dir}/game.txt -DCORRUPT=${_dir}/illegal_action.txt "-DFROM=actions\n[^\n]+\n" "-DTO=actions\npass\n")
bezique_cli_test(replay_not_a_record ARGS replay%${_check} RC 1 ERR "record line 1, column 1: not a bezique record")
bezique_cli_test(replay_missing_file ARGS replay%${_dir}/no-such-file.txt RC 1 ERR "cannot read")

bezique_cli_test(bench ARGS bench%--preset%two-handed%--deals%50%--seed%2 RC 0
                 OUT "two-handed: 50 deals, [0-9]+ decisions%[0-9]+ deals/s, [0-9]+ decisions/s")
bezique_cli_test(bench_chinese ARGS bench%--preset%chinese%--deals%3 RC 0 OUT "chinese: 3 deals")

# Bad arguments: one line naming the problem, exit code 2.
bezique_cli_test(no_command ARGS "" RC 2 ERR "^bezique: A subcommand is required \\(bezique --help\\)\n$")
bezique_cli_test(unknown_command ARGS deal RC 2 ERR "deal%${_one_line}")
bezique_cli_test(help ARGS --help RC 0 OUT "presets%play%replay%bench%match")
bezique_cli_test(version ARGS --version RC 0 OUT "^bezique ${PROJECT_VERSION}\n$")
bezique_cli_test(play_help ARGS play%--help RC 0
                 OUT "--preset%--human%--ask-forced%--load%player kinds:%heuristic%ismcts:N +[^\n]*N = 1\\.\\.1000000%ismcts:Nms +[^\n]*N = 1\\.\\.60000%human")
bezique_cli_test(match_help ARGS match%--help RC 0 OUT "--threads%ismcts:N +[^\n]*1\\.\\.1000000")
bezique_cli_test(play_bad_seed ARGS play%--seed%-4 RC 2 ERR "seed%${_one_line}")
bezique_cli_test(play_unknown_option ARGS play%--preset%rubicon%--fast RC 2 ERR "--fast%${_one_line}")
bezique_cli_test(play_missing_value ARGS play%--preset RC 2 ERR "--preset%${_one_line}")
bezique_cli_test(play_preset_and_variant ARGS play%--preset%rubicon%--variant%rubicon RC 2 ERR "excludes%${_one_line}")
bezique_cli_test(play_bad_variant ARGS "play%--variant%rubicon(target=x)" RC 2 ERR "target%${_one_line}")
bezique_cli_test(play_ignored_option ARGS "play%--variant%rubicon(target=1500)" RC 2
                 ERR "target=1500 has no effect: scoring=rubicon%${_one_line}")
bezique_cli_test(play_bad_players ARGS play%--preset%two-handed%--players%heuristic,random,random RC 2
                 ERR "--players names 3 kinds; this variant has 2 players%${_one_line}")
bezique_cli_test(play_unknown_player ARGS play%--preset%two-handed%--players%clever RC 2 ERR "unknown player 'clever'%${_one_line}")
bezique_cli_test(play_huge_budget ARGS play%--players%ismcts:999999999%--seed%1 RC 2
                 ERR "ismcts takes 1 to 1000000 iterations%${_one_line}")
bezique_cli_test(play_two_humans ARGS play%--players%human,human RC 2 ERR "one human seat at most%${_one_line}")
bezique_cli_test(play_seat_out_of_range ARGS play%--human%2%--seed%1 RC 2 ERR "seats 0 to 1%${_one_line}")
bezique_cli_test(play_load_and_seed ARGS play%--load%x.txt%--seed%1 RC 2 ERR "excludes%${_one_line}")
# Control characters in an argument are escaped in the message.
string(ASCII 27 _esc)
bezique_cli_test(play_hostile_variant ARGS "play%--variant%${_esc}(0rubicn" RC 2 ERR "unknown preset '\\\\u{001B}'%${_one_line}")
bezique_cli_test(bench_no_deals ARGS bench%--preset%two-handed RC 2 ERR "--deals%${_one_line}")
bezique_cli_test(bench_zero_deals ARGS bench%--preset%two-handed%--deals%0 RC 2 ERR "--deals%${_one_line}")
bezique_cli_test(match_too_many_threads ARGS match%--players%random,random%--deals%1%--threads%1000 RC 2
                 ERR "--threads%${_one_line}")
bezique_cli_test(replay_no_file ARGS replay RC 2 ERR "FILE%${_one_line}")

# A person's games through a pseudo-terminal (pexpect; Debian: python3-pexpect): help, moves by
# number and notation, forced moves, results, and games stopped by Ctrl-C, q and end of input,
# then resumed with --load.
find_program(BEZIQUE_PYTHON3 NAMES python3)
unset(_pty_python)
foreach(_py IN ITEMS ${BEZIQUE_PYTHON3} /usr/bin/python3)
  execute_process(COMMAND ${_py} -c "import pexpect" RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_QUIET)
  if(_rc EQUAL 0)
    set(_pty_python ${_py})
    break()
  endif()
endforeach()
if(_pty_python)
  add_test(NAME cli.play_pty COMMAND ${_pty_python} ${CMAKE_CURRENT_LIST_DIR}/play_pty.py $<TARGET_FILE:bezique_cli> ${_dir}/pty)
  set_tests_properties(cli.play_pty PROPERTIES LABELS cli TIMEOUT 600)
else()
  message(STATUS "bezique: no python3 with pexpect (Debian: python3-pexpect): the pseudo-terminal play test is off")
endif()

# scripts/play.sh installs only what the game needs and plays a whole game from `--seed 5`.
add_test(NAME cli.play_script COMMAND ${CMAKE_CURRENT_LIST_DIR}/check_play_script.sh ${PROJECT_SOURCE_DIR}
                                      ${CMAKE_CURRENT_BINARY_DIR}/play_script)
set_tests_properties(cli.play_script PROPERTIES LABELS cli TIMEOUT 1200)
bezique_cli_test(misspelt_command ARGS plya RC 2 ERR "unknown command 'plya' \\(did you mean 'play'\\?\\)%${_one_line}")
