// The SWIG-generated Java binding (bindings/swig/bezique.i): whole games of every preset,
// record round trips, views that hide what a seat may not see, and the error paths, each of
// which must raise the mapped Java exception with the engine's message and change nothing.
import bezique.Action;
import bezique.Bezique;
import bezique.BeziqueConstants;
import bezique.CentPoints;
import bezique.Event;
import bezique.Game;
import bezique.Hint;
import bezique.Info;
import bezique.MeldScore;
import bezique.Player;
import bezique.Record;
import bezique.Shape;
import bezique.Simulation;
import bezique.Turn;
import bezique.Variant;
import bezique.View;
import java.util.Random;

public final class GameTest {
  private static int checks = 0;

  private static void check(boolean condition, String what) {
    ++checks;
    if (!condition) throw new AssertionError(what);
  }

  private static <T extends Throwable> T expect(Class<T> type, String fragment, Runnable action, String what) {
    try {
      action.run();
    } catch (Throwable e) {
      check(type.isInstance(e), what + ": expected " + type.getSimpleName() + ", got " + e);
      check(e.getMessage() != null && e.getMessage().contains(fragment), what + ": message <" + e.getMessage() + "> lacks <" + fragment + ">");
      return type.cast(e);
    }
    throw new AssertionError(what + ": nothing was thrown");
  }

  // Plays to the end with random legal actions, by id, by action and by text in turn.
  private static int playToEnd(Game game, Random random) {
    int steps = 0;
    Info info = game.info();
    while (info.getIsOver() == 0) {
      int player = info.getCurrentPlayer();
      int n = game.legalCount();
      check(n > 0, "a player to act has a legal action");
      int id = random.nextInt(n);
      Action action = game.legalAction(id);
      String text = game.legalText(id);
      check(game.actionId(action) == id, "actionId");
      check(text.equals(game.actionText(action)), "actionText");
      switch (steps % 3) {
        case 0: game.applyId(player, id); break;
        case 1: game.applyAction(player, action); break;
        default: game.applyText(player, text); break;
      }
      check(game.eventCount(BeziqueConstants.BZQ_OMNISCIENT, BeziqueConstants.BZQ_EVENTS_LAST) > 0, "an action causes events");
      ++steps;
      info = game.info();
    }
    return steps;
  }

  static void wholeGamesOfEveryPreset() {
    check(Bezique.presetCount() == 14, "14 presets (12 of section 6, 2 of section 7)");
    for (int p = 0; p < Bezique.presetCount(); ++p) {
      String preset = Bezique.presetName(p);
      try (Variant variant = new Variant(preset); Game game = new Game(variant, 7)) {
        int steps = playToEnd(game, new Random(p));
        Info info = game.info();
        check(info.getPhase() == BeziqueConstants.BZQ_PHASE_GAME_OVER && info.getCurrentPlayer() == -1, preset + " ends");
        check(game.legalCount() == 0, preset + ": no legal action after the end");
        Event last = game.event(BeziqueConstants.BZQ_OMNISCIENT, BeziqueConstants.BZQ_EVENTS_ALL,
                                game.eventCount(BeziqueConstants.BZQ_OMNISCIENT, BeziqueConstants.BZQ_EVENTS_ALL) - 1);
        check(last.getType() == BeziqueConstants.BZQ_EVENT_GAME_OVER, preset + ": last event game-over");
        check(last.getSide() == info.getWinner(), preset + ": the winner is the game-over event's side");
        String record = game.saveRecord();
        try (Game loaded = Bezique.loadRecord(record); Record r = new Record(record)) {
          check(loaded.fullText().equals(game.fullText()), preset + ": the record loads the same game");
          check(r.actionCount() == steps, preset + ": every action recorded");
          check(r.seed() == 7, preset + ": seed");
        }
        // A seat never sees another seat's dealt cards.
        try (View view = game.view(0)) {
          for (int i = 0; i < view.eventCount(); ++i) {
            Event e = view.event(i);
            if ((e.getFlags() & BeziqueConstants.BZQ_EVENT_FLAG_HIDDEN) != 0 && e.getPlayer() != 0)
              check((e.getFlags() & BeziqueConstants.BZQ_EVENT_FLAG_REDACTED) != 0, preset + ": another seat's hidden event is redacted");
          }
        }
        System.out.println("played " + preset + ": " + steps + " actions, winner " + info.getWinner());
      }
    }
  }

  static void errorPaths() {
    try (Variant variant = new Variant("two-handed"); Game game = new Game(variant, 1)) {
      int player = game.info().getCurrentPlayer(), other = 1 - player;
      String before = game.fullText();
      expect(RuntimeException.class, "is not to act", () -> game.applyId(other, 0), "out of turn");
      check(Bezique.lastErrorStatus() == BeziqueConstants.BZQ_OUT_OF_TURN, "the status is out of turn");
      expect(RuntimeException.class, "out of turn", () -> game.applyText(other, game.legalText(0)), "out of turn by text");
      expect(IndexOutOfBoundsException.class, "out of range", () -> game.applyId(player, game.legalCount()), "an id past the list");
      expect(IndexOutOfBoundsException.class, "", () -> game.legalText(-1), "a negative id");
      expect(IllegalArgumentException.class, "parse error", () -> game.applyText(player, "fling the queen"), "text that is not notation");
      expect(RuntimeException.class, "wrong phase: nothing to pass", () -> game.applyText(player, "pass"), "pass while a card is due");
      Action sequence = new Action();
      sequence.setType((short) BeziqueConstants.BZQ_ACTION_DECLARE);
      sequence.setMeld((short) BeziqueConstants.BZQ_MELD_SEQUENCE);
      sequence.setCount((short) 0);
      expect(RuntimeException.class, "illegal action", () -> game.evaluateMeld(player, sequence), "a sequence of no cards");
      expect(IndexOutOfBoundsException.class, "", () -> game.view(5), "a view of seat 5");
      expect(IllegalArgumentException.class, "unknown name", () -> new Variant("pinochle"), "an unknown preset");
      expect(IllegalArgumentException.class, "", () -> Bezique.variantFromText("rubicon(target="), "a variant text that does not parse");
      expect(RuntimeException.class, "corrupt record", () -> Bezique.loadRecord("not a record"), "a record that does not load");
      check(before.equals(game.fullText()), "the refused calls changed nothing");

      // A host-built action: the card, its text and its meld value.
      Action play = game.legalAction(0);
      Action copy = new Action();
      copy.setType(play.getType());
      copy.setCount(play.getCount());
      copy.setCard(0, play.card(0));
      check(game.actionId(copy) == 0, "a host-built action is found in the list");
      expect(IndexOutOfBoundsException.class, "", () -> copy.card(5), "a card past the action's count");
      check(Bezique.cardText(Bezique.cardParse("QS.1"), 1).equals("QS.1"), "card text round trip");
      check(Bezique.cardParse("QS") == 3, "QS is copy 0, spades, queen: 0 * 32 + 0 * 8 + 3");
    }
  }

  // A declaration's cards may come in any order: the first one of two or more cards offered in
  // a seeded game, built by the host with its cards reversed.
  static void declarationCardsInAnyOrder() {
    for (int seed = 1; seed < 50; ++seed) {
      try (Variant variant = new Variant("two-handed"); Game game = new Game(variant, seed)) {
        for (Info info = game.info(); info.getIsOver() == 0; info = game.info()) {
          Action offered = game.legalAction(0);
          if (offered.getType() != BeziqueConstants.BZQ_ACTION_DECLARE || offered.getCount() < 2) {
            game.applyId(info.getCurrentPlayer(), 0);
            continue;
          }
          Action reversed = new Action();
          reversed.setType(offered.getType());
          reversed.setMeld(offered.getMeld());
          reversed.setCount(offered.getCount());
          for (int i = 0; i < offered.getCount(); ++i) reversed.setCard(i, offered.card(offered.getCount() - 1 - i));
          check(game.actionId(reversed) == 0, "a declaration's cards in any order name the offered action");
          String text = game.legalText(0);
          game.applyAction(info.getCurrentPlayer(), reversed);
          check(game.saveRecord().contains("\n" + text + "\n"), "recorded as offered: " + text);
          return;
        }
      }
    }
    check(false, "a declaration of two cards in 49 seeded games");
  }

  // The deck text of two-handed (32 card types, two copies) whose first cards are `top`, the
  // rest in id order: tests/python's stacked deck.
  private static String stackedDeckText(String[] top) {
    java.util.List<String> rest = new java.util.ArrayList<>();
    for (int id = 0; id < 64; ++id) rest.add(Bezique.cardText(id, 0));
    StringBuilder deck = new StringBuilder();
    for (String card : top) {
      check(rest.remove(card), "the stacked deck has a " + card);
      deck.append(card).append(' ');
    }
    for (String card : rest) deck.append(card).append(' ');
    return deck.toString().trim();
  }

  private static Action declare(int meld, String... cards) {
    Action a = new Action();
    a.setType((short) BeziqueConstants.BZQ_ACTION_DECLARE);
    a.setMeld((short) meld);
    a.setCount((short) cards.length);
    for (int i = 0; i < cards.length; ++i) a.setCard(i, Bezique.cardParse(cards[i]));
    return a;
  }

  // docs/rules.md section 3: a royal marriage (K+Q of trumps) scores 40, whichever card the host names
  // first; cards that form no marriage, or too few for a sequence, are refused with the engine's
  // message and change nothing. Two-handed, dealer P0, eldest P1 (dealt the even places), turn-up
  // 9H: P1 holds KH QH (hearts are trumps), QS JD and four brisques.
  static void marriageInEitherOrder() {
    String[] p1 = {"KH", "QH", "QS", "JD", "AS", "TS", "AC", "TC"};
    String[] p0 = {"7S", "8S", "7C", "8C", "7D", "8D", "9D", "9S"};
    String[] top = new String[17];
    for (int i = 0; i < 8; ++i) {
      top[2 * i] = p1[i];
      top[2 * i + 1] = p0[i];
    }
    top[16] = "9H";
    try (Variant variant = new Variant("two-handed");
         Game game = Bezique.newGameWithDeckText(variant, 5, stackedDeckText(top))) {
      game.applyText(1, "AS");
      game.applyText(0, "7S");
      check(game.info().getPhase() == BeziqueConstants.BZQ_PHASE_DECLARE && game.info().getCurrentPlayer() == 1,
            "P1 won the trick with the ace and may declare");
      String before = game.fullText();
      int events = game.eventCount(BeziqueConstants.BZQ_OMNISCIENT, BeziqueConstants.BZQ_EVENTS_ALL);
      expect(RuntimeException.class, "QS+KH is not a marriage (a king and queen of one suit)",
             () -> game.applyAction(1, declare(BeziqueConstants.BZQ_MELD_MARRIAGE, "KH", "QS")), "a king and queen of two suits");
      expect(RuntimeException.class, "sequence needs 5 cards, not 2",
             () -> game.applyAction(1, declare(BeziqueConstants.BZQ_MELD_SEQUENCE, "QH", "KH")), "a marriage named as a sequence");
      check(before.equals(game.fullText()), "the refused declarations changed nothing");
      check(events == game.eventCount(BeziqueConstants.BZQ_OMNISCIENT, BeziqueConstants.BZQ_EVENTS_ALL), "nor added an event");
      String[] games = new String[2];
      String[][] orders = {{"QH", "KH"}, {"KH", "QH"}};
      for (int i = 0; i < 2; ++i) {
        try (Game g = game.clone()) {
          g.applyAction(1, declare(BeziqueConstants.BZQ_MELD_MARRIAGE, orders[i]));
          String order = String.join("+", orders[i]);
          check(g.score(BeziqueConstants.BZQ_SCORES_POINTS, 0) == 0 && g.score(BeziqueConstants.BZQ_SCORES_POINTS, 1) == 40,
                "a royal marriage scores 40, given as " + order);
          check(g.saveRecord().contains("\nmarriage KH+QH\n"), "recorded as offered, given as " + order);
          games[i] = g.fullText();
        }
      }
      check(games[0].equals(games[1]), "either order makes the same game");
    }
  }

  // docs/records.md, "Copy numbers": a game from an explicit deck (a shuffled deck text: the
  // binding takes decks as text) comes back from its record byte for byte, in the multi-pack
  // presets whose copies once changed on loading.
  static void explicitDecksSurviveTheRecord() {
    for (String preset : new String[] {"chinese", "eight-deck", "rubicon"}) {
      try (Variant variant = new Variant(preset)) {
        int packs = Integer.parseInt(variant.get("packs"));
        java.util.List<String> cards = new java.util.ArrayList<>();
        for (int id = 0; id < 32 * packs; ++id) cards.add(Bezique.cardText(id, 0));
        Random random = new Random(5);
        java.util.Collections.shuffle(cards, random);
        try (Game game = Bezique.newGameWithDeckText(variant, 5, String.join(" ", cards))) {
          for (int i = 0; i < 150 && game.info().getIsOver() == 0; ++i)
            game.applyId(game.info().getCurrentPlayer(), random.nextInt(game.legalCount()));
          String record = game.saveRecord();
          try (Game loaded = Bezique.loadRecord(record)) {
            check(loaded.saveState().equals(game.saveState()), preset + ": the state text after loading the record");
            check(loaded.fullText().equals(game.fullText()), preset + ": the full text");
            check(loaded.saveRecord().equals(record), preset + ": the record saves back the same");
            check(loaded.legalCount() == game.legalCount(), preset + ": as many legal actions");
            for (int id = 0; id < game.legalCount(); ++id)
              check(loaded.legalText(id).equals(game.legalText(id)), preset + ": legal action " + id);
            for (int seat = 0; seat < game.info().getPlayers(); ++seat) {
              try (View a = game.view(seat); View b = loaded.view(seat)) {
                check(a.text().equals(b.text()), preset + ": seat " + seat + "'s view");
              }
            }
          }
        }
      }
    }
  }

  static void undoAndHints() {
    try (Variant variant = new Variant("two-handed"); Game game = new Game(variant, 5)) {
      String start = game.fullText(), record = game.saveRecord();
      Hint hint = game.hint(game.info().getCurrentPlayer(), "ismcts:60", 7);
      check(hint.getReason() == BeziqueConstants.BZQ_HINT_SEARCH, "a search hint");
      check(hint.getText().contains(": search estimate"), "hint text <" + hint.getText() + ">");
      check(hint.getAction().getType() == game.legalAction((int) hint.getActionId()).getType(), "the hint's action and id");
      expect(RuntimeException.class, "is not to act", () -> game.hint(1 - game.info().getCurrentPlayer(), null, 0), "a hint out of turn");
      for (int i = 0; i < 20; ++i) game.applyId(game.info().getCurrentPlayer(), 0);
      check(game.decisionCount() == 20, "20 decisions");
      expect(IllegalArgumentException.class, "cannot undo 21 decisions", () -> game.undo(21), "undo past the start");
      game.undo(20);
      check(game.fullText().equals(start) && game.saveRecord().equals(record), "undo restores the start");
    }
  }

  static void libraryFacts() {
    check(Bezique.version().equals("0.1.0"), "version");
    check(Bezique.abiVersion() == 0, "ABI version");
    check(Bezique.meldName(BeziqueConstants.BZQ_MELD_DOUBLE_BEZIQUE).equals("double-bezique"), "meld name");
    check(Bezique.meldFromName("four-trumps") == BeziqueConstants.BZQ_MELD_FOUR_TRUMPS, "meld from name");
    try (Variant v = Bezique.variantFromText("rubicon(game_bonus=1000)")) {
      check(v.text().equals("rubicon(game_bonus=1000)"), "variant text");
      check(v.get("game_bonus").equals("1000"), "option value");
      v.set("game_bonus", "2000");
      check(v.get("game_bonus").equals("2000"), "option set");
    }
  }

  // The players' golden game (tests/data/golden/players_two-handed.txt) played through Java:
  // the same seeds give the same game as in C++, C, Python and C#.
  static void playersGoldenGame(String goldenPath) throws java.io.IOException {
    boolean heuristicListed = false;
    for (int i = 0; i < Bezique.playerCount(); ++i) {
      heuristicListed |= Bezique.playerSpec(i).equals("heuristic");
      check(!Bezique.playerSummary(i).isEmpty(), "every player spec has a summary");
    }
    check(heuristicListed, "heuristic is a player spec");
    expect(IllegalArgumentException.class, "alphazero", () -> new Player("alphazero", 1), "an unknown player spec");
    try (Variant variant = new Variant("two-handed"); Game game = new Game(variant, 7);
         Player searcher = new Player("ismcts:200", 11); Player heuristic = new Player("heuristic", 12)) {
      check(searcher.name().equals("ismcts:200"), "player name");
      try (Game sample = game.determinize(1, 5)) {
        check(sample.info().getCurrentPlayer() == game.info().getCurrentPlayer(), "a determinized game is at the same decision");
      }
      Info info = game.info();
      while (info.getIsOver() == 0) {
        int seat = info.getCurrentPlayer();
        if (seat == 0) game.applyId(seat, searcher.chooseId(game));
        else game.applyAction(seat, heuristic.choose(game));
        info = game.info();
      }
      StringBuilder expected = new StringBuilder();
      for (String line : java.nio.file.Files.readAllLines(java.nio.file.Paths.get(goldenPath)))
        if (!line.startsWith("#")) expected.append(line).append('\n');
      check(game.saveRecord().equals(expected.toString()), "the players' golden game, played through Java");
      expect(RuntimeException.class, "over", () -> heuristic.choose(game), "no choice once the game is over");
    }
  }

  // The table's shape and the simulation loop come from the library (bzq_variant_shape,
  // bzq_simulate), so a Java host derives neither.
  static void shapeAndSimulation() {
    try (Variant four = new Variant("four-handed"); Variant two = new Variant("two-handed")) {
      Shape shape = four.shape();
      check(shape.getPlayers() == 4 && shape.getSides() == 2 && shape.getPartnerships() == 1, "four-handed: 4 seats, 2 sides");
      check(shape.side(2) == 0 && shape.side(3) == 1 && shape.partner(1) == 3, "partners sit opposite");
      expect(IndexOutOfBoundsException.class, "out of range", () -> shape.side(4), "no fifth seat");
      check(two.shape().partner(0) == -1 && two.shape().getDeckSize() == 64, "two-handed: no partner, 64 cards");
      Simulation whole = two.simulate(20, 3, 0), head = two.simulate(12, 3, 0), tail = two.simulate(8, 3, 12);
      check(whole.getDeals() == 20 && whole.getActions() == head.getActions() + tail.getActions(), "a run is the sum of its parts");
      long wins = whole.getDealTies() + whole.dealWin(0) + whole.dealWin(1);
      check(wins == 20, "every deal is won or tied");
      check(whole.point(0) + whole.point(1) > 0 && whole.meld(0) >= whole.meldDeal(0), "points and melds counted");
      two.set("hand_size", "40");
      expect(IllegalArgumentException.class, "hand_size", () -> two.simulate(1, 0, 0), "an impossible variant");
    }
  }

  // Haitian Bésigue's jokers (docs/rules.md section 7): ids 252..255 are jokers in a game with
  // jokers and ordinary cards (copy 7) in eight-deck; the game names and parses them "JK".
  static void jokers() {
    int first = BeziqueConstants.BZQ_FIRST_JOKER;
    check(first == 252, "BZQ_FIRST_JOKER");
    try (Variant eight = new Variant("eight-deck"); Game game = new Game(eight, 1)) {
      check(game.hasJokers() == 0 && game.isJoker(first) == 0, "eight-deck has no jokers");
      check(game.cardText(first, 1).equals("JC.7") && game.cardParse("JC.7") == first, "id 252 is JC.7 in eight-deck");
      expect(IllegalArgumentException.class, "is not a card", () -> game.cardParse("JK"), "JK in eight-deck");
    }
    for (String preset : new String[] {"haitian", "haitian-four"}) {
      try (Variant variant = new Variant(preset); Game game = new Game(variant, 3)) {
        check(game.hasJokers() == 1, preset + ": has jokers");
        check(game.cardParse("JK") == first && game.cardParse("jk.3") == first + 3, preset + ": JK and jk.3");
        check(game.isJoker(first + 2) == 1 && game.isJoker(first - 1) == 0, preset + ": isJoker");
        check(game.cardText(first + 1, 0).equals("JK") && game.cardText(first + 1, 1).equals("JK.1"), preset + ": a joker's text");
        check(game.cardText(game.cardParse("QS.3"), 1).equals("QS.3"), preset + ": an ordinary card");
        expect(IllegalArgumentException.class, "not a card of this game", () -> game.cardParse("JC.7"), preset + ": JC.7");
        expect(IndexOutOfBoundsException.class, "", () -> game.isJoker(256), preset + ": isJoker(256)");
        // Play at random until a joker may be played; play it by its text.
        Random random = new Random(3);
        while (true) {
          Info info = game.info();
          check(info.getIsOver() == 0, preset + ": a joker became playable");
          int joker = -1;
          for (int id = 0; id < game.legalCount() && joker < 0; ++id) {
            Action a = game.legalAction(id);
            if (a.getType() == BeziqueConstants.BZQ_ACTION_PLAY && game.isJoker(a.card(0)) == 1) joker = a.card(0);
          }
          if (joker < 0) {
            game.applyId(info.getCurrentPlayer(), random.nextInt(game.legalCount()));
            continue;
          }
          int seat = info.getCurrentPlayer();
          try (View view = game.view(seat)) {
            boolean held = false;
            for (int i = 0; i < view.handCount(); ++i) held |= view.handCard(i) == joker;
            check(held, preset + ": the joker is in the seat's hand");
          }
          game.applyText(seat, "JK");
          Event played = game.event(BeziqueConstants.BZQ_OMNISCIENT, BeziqueConstants.BZQ_EVENTS_LAST, 0);
          check(played.getType() == BeziqueConstants.BZQ_EVENT_CARD_PLAYED && game.isJoker(played.card(0)) == 1,
                preset + ": the event's card is a joker");
          check(game.eventText(BeziqueConstants.BZQ_OMNISCIENT, BeziqueConstants.BZQ_EVENTS_LAST, 0).contains("JK"),
                preset + ": the event's text names JK");
          break;
        }
      }
    }
  }

  // docs/rules.md 7.5: the cent points match, its start bonus and a game started at it, its
  // text, and refused calls that change nothing.
  static void centPointsMatch() {
    try (Variant variant = Bezique.variantFromText("two-handed(match_games=3, loser_start_bonus=100)");
         CentPoints match = new CentPoints(variant)) {
      match.recordGame(1, 900);
      check(match.count(0) == 0 && match.count(1) == 1, "a win adds 1");
      match.recordGame(1, 700);
      check(match.count(1) == 3 && match.winner() == 1, "en bas table adds 2, and 3 wins the match");
      check(match.bonusSeat() == 0 && match.startScore(0) == 100 && match.startScore(1) == 0, "the loser's bonus");
      String before = match.text();
      expect(RuntimeException.class, "new_match", () -> match.recordGame(0, 900), "a game after the match");
      expect(IndexOutOfBoundsException.class, "seat 0 or 1", () -> match.recordGame(2, 900), "seat 2");
      check(before.equals(match.text()), "refused calls change nothing");
      try (CentPoints back = Bezique.centPointsFromText(variant, before)) {
        check(back.sameAs(match) == 1, "the text reads back equal");
      }
      expect(RuntimeException.class, "counts", () -> Bezique.centPointsFromText(variant, "cent-points 1 counts=1:1 games=2 matches=0 winner=- bonus=-"), "corrupt text");
      match.newMatch();
      check(match.count(1) == 0 && match.games() == 0, "a new match");
      try (Game plain = new Game(variant, 4); Game ahead = Bezique.newGameWithScores(variant, 4, match.startScore(0), match.startScore(1))) {
        check(ahead.score(BeziqueConstants.BZQ_SCORES_POINTS, 0) == plain.score(BeziqueConstants.BZQ_SCORES_POINTS, 0) + 100, "the game starts at the bonus");
      }
      expect(IllegalArgumentException.class, "start scores", () -> Bezique.newGameWithScores(variant, 4, 50, 0), "other start scores");
    }
  }

  // play() applies as applyId() does and gives the turn info() and legalCount() give; after a
  // decision that ends a deal the next deal waits (getDealPending) until turn() deals it.
  static void playAndTurn() {
    try (Variant variant = new Variant("two-handed"); Game played = new Game(variant, 9); Game applied = new Game(variant, 9)) {
      Turn turn = played.turn();
      int pending = 0;
      for (int step = 0; step < 300 && turn.getIsOver() == 0; ++step) {
        if (turn.getDealPending() != 0) {
          ++pending;
          check(turn.getCurrentPlayer() == -1, "nobody acts while the next deal waits");
          turn = played.turn();
        }
        Info info = applied.info();
        check(turn.getCurrentPlayer() == info.getCurrentPlayer(), "play: the seat to act");
        check(turn.getLegalCount() == applied.legalCount(), "play: the legal count");
        check(turn.getDealNumber() == info.getDealNumber(), "play: the deal");
        int id = (step * 7) % (int) turn.getLegalCount();
        turn = played.play(turn.getCurrentPlayer(), id);
        applied.applyId(info.getCurrentPlayer(), id);
      }
      check(pending > 0, "play: a deal ended");
      check(played.saveState().equals(applied.saveState()), "play: the same position as applyId");
    }
  }

  // restart() makes in the same Game the new game of that seed, whatever was played before.
  static void restart() {
    try (Variant variant = new Variant("rubicon"); Game game = new Game(variant, 3)) {
      for (int step = 0; step < 25; ++step) game.applyId(game.info().getCurrentPlayer(), step % game.legalCount());
      game.restart(8);
      try (Game fresh = new Game(variant, 8)) {
        check(game.saveRecord().equals(fresh.saveRecord()), "restart: the record of the new game");
        check(game.fullText().equals(fresh.fullText()), "restart: the position of the new game");
        check(game.seed() == 8, "restart: the seed");
      }
    }
  }

  public static void main(String[] args) throws java.io.IOException {
    System.loadLibrary("bezique_java");
    libraryFacts();
    errorPaths();
    declarationCardsInAnyOrder();
    marriageInEitherOrder();
    explicitDecksSurviveTheRecord();
    wholeGamesOfEveryPreset();
    shapeAndSimulation();
    jokers();
    centPointsMatch();
    undoAndHints();
    playAndTurn();
    restart();
    playersGoldenGame(System.getProperty("bezique.golden.players"));
    System.out.println("java: " + checks + " checks passed");
  }
}
