// Strings from the host: a NUL in any string argument is refused with ArgumentException (it
// would otherwise end the string early on the native side: "AS\0junk" played the ace of
// spades), variant text is accepted wherever a preset name is, the core's strict variant text
// and caps reach C#, and messages that quote input are safe to print.
using System;
using System.Linq;

namespace Bezique.Tests
{
    internal static class InputTests
    {
        private static void RefusesNul(Action call, string what)
        {
            ArgumentException e = Check.Throws<ArgumentException>(call, what);
            Check.Contains("NUL", e.Message, what + " (message)");
        }

        [Test]
        public static void ANulInAnyStringArgumentIsRefused()
        {
            using (var game = new Game("two-handed", 1))
            using (var variant = Variant.Preset("two-handed"))
            {
                string record = game.SaveRecord(), state = game.SaveState();
                int player = game.CurrentPlayer;
                string first = game.LegalText(0);
                string before = game.FullText();
                RefusesNul(() => game.Apply(player, first + "\0junk"), "Apply(player, text)");
                Check.Equal(before, game.FullText(), "the game is unchanged");
                RefusesNul(() => game.ParseAction(first + "\0junk"), "ParseAction");
                RefusesNul(() => Card.Parse("AS\0junk"), "Card.Parse");
                Card card;
                Check.True(!Card.TryParse("AS\0junk", out card), "Card.TryParse is false");
                RefusesNul(() => Variant.Preset("two-handed\0x"), "Variant.Preset");
                RefusesNul(() => Variant.Parse("two-handed\0(target=1)"), "Variant.Parse");
                RefusesNul(() => variant.Get("target\0x"), "Variant.Get");
                RefusesNul(() => variant.Set("target", "1500\0x"), "Variant.Set value");
                RefusesNul(() => variant.Set("target\0x", "1500"), "Variant.Set option");
                RefusesNul(() => Library.FindOption("target\0x"), "Library.FindOption");
                RefusesNul(() => Names.ParseMeld("marriage\0x"), "Names.ParseMeld");
                RefusesNul(() => Player.Create("heuristic\0x", 1), "Player.Create");
                RefusesNul(() => Game.LoadRecord(record + "\0"), "Game.LoadRecord");
                RefusesNul(() => Game.LoadState(variant, state + "\0", 1), "Game.LoadState");
                RefusesNul(() => Game.WithDeckText(variant, 1, "AS\0"), "Game.WithDeckText");
                RefusesNul(() => Record.Parse(record + "\0junk"), "Record.Parse");
                RefusesNul(() => new Game("two-handed\0x", 1), "new Game(text)");
                Check.Equal(1000, variant.GetInt("target"), "the variant is unchanged");
            }
        }

        [Test]
        public static void VariantTextIsAcceptedWhereverAPresetNameIs()
        {
            using (var game = new Game("rubicon(game_bonus=1000)", 42))
            using (var v = game.GetVariant())
            {
                Check.Equal("rubicon(game_bonus=1000)", v.Text, "the game's variant");
                Check.Equal(1000, v.GetInt("game_bonus"), "game_bonus");
            }
            using (var game = new Game("Rubicon", 42))
            using (var v = game.GetVariant())
                Check.Equal("rubicon", v.Text, "preset names ignore case");
        }

        [Test]
        public static void TheCoresStrictVariantTextAndCapsReachCSharp()
        {
            Check.Refused(StatusCode.InvalidVariant, "target=1500 has no effect: scoring=rubicon",
                          () => new Game("rubicon(target=1500)", 1), "an option rubicon scoring ignores");
            Check.Refused(StatusCode.ParseError, "given twice", () => Variant.Parse("two-handed(target=1500, target=2000)"), "twice");
            Check.Refused(StatusCode.ParseError, "empty", () => Variant.Parse(""), "empty text");
            Check.Refused(StatusCode.UnknownName, "did you mean 'rubicon'", () => new Game("rubicn", 1), "a misspelt preset");
            Check.Refused(StatusCode.InvalidArgument, "ismcts takes 1 to 1000000 iterations",
                          () => Player.Create("ismcts:999999999", 1), "a budget over the cap");
        }

        [Test]
        public static void MessagesQuotingInputAreSafeToPrint()
        {
            string[] hostile = { "\u001b[2J\u001b[31mred", "QS\nforged", "\u202eesrever", new string('K', 5000), "caf\u00e9\u0085" };
            using (var game = new Game("two-handed", 3))
            {
                foreach (string text in hostile)
                {
                    var calls = new Action[]
                    {
                        () => Variant.Parse(text), () => Card.Parse(text), () => game.ParseAction(text),
                        () => Player.Create(text, 1), () => Game.LoadRecord(text), () => Names.ParseMeld(text),
                    };
                    foreach (Action call in calls)
                    {
                        BeziqueException e = Check.Throws<BeziqueException>(call, "hostile input");
                        Check.True(e.Message.Length < 1000, "a bounded message: " + e.Message.Length);
                        Check.True(!e.Message.Any(c => char.IsControl(c) || c == '\u202e'), "a printable message: " + e.Message);
                    }
                }
            }
        }
    }
}
