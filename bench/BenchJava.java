// Random deals per second through the Java binding (SWIG, bindings/swig): the loop of
// bench/bench_capi.cpp's `capi` benchmark and of tests/csharp/Bench.cs. One deal = a new Game
// per deal (seeds 0, 1, ...) played with uniformly random legal actions to the end of its first
// deal, one call per decision (Game.play, bzq_game_play). Each figure is the best of --rounds
// timed runs, after a warm-up run (the JIT).
//
//   javac -cp <build>/bindings/swig/bezique.jar -d <dir> bench/BenchJava.java
//   java -Djava.library.path=<build>/bindings/swig -cp <build>/bindings/swig/bezique.jar:<dir> \
//        BenchJava [--deals N] [--rounds R] [--preset NAME]...
import bezique.Game;
import bezique.Turn;
import bezique.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

public final class BenchJava {
  private BenchJava() {}

  private static long playDeals(String preset, int deals) {
    SplittableRandom random = new SplittableRandom(1);
    long decisions = 0;
    try (Variant variant = new Variant(preset)) {
      for (int seed = 0; seed < deals; ++seed) {
        try (Game game = new Game(variant, seed)) {
          Turn turn = game.turn();
          int deal = turn.getDealNumber();
          while (turn.getIsOver() == 0 && turn.getDealNumber() == deal) {
            turn = game.play(turn.getCurrentPlayer(), random.nextInt((int) turn.getLegalCount()));
            ++decisions;
          }
        }
      }
    }
    return decisions;
  }

  public static void main(String[] args) {
    System.loadLibrary("bezique_java");
    int deals = 2000;
    int rounds = 3;
    List<String> presets = new ArrayList<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--deals": deals = Integer.parseInt(args[i + 1]); break;
        case "--rounds": rounds = Math.max(1, Integer.parseInt(args[i + 1])); break;
        case "--preset": presets.add(args[i + 1]); break;
        default:
          System.err.println("usage: BenchJava [--deals N] [--rounds R] [--preset NAME]...");
          System.exit(2);
      }
    }
    if (presets.isEmpty()) presets.addAll(List.of("two-handed", "rubicon", "chinese"));
    System.out.printf("Java %s, %d random deals per preset, best of %d%n", System.getProperty("java.version"), deals, rounds);
    System.out.printf("%-12s %14s %16s%n", "preset", "deals/s", "decisions/s");
    for (String preset : presets) {
      playDeals(preset, Math.max(1, deals / 5));  // warm-up: the JIT
      double best = 0;
      double bestDecisions = 0;
      for (int r = 0; r < rounds; ++r) {
        long start = System.nanoTime();
        long decisions = playDeals(preset, deals);
        double seconds = Math.max((System.nanoTime() - start) / 1e9, 1e-9);
        if (deals / seconds > best) {
          best = deals / seconds;
          bestDecisions = decisions / seconds;
        }
      }
      System.out.printf("%-12s %14.0f %16.0f%n", preset, best, bestDecisions);
    }
  }
}
