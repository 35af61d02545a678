// Random deals per second through the Java binding (SWIG, bindings/swig): the loop of
// bench/bench_capi.cpp's `capi` benchmark and of tests/csharp/Bench.cs. One deal = a new Game
// per deal (seeds 0, 1, ...) played with uniformly random legal actions to the end of its first
// deal, one call per decision (Game.play, bzq_game_play); and the same deals in one Game started
// again for each (Game.restart, bzq_game_restart). Each figure is the best of --rounds timed runs,
// after a warm-up run (the JIT). With --cli, the C++ figure of `bezique bench --listed --preset P --deals N`
// (the State loop) is measured in the same rounds, alternating with them.
//
//   javac -cp <build>/bindings/swig/bezique.jar -d <dir> bench/BenchJava.java
//   java -Djava.library.path=<build>/bindings/swig -cp <build>/bindings/swig/bezique.jar:<dir> \
//        BenchJava [--deals N] [--rounds R] [--preset NAME]... [--cli <build>/src/cli/bezique]
import bezique.Game;
import bezique.Turn;
import bezique.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

public final class BenchJava {
  private BenchJava() {}

  // The first deal of a game, one play() per decision; the decisions made.
  private static long playFirstDeal(Game game, SplittableRandom random) {
    long decisions = 0;
    Turn turn = game.turn();
    int deal = turn.getDealNumber();
    while (turn.getIsOver() == 0 && turn.getDealNumber() == deal) {
      turn = game.play(turn.getCurrentPlayer(), random.nextInt((int) turn.getLegalCount()));
      ++decisions;
    }
    return decisions;
  }

  private static long playDeals(String preset, int deals) {
    SplittableRandom random = new SplittableRandom(1);
    long decisions = 0;
    try (Variant variant = new Variant(preset)) {
      for (int seed = 0; seed < deals; ++seed) {
        try (Game game = new Game(variant, seed)) {
          decisions += playFirstDeal(game, random);
        }
      }
    }
    return decisions;
  }

  // The same deals in one Game, started again for each deal (restart(), bzq_game_restart()).
  private static long playDealsRestarted(String preset, int deals) {
    SplittableRandom random = new SplittableRandom(1);
    long decisions = 0;
    try (Variant variant = new Variant(preset); Game game = new Game(variant, 0)) {
      for (int seed = 0; seed < deals; ++seed) {
        game.restart(seed);
        decisions += playFirstDeal(game, random);
      }
    }
    return decisions;
  }

  private interface Loop {
    long run(String preset, int deals);
  }

  // The best deals/s and decisions/s of `rounds` timed runs of a loop.
  private static double[] best(Loop loop, String preset, int deals, int rounds) {
    double[] best = {0, 0};
    for (int r = 0; r < rounds; ++r) {
      long start = System.nanoTime();
      long decisions = loop.run(preset, deals);
      double seconds = Math.max((System.nanoTime() - start) / 1e9, 1e-9);
      if (deals / seconds > best[0]) {
        best[0] = deals / seconds;
        best[1] = decisions / seconds;
      }
    }
    return best;
  }

  // `bezique bench --listed --preset P --deals N` (the same loop through C++'s State): its "N deals/s"; NaN without --cli.
  private static double cxxRate(String cli, String preset, int deals) throws java.io.IOException, InterruptedException {
    if (cli == null) return Double.NaN;
    Process p = new ProcessBuilder(cli, "bench", "--listed", "--preset", preset, "--deals", Integer.toString(deals)).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("([0-9.]+) deals/s").matcher(out);
    if (p.waitFor() != 0 || !m.find()) throw new IllegalStateException("bezique bench failed: " + out);
    return Double.parseDouble(m.group(1));
  }

  public static void main(String[] args) throws Exception {
    System.loadLibrary("bezique_java");
    int deals = 2000;
    int rounds = 3;
    String cli = null;
    List<String> presets = new ArrayList<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--deals": deals = Integer.parseInt(args[i + 1]); break;
        case "--rounds": rounds = Math.max(1, Integer.parseInt(args[i + 1])); break;
        case "--preset": presets.add(args[i + 1]); break;
        case "--cli": cli = args[i + 1]; break;
        default:
          System.err.println("usage: BenchJava [--deals N] [--rounds R] [--preset NAME]... [--cli path/to/bezique]");
          System.exit(2);
      }
    }
    if (presets.isEmpty()) presets.addAll(List.of("two-handed", "rubicon", "chinese"));
    System.out.printf("Java %s, %d random deals per preset, best of %d%n", System.getProperty("java.version"), deals, rounds);
    System.out.printf("%-12s %14s %16s %16s %10s %16s %10s%n", "preset", "C++ deals/s", "Java deals/s", "decisions/s", "Java / C++",
                      "restart deals/s", "rst / C++");
    for (String preset : presets) {
      playDeals(preset, Math.max(1, deals / 5));  // warm-up: the JIT
      playDealsRestarted(preset, Math.max(1, deals / 5));
      // Rounds alternate the Java loops with the C++ one; the best of each is kept.
      double[] perGame = {0, 0};
      double restarted = 0;
      double cxx = Double.NaN;
      for (int r = 0; r < rounds; ++r) {
        double[] g = best(BenchJava::playDeals, preset, deals, 1);
        if (g[0] > perGame[0]) perGame = g;
        double c = cxxRate(cli, preset, deals);
        if (!Double.isNaN(c)) cxx = Double.isNaN(cxx) ? c : Math.max(cxx, c);
        restarted = Math.max(restarted, best(BenchJava::playDealsRestarted, preset, deals, 1)[0]);
      }
      System.out.printf("%-12s %14.0f %16.0f %16.0f %10.2f %16.0f %10.2f%n", preset, cxx, perGame[0], perGame[1], perGame[0] / cxx,
                        restarted, restarted / cxx);
    }
  }
}
