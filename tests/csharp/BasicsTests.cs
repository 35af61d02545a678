// Versions, names, cards, struct layouts, presets, options and variants.
using System;
using System.Linq;
using System.Runtime.InteropServices;
using System.Text;

namespace Bezique.Tests
{
    internal static class BasicsTests
    {
        [Test]
        public static void VersionAndAbiOfTheLoadedLibrary()
        {
            // Bezique.dll and the native library it loaded are one version.
            Version assembly = typeof(Library).Assembly.GetName().Version;
            Check.Equal(assembly.ToString(3), Library.Version, "version");
            Check.Equal((uint)(assembly.Major * 10000 + assembly.Minor * 100 + assembly.Build), Library.VersionNumber,
                        "version number");
            Check.Equal(Library.BindingAbiVersion, Library.AbiVersion, "ABI");
            Library.CheckAbi();
        }

        [Test]
        public static void StatusNames()
        {
            Check.Equal("illegal action", Library.StatusName(StatusCode.IllegalAction), "illegal action");
            foreach (StatusCode s in Enum.GetValues(typeof(StatusCode)))
                Check.True(Library.StatusName(s) != "unknown status", "status " + s + " has a name");
            Check.Equal("unknown status", Library.StatusName((StatusCode)55), "unknown");
        }

        // GameInfo copies bzq_info field by field: each property is the library's field of its
        // name, at every decision of a game (where stock, trick, stage and dealer move).
        [Test]
        public static unsafe void InfoIsTheLibrarysInfoFieldByField()
        {
            using (var game = new Game("two-handed", 3))
            {
                var rng = new Rng(3);
                Turn turn = game.Turn;
                for (int step = 0; step < 400 && !turn.IsOver; ++step)
                {
                    NativeInfo n;
                    n.StructSize = NativeInfo.Size;
                    Errors.Check(NativeMethods.bzq_game_info(game.Handle, &n));
                    GameInfo i = game.Info;
                    string at = "step " + step + ": ";
                    Check.Equal(n.Players, i.Players, at + "Players");
                    Check.Equal(n.Sides, i.Sides, at + "Sides");
                    Check.Equal(n.Phase, (int)i.Phase, at + "Phase");
                    Check.Equal(n.CurrentPlayer, i.CurrentPlayer, at + "CurrentPlayer");
                    Check.Equal(n.Dealer, i.Dealer, at + "Dealer");
                    Check.Equal(n.DealNumber, i.DealNumber, at + "DealNumber");
                    Check.Equal(n.Stage, i.Stage, at + "Stage");
                    Check.Equal(n.Trump, i.Trump.HasValue ? (int)i.Trump.Value : -1, at + "Trump");
                    Check.Equal(n.TurnUp, i.TurnUp.HasValue ? (int)i.TurnUp.Value.Id : -1, at + "TurnUp");
                    Check.Equal(n.StockSize, i.StockSize, at + "StockSize");
                    Check.Equal(n.TrickNumber, i.TrickNumber, at + "TrickNumber");
                    Check.Equal(n.IsOver != 0, i.IsOver, at + "IsOver");
                    Check.Equal(n.Winner, i.Winner, at + "Winner");
                    Check.Equal(n.Viewer, i.Viewer, at + "Viewer");
                    Check.Equal(n.FirstBeziqueScored != 0, i.FirstBeziqueScored, at + "FirstBeziqueScored");
                    turn = game.Play(turn.CurrentPlayer, (int)rng.Below((uint)turn.LegalCount));
                    if (turn.DealPending) turn = game.Turn;
                }
            }
        }

        // The C# structs must have exactly the sizes the library fills in (bzq_*_init).
        [Test]
        public static unsafe void StructSizesMatchTheLibrary()
        {
            NativeAction a; NativeMethods.bzq_action_init(&a);
            NativeEvent e; NativeMethods.bzq_event_init(&e);
            NativeMeld m; NativeMethods.bzq_meld_init(&m);
            NativeMeldScore s; NativeMethods.bzq_meld_score_init(&s);
            NativeInfo i; NativeMethods.bzq_info_init(&i);
            NativeShape sh; NativeMethods.bzq_shape_init(&sh);
            NativeSimulation sim; NativeMethods.bzq_simulation_init(&sim);
            NativeHint hint; NativeMethods.bzq_hint_init(&hint);
            NativeTurn turn; NativeMethods.bzq_turn_init(&turn);
            Check.Equal((uint)sizeof(NativeTurn), turn.StructSize, "bzq_turn");
            Check.Equal((uint)NativeTurn.Size, turn.StructSize, "NativeTurn.Size");
            // Game.Play and Game.Turn have the library write a bzq_turn straight into a Turn.
            Check.Equal((uint)sizeof(Turn), turn.StructSize, "Turn");
            foreach (var f in new[] { "StructSize", "CurrentPlayer", "LegalCount", "DealNumber", "IsOver", "DealPending", "DecisionCount" })
                Check.Equal(Marshal.OffsetOf(typeof(NativeTurn), f).ToInt32(),
                            Marshal.OffsetOf(typeof(Turn), char.ToLowerInvariant(f[0]) + f.Substring(1)).ToInt32(), "Turn." + f);
            Check.Equal((uint)sizeof(NativeHint), hint.StructSize, "bzq_hint");
            Check.Equal((uint)NativeHint.Size, hint.StructSize, "NativeHint.Size");
            Check.Equal((uint)sizeof(NativeAction), hint.Action.StructSize, "bzq_hint.action");
            Check.Equal((uint)sizeof(NativeShape), sh.StructSize, "bzq_shape");
            Check.Equal((uint)sizeof(NativeSimulation), sim.StructSize, "bzq_simulation");
            Check.Equal((uint)NativeShape.Size, sh.StructSize, "NativeShape.Size");
            Check.Equal((uint)NativeSimulation.Size, sim.StructSize, "NativeSimulation.Size");
            Check.Equal(8, Marshal.OffsetOf(typeof(NativeSimulation), "Deals").ToInt32(), "bzq_simulation.deals offset");
            Check.Equal((uint)sizeof(NativeAction), a.StructSize, "bzq_action");
            Check.Equal((uint)sizeof(NativeEvent), e.StructSize, "bzq_event");
            Check.Equal((uint)sizeof(NativeMeld), m.StructSize, "bzq_meld");
            Check.Equal((uint)sizeof(NativeMeldScore), s.StructSize, "bzq_meld_score");
            Check.Equal((uint)sizeof(NativeInfo), i.StructSize, "bzq_info");
            Check.Equal((uint)NativeAction.Size, a.StructSize, "NativeAction.Size");
            Check.Equal((uint)NativeEvent.Size, e.StructSize, "NativeEvent.Size");
            Check.Equal((uint)NativeMeld.Size, m.StructSize, "NativeMeld.Size");
            Check.Equal((uint)NativeMeldScore.Size, s.StructSize, "NativeMeldScore.Size");
            Check.Equal((uint)NativeInfo.Size, i.StructSize, "NativeInfo.Size");
            // The id (uint8_t in the C ABI) and whether it is a joker, which the id alone does not say.
            Check.Equal(2, Marshal.SizeOf(typeof(Card)), "Card is its id and a joker flag");
            Check.Equal(16, Marshal.OffsetOf(typeof(NativeEvent), "Cards").ToInt32() + 0, "bzq_event.cards offset");
            Check.Equal(12, Marshal.OffsetOf(typeof(NativeEvent), "Value").ToInt32(), "bzq_event.value offset");
            Check.Equal(8, Marshal.OffsetOf(typeof(NativeAction), "Cards").ToInt32(), "bzq_action.cards offset");
            Check.Equal(8, Marshal.OffsetOf(typeof(NativeMeldScore), "Points").ToInt32(), "bzq_meld_score.points offset");
        }

        // Card ids follow the ABI (copy * 32 + suit * 8 + rank) and the C# text is the library's.
        [Test]
        public static unsafe void CardsAgreeWithTheLibrary()
        {
            Check.Equal(3 * 8 + 0 + 32, (int)new Card(Suit.Clubs, Rank.Ace, 1).Id, "AC.1");
            Check.Equal("QS", new Card(Suit.Spades, Rank.Queen).ToString(), "QS");
            Check.Equal("JD.1", new Card(Suit.Diamonds, Rank.Jack, 1).ToString(true), "JD.1");
            byte* buf = stackalloc byte[16];
            for (int id = 0; id < 256; ++id)
            {
                var card = new Card((byte)id);
                uint needed = 0;
                Check.Equal(0, NativeMethods.bzq_card_text((byte)id, 1, buf, 16, &needed), "bzq_card_text " + id);
                string native = Encoding.ASCII.GetString(buf, (int)needed - 1);
                Check.Equal(native, card.ToString(true), "text of card " + id);
                Check.Equal(card, Card.Parse(native), "parse " + native);
                Check.Equal(card.Type, Card.Parse(card.ToString()), "parse " + card);
                Check.Equal(id % 32, (int)card.Type.Id, "type of " + id);
            }
            Check.Equal(new Card(Suit.Hearts, Rank.Ten), Card.Parse("10h"), "10h");
            Card c;
            Check.True(!Card.TryParse("ZZ", out c) && !Card.TryParse(null, out c), "TryParse of bad text");
            Check.Refused(StatusCode.ParseError, "ZZ", () => Card.Parse("ZZ"), "Card.Parse(ZZ)");
            Check.Throws<ArgumentNullException>(() => Card.Parse(null), "Card.Parse(null)");
            Check.Throws<ArgumentOutOfRangeException>(() => new Card(Suit.Clubs, Rank.Ace, 8), "copy 8");
        }

        [Test]
        public static void NamesOfEveryEnumValue()
        {
            Check.Equal("carte-blanche", Names.ActionType(ActionType.CarteBlanche), "action type");
            Check.Equal("double-bezique", Names.Meld(MeldKind.DoubleBezique), "meld");
            Check.Equal("trick-won", Names.EventType(EventType.TrickWon), "event type");
            Check.Equal("declare", Names.Phase(Phase.Declare), "phase");
            Check.Equal("last-trick", Names.Reason(ScoreReason.LastTrick), "reason");
            foreach (ActionType t in Enum.GetValues(typeof(ActionType))) Names.ActionType(t);
            foreach (EventType t in Enum.GetValues(typeof(EventType))) Names.EventType(t);
            foreach (Phase t in Enum.GetValues(typeof(Phase))) Names.Phase(t);
            foreach (ScoreReason t in Enum.GetValues(typeof(ScoreReason))) Names.Reason(t);
            foreach (MeldKind m in Enum.GetValues(typeof(MeldKind)))
                if (m != MeldKind.Infer) Check.Equal(m, Names.ParseMeld(Names.Meld(m)), "meld name round trip " + m);
            Check.Throws<ArgumentOutOfRangeException>(() => Names.Meld((MeldKind)77), "meld 77");
            Check.Throws<ArgumentOutOfRangeException>(() => Names.EventType((EventType)200), "event type 200");
            Check.Refused(StatusCode.UnknownName, "triple-marriage", () => Names.ParseMeld("triple-marriage"), "unknown meld");
        }

        [Test]
        public static void PresetsAndOptions()
        {
            string[] presets = Library.PresetNames;
            Check.Equal(14, presets.Length, "14 presets (12 of section 6, 2 of section 7)");
            Check.Equal("two-handed", presets[0], "first preset");
            Check.True(presets.Contains("rubicon") && presets.Contains("french-1847"), "rubicon and french-1847");
            OptionInfo[] options = Library.Options;
            Check.True(options.Length > 10, "options");
            int target = Library.FindOption("target");
            Check.Equal("target", options[target].Name, "target option");
            Check.Equal("int", options[target].Type, "target type");
            Check.True(options[target].Meaning.Length > 0, "target meaning");
            Check.Refused(StatusCode.UnknownName, "colour", () => Library.FindOption("colour"), "unknown option");
            foreach (string name in presets)
                using (var v = Variant.Preset(name))
                {
                    Check.Equal(name, v.Text, "canonical text of " + name);
                    v.Validate();
                }
        }

        [Test]
        public static void VariantTextOptionsAndValidation()
        {
            using (var v = Variant.Parse("rubicon(game_bonus=1000)"))
            {
                Check.Equal("rubicon(game_bonus=1000)", v.Text, "text");
                Check.Equal(1000, v.GetInt("game_bonus"), "game_bonus");
                using (var c = v.Clone())
                {
                    c.Set("game_bonus", "2000");
                    Check.Equal(2000, c.GetInt("game_bonus"), "clone's game_bonus");
                    Check.Equal(1000, v.GetInt("game_bonus"), "the original is unchanged");
                }
                Check.Contains("game_bonus=1000", v.Describe(), "describe");
                Check.Refused(StatusCode.UnknownName, "colour", () => v.Set("colour", "red"), "set unknown option");
                Check.Refused(StatusCode.UnknownName, "colour", () => v.Get("colour"), "get unknown option");
                Check.Throws<BeziqueException>(() => v.Set("game_bonus", "many"), "set a bad value");
                Check.Equal("rubicon(game_bonus=1000)", v.Text, "a refused set changes nothing");
            }
            Check.Refused(StatusCode.UnknownName, "pinochle", () => Variant.Preset("pinochle"), "unknown preset");
            Check.Throws<BeziqueException>(() => Variant.Parse("rubicon(target="), "malformed text");
            Check.Throws<ArgumentNullException>(() => Variant.Preset(null), "null preset");
            using (var v = Variant.Preset("two-handed"))
            {
                v.Set("partnerships", "true");
                Check.Refused(StatusCode.InvalidVariant, "partnerships", () => v.Validate(), "partnerships of two players");
                Check.Refused(StatusCode.InvalidVariant, "partnerships", () => new Game(v, 1).Dispose(), "a game of an invalid variant");
            }
        }

        [Test]
        public static void RngMatchesTheSpecifiedGenerator()
        {
            // docs/determinism.md: SplitMix64 from 0 gives the published first output.
            ulong state = 0;
            Check.Equal(0xE220A8397B1DCDAFUL, Rng.SplitMix64(ref state), "SplitMix64(0)");
            // docs/determinism.md section 8: the test vectors of the C++ engine's Rng.
            var zero = new Rng(0);
            ulong[] first = { 0x99EC5F36CB75F2B4UL, 0xBF6E1F784956452AUL, 0x1A5F849D4933E6E0UL, 0x6AA594F1262D2D2CUL,
                              0xBBA5AD4A1F842E59UL, 0xFFEF8375D9EBCACAUL, 0x6C160DEED2F54C98UL, 0x8920AD648FC30A3FUL,
                              0xDB032C0BA7539731UL, 0xEB3A475A3E749A3DUL };
            foreach (ulong want in first) Check.Equal(want, zero.Next(), "Rng(0).Next()");
            var seven = new Rng(7);
            uint[] bounds = { 1, 2, 3, 10, 52, 64, 1000, 2147483649u };
            uint[] drawn = { 0, 0, 2, 9, 51, 55, 60, 224274149 };
            for (int i = 0; i < bounds.Length; ++i) Check.Equal(drawn[i], seven.Below(bounds[i]), "Rng(7).Below(" + bounds[i] + ")");
            var rng = new Rng(1);
            for (int i = 0; i < 1000; ++i) Check.True(rng.Below(7) < 7, "below");
            Check.Throws<ArgumentOutOfRangeException>(() => rng.Below(0), "below(0)");
        }
    }
}
