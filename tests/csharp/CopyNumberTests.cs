// docs/records.md, "Copy numbers": which physical copy of a card lies where is nobody's
// information. A game from any explicit deck comes back from its record byte for byte, and two
// decks that differ only in copies deal the same game. As tests/python's
// test_explicit_decks_survive_record_and_pickle and test_games_compare_by_record_and_state.
using System.Linq;

namespace Bezique.Tests
{
    internal static class CopyNumberTests
    {
        // Every card of the variant's packs (these presets remove none), shuffled by `rng`.
        private static Card[] ShuffledDeck(Variant v, Rng rng)
        {
            int cards = 32 * v.GetInt("packs");
            Card[] deck = Enumerable.Range(0, cards).Select(i => new Card((byte)i)).ToArray();
            for (int i = deck.Length - 1; i > 0; --i)
            {
                int j = (int)rng.Below((uint)(i + 1));
                Card t = deck[i];
                deck[i] = deck[j];
                deck[j] = t;
            }
            return deck;
        }

        private static void PlayRandom(Game game, Rng rng, int limit)
        {
            for (int i = 0; i < limit && !game.IsOver; ++i) game.Apply(game.CurrentPlayer, (int)rng.Below((uint)game.LegalCount));
        }

        [Test]
        public static void ExplicitDecksSurviveTheRecordInMultiPackPresets()
        {
            foreach (string preset in new[] { "chinese", "eight-deck", "rubicon" })
                using (var v = Variant.Preset(preset))
                {
                    var rng = new Rng(5);
                    using (var game = Game.WithDecks(v, 5, ShuffledDeck(v, rng), 1))
                    {
                        PlayRandom(game, rng, 150);
                        string record = game.SaveRecord();
                        using (var loaded = Game.LoadRecord(record))
                        {
                            Check.Equal(game.SaveState(), loaded.SaveState(), preset + ": the state text after loading the record");
                            Check.Equal(game.FullText(), loaded.FullText(), preset + ": the full text");
                            Check.Equal(record, loaded.SaveRecord(), preset + ": the record saves back the same");
                            Check.SequenceEqual(game.LegalActions(), loaded.LegalActions(), preset + ": the legal actions");
                            for (int seat = 0; seat < game.Info.Players; ++seat)
                                using (View a = game.GetView(seat), b = loaded.GetView(seat))
                                    Check.Equal(a.Text, b.Text, preset + ": seat " + seat + "'s view");
                        }
                    }
                }
        }

        [Test]
        public static void DecksDifferingOnlyInCopiesDealTheSameGame()
        {
            using (var v = Variant.Preset("chinese"))
            {
                Card[] deck = ShuffledDeck(v, new Rng(3));
                Card[] other = (Card[])deck.Clone();
                // The first and the last ace of diamonds of the deck change places: another copy, the same card.
                int first = System.Array.FindIndex(other, c => c.ToString() == "AD");
                int last = System.Array.FindLastIndex(other, c => c.ToString() == "AD");
                Check.True(other[first] != other[last], "two copies of AD");
                Card t = other[first];
                other[first] = other[last];
                other[last] = t;
                using (Game a = Game.WithDecks(v, 3, deck, 1), b = Game.WithDecks(v, 3, other, 1))
                {
                    Check.Equal(a.SaveState(), b.SaveState(), "the same deal");
                    Check.Equal(a.SaveRecord(), b.SaveRecord(), "the same record");
                    var rng = new Rng(9);
                    for (int i = 0; i < 120 && !a.IsOver; ++i)
                    {
                        int id = (int)rng.Below((uint)a.LegalCount);
                        a.Apply(a.CurrentPlayer, id);
                        b.Apply(b.CurrentPlayer, id);
                    }
                    Check.Equal(a.SaveState(), b.SaveState(), "the same game after the same actions");
                }
            }
        }
    }
}
