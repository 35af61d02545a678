// The Java code docs/swig.md shows, as a program that the tests compile with -Xlint:all -Werror
// and run (java.guide_snippets), so the code on the site compiles and works as printed. The
// snippets lie between pairs of "[name]" comment lines, which the page includes by name.
// [imports]
import bezique.*;
// [imports]

public final class GuideSnippets {
  private GuideSnippets() {}

  public static void main(String[] args) {
    // [game]
    System.loadLibrary("bezique_java");
    try (Variant variant = new Variant("rubicon"); Game game = new Game(variant, 42)) {
      while (game.info().getIsOver() == 0) {
        Info info = game.info();
        game.applyId(info.getCurrentPlayer(), 0);
      }
      System.out.println(game.score(BeziqueConstants.BZQ_SCORES_POINTS, 0));
    } catch (RuntimeException e) {
      System.err.println(e.getMessage() + " (status " + Bezique.lastErrorStatus() + ")");
    }
    // [game]
    System.out.println("guide snippets: done");
  }
}
