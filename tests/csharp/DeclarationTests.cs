// Declarations built by the host (GameAction.WithCards): the cards in any order, and a wrong
// meld refused with the engine's message. The stacked deal is tests/python's stacked_game.
using System.Collections.Generic;
using System.Linq;

namespace Bezique.Tests
{
    internal static class DeclarationTests
    {
        // Two-handed, dealer P0, eldest P1 (dealt deck[0], deck[2], ...), turn-up deck[16] = 9H:
        // P1 holds a royal marriage (KH QH, hearts are trumps), a bezique (QS JD) and four brisques.
        private static readonly string[] P1Hand = { "KH", "QH", "QS", "JD", "AS", "TS", "AC", "TC" };
        private static readonly string[] P0Hand = { "7S", "8S", "7C", "8C", "7D", "8D", "9D", "9S" };

        // A two-handed deck whose first cards are `top` (lowest copies first), the rest in id order.
        internal static Card[] StackedDeck(IEnumerable<string> top)
        {
            var rest = Enumerable.Range(0, 64).Select(i => new Card((byte)i)).ToList();
            var deck = new List<Card>();
            foreach (string text in top)
            {
                Card c = rest.First(x => x.ToString() == text);
                rest.Remove(c);
                deck.Add(c);
            }
            deck.AddRange(rest);
            return deck.ToArray();
        }

        private static Game StackedGame(Variant v)
        {
            var top = P1Hand.Zip(P0Hand, (p1, p0) => new[] { p1, p0 }).SelectMany(pair => pair).Concat(new[] { "9H" });
            return Game.WithDecks(v, 5, StackedDeck(top), 1);
        }

        private static GameAction Declare(MeldKind meld, params string[] cards)
        {
            return GameAction.WithCards(ActionType.Declare, meld, cards.Select(c => Card.Parse(c)).ToArray());
        }

        // docs/rules.md section 3: a royal marriage (K+Q of trumps) scores 40, whichever card is named first;
        // cards that form no marriage, or too few for a sequence, are refused and change nothing.
        [Test]
        public static void MarriageInEitherOrderAndWrongMeldsRefused()
        {
            using (var v = Variant.Preset("two-handed"))
            using (var game = StackedGame(v))
            {
                game.Apply(1, "AS");
                game.Apply(0, "7S");
                Check.Equal(Phase.Declare, game.Info.Phase, "the ace won the trick: its player may declare");
                Check.Equal(1, game.CurrentPlayer, "P1 declares");
                Check.Equal(0, game.ActionId(Declare(MeldKind.Marriage, "KH", "QH")), "marriage KH+QH is the first legal action");

                string before = game.FullText();
                int events = game.EventCount();
                Check.Refused(StatusCode.IllegalAction, "QS+KH is not a marriage (a king and queen of one suit)",
                              () => game.Apply(1, Declare(MeldKind.Marriage, "KH", "QS")), "a king and queen of two suits");
                Check.Refused(StatusCode.IllegalAction, "sequence needs 5 cards, not 2",
                              () => game.Apply(1, Declare(MeldKind.Sequence, "QH", "KH")), "a marriage named as a sequence");
                Check.Refused(StatusCode.IllegalAction, "you do not hold KS",
                              () => game.Apply(1, Declare(MeldKind.Marriage, "QS", "KS")), "a marriage without the king");
                Check.Equal(before, game.FullText(), "the refusals changed nothing");
                Check.Equal(events, game.EventCount(), "nor added an event");

                var games = new List<string>();
                foreach (string[] order in new[] { new[] { "QH", "KH" }, new[] { "KH", "QH" } })
                    using (var g = game.Clone())
                    {
                        g.Apply(1, Declare(MeldKind.Marriage, order));
                        Check.SequenceEqual(new[] { 0, 40 }, g.Scores(), "a royal marriage, " + string.Join("+", order));
                        Check.Contains("\nmarriage KH+QH\n", g.SaveRecord(), "recorded as offered, " + string.Join("+", order));
                        games.Add(g.FullText());
                    }
                Check.Equal(games[0], games[1], "either order makes the same game");
            }
        }
    }
}
