// Whole games of every preset, records, states, views and clones.
using System;
using System.Linq;

namespace Bezique.Tests
{
    internal static class GameTests
    {
        [Test]
        public static void WholeGamesOfEveryPreset()
        {
            foreach (string preset in Library.PresetNames)
                using (var game = new Game(preset, 7))
                {
                    int steps = Playing.PlayChecked(game, new Rng(7));
                    GameInfo info = game.Info;
                    Check.True(info.IsOver && info.Phase == Phase.GameOver && info.CurrentPlayer == -1, preset + " ends");
                    Check.Equal(0, game.LegalCount, preset + ": no legal action after the end");
                    GameEvent last = game.GetEvent(Viewer.Omniscient, EventScope.All, game.EventCount() - 1);
                    Check.Equal(EventType.GameOver, last.Type, preset + ": the last event is game-over");
                    Check.Equal(info.Winner, last.Side, preset + ": the winner is the game-over event's side");
                    Check.True(info.Winner >= -1 && info.Winner < info.Sides, preset + ": a winner among the sides");
                    Check.Equal(info.Sides, game.Scores().Length, preset + ": one score per side");
                    using (var record = game.ToRecord()) Check.Equal(steps, record.ActionCount, preset + ": every action recorded");
                    for (int seat = -1; seat < info.Players; ++seat) Playing.CheckPrivacy(game, seat);
                    Check.Refused(StatusCode.GameOver, "", () => game.Apply(0, 0), preset + ": an action after the end");
                }
        }

        // Play applies as Apply does and gives the turn Info and LegalCount give; after a decision
        // that ends a deal, the next deal waits until the game is read. GetLegalActions (one native
        // call) gives the actions GetLegalAction gives id by id.
        [Test]
        public static void PlayGivesTheTurnAndGetLegalActionsTheList()
        {
            foreach (string preset in new[] { "two-handed", "rubicon", "chinese", "four-handed" })
                using (var played = new Game(preset, 9))
                using (var applied = new Game(preset, 9))
                {
                    var list = new GameAction[4096];
                    Turn turn = played.Turn;
                    int seat = turn.CurrentPlayer;
                    Check.Refused(StatusCode.OutOfRange, "out of range", () => played.Play(seat, 5000), preset + ": an id beyond the list");
                    int pending = 0;
                    for (int step = 0; step < 600 && !turn.IsOver; ++step)
                    {
                        if (turn.DealPending)
                        {
                            ++pending;
                            Check.Equal(-1, turn.CurrentPlayer, preset + ": nobody acts while the deal waits");
                            turn = played.Turn;
                            Check.True(!turn.DealPending, preset + ": Turn deals the waiting deal");
                        }
                        GameInfo info = applied.Info;
                        Check.Equal(info.CurrentPlayer, turn.CurrentPlayer, preset + " step " + step + ": the seat to act");
                        Check.Equal(applied.LegalCount, turn.LegalCount, preset + " step " + step + ": the legal count");
                        Check.Equal(info.DealNumber, turn.DealNumber, preset + " step " + step + ": the deal");
                        Check.Equal(step, turn.DecisionCount, preset + ": the decisions made");
                        int n = played.GetLegalActions(list);
                        Check.Equal(turn.LegalCount, n, preset + ": GetLegalActions' count");
                        for (int id = 0; id < n; ++id)
                            Check.True(list[id].Equals(applied.GetLegalAction(id)), preset + " step " + step + ": action " + id);
                        int pick = (step * 7) % n;
                        turn = played.Play(turn.CurrentPlayer, pick);
                        applied.Apply(info.CurrentPlayer, pick);
                    }
                    Check.True(pending > 0, preset + ": a deal ended");
                    Check.Equal(applied.SaveState(), played.SaveState(), preset + ": the same position");
                }
        }

        // Restart makes in the same Game the game a new Game of that seed is, whatever was played
        // before, and allocates nothing on the managed heap.
        [Test]
        public static void RestartIsTheNewGameOfThatSeed()
        {
            foreach (string preset in new[] { "two-handed", "rubicon", "four-handed", "haitian" })
                using (var variant = Variant.Preset(preset))
                using (var game = new Game(variant, 4))
                {
                    var rng = new Rng(2);
                    for (ulong seed = 20; seed < 23; ++seed)
                    {
                        for (int i = 0; i < 30 && !game.IsOver; ++i) game.Apply(game.CurrentPlayer, (int)rng.Below((uint)game.LegalCount));
                        long before = GC.GetAllocatedBytesForCurrentThread();
                        game.Restart(seed);
                        Check.Equal(0L, GC.GetAllocatedBytesForCurrentThread() - before, preset + ": bytes allocated by Restart");
                        using (var fresh = new Game(variant, seed))
                        {
                            Check.Equal(fresh.SaveRecord(), game.SaveRecord(), preset + ": the record of seed " + seed);
                            Check.Equal(fresh.FullText(), game.FullText(), preset + ": the position of seed " + seed);
                            Check.Equal(seed, game.Seed, preset + ": the seed");
                            Turn a = game.Turn, b = fresh.Turn;
                            for (int step = 0; !a.IsOver && step < 200; ++step)
                            {
                                if (a.DealPending) { a = game.Turn; b = fresh.Turn; }
                                Check.Equal(b.CurrentPlayer, a.CurrentPlayer, preset + " step " + step + ": the seat to act");
                                Check.Equal(b.LegalCount, a.LegalCount, preset + " step " + step + ": the legal count");
                                int pick = (step * 5) % a.LegalCount;
                                a = game.Play(a.CurrentPlayer, pick);
                                b = fresh.Play(b.CurrentPlayer, pick);
                            }
                            Check.Equal(fresh.SaveRecord(), game.SaveRecord(), preset + ": the same play");
                        }
                    }
                }
            var disposed = new Game("two-handed", 1);
            disposed.Dispose();
            Check.Throws<ObjectDisposedException>(() => disposed.Restart(2), "Restart of a disposed game");
        }

        [Test]
        public static void RecordsRoundTripAndReplayAnyPrefix()
        {
            foreach (string preset in new[] { "two-handed", "rubicon", "four-handed", "chinese" })
                using (var game = new Game(preset, 11))
                {
                    var rng = new Rng(3);
                    string midState = null;
                    int midActions = 0, actions = 0;
                    while (!game.IsOver)
                    {
                        if (actions == 40)
                        {
                            midState = game.FullText();
                            midActions = actions;
                        }
                        game.Apply(game.CurrentPlayer, (int)rng.Below((uint)game.LegalCount));
                        ++actions;
                    }
                    string text = game.SaveRecord();
                    using (var loaded = Game.LoadRecord(text))
                    {
                        Check.Equal(game.FullText(), loaded.FullText(), preset + ": the loaded game");
                        Check.Equal(game.EventCount(), loaded.EventCount(), preset + ": the loaded events");
                        Check.Equal(text, loaded.SaveRecord(), preset + ": the record saves back the same");
                    }
                    using (var record = Record.Parse(text))
                    {
                        Check.Equal(actions, record.ActionCount, preset + ": actions in the record");
                        Check.Equal(11UL, record.Seed, preset + ": seed");
                        Check.Equal(text, record.Text, preset + ": record text");
                        using (var v = record.GetVariant()) Check.Equal(preset, v.Text, preset + ": variant");
                        using (var mid = record.Replay(midActions)) Check.Equal(midState, mid.FullText(), preset + ": replay of a prefix");
                        for (int i = 0; i < 5; ++i)
                        {
                            GameAction a = record.GetAction(i);
                            using (var before = record.Replay(i))
                            {
                                Check.Equal(record.ActionText(i), before.ActionText(a), "record action text " + i);
                                Check.True(before.ActionId(a) >= 0, "a recorded action is legal where it was made");
                            }
                        }
                        Check.Throws<BeziqueException>(() => record.Replay(actions + 1), "replay past the end");
                    }
                }
        }

        [Test]
        public static void StateTextsLoadTheSamePosition()
        {
            using (var game = new Game("rubicon", 5))
            {
                var rng = new Rng(5);
                for (int i = 0; i < 30; ++i) game.Apply(game.CurrentPlayer, (int)rng.Below((uint)game.LegalCount));
                string state = game.SaveState();
                using (var v = game.GetVariant())
                using (var loaded = Game.LoadState(v, state, 99))
                {
                    Check.Equal(state, loaded.SaveState(), "state round trip");
                    Check.Equal(game.LegalCount, loaded.LegalCount, "same legal actions");
                    for (int id = 0; id < game.LegalCount; ++id) Check.Equal(game.LegalText(id), loaded.LegalText(id), "legal text " + id);
                    Check.Refused(StatusCode.WrongPhase, "", () => loaded.SaveRecord(), "a game loaded from a state has no record");
                    Check.Throws<BeziqueException>(() => loaded.ToRecord(), "nor a record handle");
                    Check.Refused(StatusCode.CorruptRecord, "", () => Game.LoadState(v, state.Replace("phase", "phaze"), 1), "a damaged state");
                }
            }
        }

        [Test]
        public static void UndoRestoresTheStateAndTheRecord()
        {
            using (var game = new Game("two-handed", 5))
            {
                var states = new System.Collections.Generic.List<string> { game.FullText() };
                var records = new System.Collections.Generic.List<string> { game.SaveRecord() };
                for (int i = 0; i < 30; ++i)
                {
                    game.Apply(game.CurrentPlayer, 0);
                    states.Add(game.FullText());
                    records.Add(game.SaveRecord());
                }
                Check.Equal(30, game.DecisionCount, "decisions");
                game.Undo(3);
                Check.Equal(states[27], game.FullText(), "the state three decisions back");
                Check.Equal(records[27], game.SaveRecord(), "the record three decisions back");
                var e = Check.Throws<BeziqueException>(() => game.Undo(28), "past the start");
                Check.Equal(StatusCode.InvalidArgument, e.Status, "status");
                Check.Contains("cannot undo 28 decisions: 27 have been made", e.Message, "message");
                Check.Equal(states[27], game.FullText(), "a refused undo changes nothing");
                game.Undo(27);
                Check.Equal(states[0], game.FullText(), "back at the start");
                Check.Equal(0, game.DecisionCount, "no decision");
            }
        }

        [Test]
        public static void HintsRecommendALegalActionAndSayWhy()
        {
            using (var game = new Game("two-handed", 3))
            {
                string before = game.FullText();
                GameHint h = game.Hint("ismcts:60", 7);
                Check.Equal(HintReason.Search, h.Reason, "reason");
                Check.Equal(60u, h.Work, "iterations");
                Check.True(h.Value >= 0 && h.Value <= 1000, "per mille");
                Check.Equal(game.LegalActions()[h.ActionId], h.Action, "the action and its id");
                Check.Contains(": search estimate", h.Text, "text");
                Check.Equal(before, game.FullText(), "the game is unchanged");
                var e = Check.Throws<BeziqueException>(() => game.Hint("alphazero"), "a bad spec");
                Check.Equal(StatusCode.UnknownName, e.Status, "status");
                game.Apply(game.CurrentPlayer, h.ActionId);
            }
        }

        [Test]
        public static void ClonesAreIndependent()
        {
            using (var game = new Game("four-hand-rubicon", 3))
            {
                for (int i = 0; i < 10; ++i) game.Apply(game.CurrentPlayer, 0);
                using (var clone = game.Clone())
                {
                    string snapshot = clone.FullText();
                    Check.Equal(game.FullText(), snapshot, "a clone is equal");
                    Check.Equal(3UL, clone.Seed, "seed");
                    game.Apply(game.CurrentPlayer, 0);
                    Check.Equal(snapshot, clone.FullText(), "the clone does not follow the original");
                    clone.Apply(clone.CurrentPlayer, 0);
                    Check.Equal(game.FullText(), clone.FullText(), "the same action gives the same position");
                }
            }
        }

        [Test]
        public static void ViewsShowTheHandTableTrickAndMelds()
        {
            using (var game = new Game("two-handed", 1))
            {
                var rng = new Rng(1);
                bool sawMeld = false, sawTrick = false;
                while (!game.IsOver && !(sawMeld && sawTrick))
                {
                    GameInfo info = game.Info;
                    using (var view = game.GetView(info.CurrentPlayer))
                    using (var spectator = game.GetView(Viewer.Spectator))
                    {
                        GameInfo vi = view.Info;
                        Check.Equal(info.CurrentPlayer, vi.Viewer, "the view's viewer");
                        Check.Equal(info.DealNumber, vi.DealNumber, "deal number");
                        Card[] hand = view.Hand;
                        Check.Equal(view.HandSizes[info.CurrentPlayer], hand.Length, "hand size");
                        Check.Equal(0, spectator.Hand.Length, "a spectator has no hand");
                        Check.Equal(0, spectator.LegalCount, "nor legal actions");
                        foreach (Card c in view.Table(info.CurrentPlayer)) Check.True(hand.Contains(c), "declared cards are in the hand");
                        Check.SequenceEqual(view.Table(0), spectator.Table(0), "everyone sees the table");
                        TrickCard[] trick = view.Trick;
                        if (trick.Length > 0)
                        {
                            sawTrick = true;
                            Check.True(trick[0].Player != info.CurrentPlayer || info.Phase != Phase.Play, "the leader is not to play again");
                        }
                        for (int i = 0; i < view.MeldCount; ++i)
                        {
                            Meld m = view.GetMeld(i);
                            sawMeld = true;
                            Check.True(m.CardCount >= 2, "a meld has cards");
                            // Each card of a declaration is still on its player's table, or has been played.
                            Card[] table = view.Table(m.Player), played = view.Played;
                            foreach (Card c in m.Cards)
                                Check.True(table.Contains(c) || played.Contains(c) || trick.Any(t => t.Card == c), "meld card " + c.ToString(true) + " of " + m);
                            Check.Equal(m.Broken, m.Cards.Any(c => !table.Contains(c)), "a meld is broken once a card of it is played: " + m);
                        }
                        Check.True(view.Text.Length > 0, "view text");
                        Check.Equal(game.EventCount(info.CurrentPlayer), view.EventCount, "view events");
                    }
                    game.Apply(info.CurrentPlayer, (int)rng.Below((uint)game.LegalCount));
                }
                Check.True(sawMeld && sawTrick, "the game showed a meld and a trick");
            }
        }

        [Test]
        public static void DeclarationCardsInAnyOrder()
        {
            // The first declaration of two or more cards offered in a seeded game, given with its cards reversed.
            for (ulong seed = 1; seed < 50; ++seed)
                using (var game = new Game("two-handed", seed))
                {
                    while (!game.IsOver)
                    {
                        GameAction offered = game.GetLegalAction(0);
                        if (offered.Type != ActionType.Declare || offered.CardCount < 2)
                        {
                            game.Apply(game.CurrentPlayer, 0);
                            continue;
                        }
                        Card[] cards = offered.Cards;
                        Array.Reverse(cards);
                        Check.True(GameAction.Declare(offered.Meld, cards) == offered, "Declare keeps the cards in the offered order");
                        GameAction reversed = GameAction.WithCards(ActionType.Declare, offered.Meld, cards);
                        Check.Equal(0, game.ActionId(reversed), "the engine takes a declaration's cards in any order");
                        string text = game.ActionText(offered);
                        game.Apply(game.CurrentPlayer, reversed);
                        Check.True(game.SaveRecord().Contains("\n" + text + "\n"), "recorded as offered: " + text);
                        return;
                    }
                }
            throw new Exception("no declaration of two cards in 49 seeded games");
        }

        [Test]
        public static void MeldEvaluationAndExplicitDecks()
        {
            // The first seed whose deal gives P0 a king and queen of one suit.
            for (ulong seed = 1; ; ++seed)
                using (var game = new Game("two-handed", seed))
                using (var view = game.GetView(0))
                {
                    Card[] hand = view.Hand;
                    Card king = hand.FirstOrDefault(k => k.Rank == Rank.King && hand.Any(q => q.Rank == Rank.Queen && q.Suit == k.Suit));
                    if (king.Rank != Rank.King) continue;
                    Card queen = hand.First(q => q.Rank == Rank.Queen && q.Suit == king.Suit);
                    Suit trump = game.Info.Trump.Value;
                    MeldScore score = game.EvaluateMeld(0, MeldKind.Infer, king, queen);
                    Check.Equal(MeldKind.Marriage, score.Kind, "K+Q of a suit infers a marriage");
                    Check.Equal(king.Suit == trump ? 40 : 20, score.Points, "a royal marriage 40, a common one 20 (docs/rules.md 3)");
                    Check.Equal(MeldKind.Marriage, game.EvaluateMeld(0, MeldKind.Marriage, king, queen).Kind, "named kind");
                    Check.Refused(StatusCode.IllegalAction, "", () => game.EvaluateMeld(0, MeldKind.Sequence, king, queen), "two cards are not a sequence");
                    Card missing = Enumerable.Range(0, 64).Select(i => new Card((byte)i)).First(c => !hand.Contains(c));
                    Check.Refused(StatusCode.IllegalAction, "do not hold " + missing.ToString(true), () => game.EvaluateMeld(0, MeldKind.Infer, king, missing), "a card not held");
                    Check.Throws<ArgumentNullException>(() => game.EvaluateMeld(0, MeldKind.Infer, null), "null cards");
                    break;
                }
            using (var v = Variant.Preset("two-handed"))
            using (var seeded = new Game(v, 42))
            {
                // The deck of deal 0 from the seed, written out, deals the same game.
                string record = seeded.SaveRecord();
                var deck = new System.Collections.Generic.List<Card>();
                for (int i = 0; i < seeded.EventCount(); ++i)
                {
                    GameEvent e = seeded.GetEvent(Viewer.Omniscient, EventScope.All, i);
                    if (e.Type == EventType.HandDealt) deck.AddRange(e.Cards);
                }
                Check.True(deck.Count > 0, "the first deal's hands");
                Check.Refused(StatusCode.InvalidArgument, "", () => Game.WithDecks(v, 42, deck.ToArray(), 1), "a deck of the wrong size");
                Check.Throws<BeziqueException>(() => Game.WithDeckText(v, 1, "AS AS AS"), "deck text of the wrong size");
                Check.Contains("seed 42", record, "the record names the seed");
            }
        }

        [Test]
        public static void ExplicitDeckOrderDealsThoseCards()
        {
            using (var v = Variant.Preset("two-handed"))
            {
                // Every card of the two packs in id order: copies 0 and 1 of the 32 types.
                var cards = new Card[64];
                for (int i = 0; i < 64; ++i) cards[i] = new Card((byte)i);
                using (var game = Game.WithDecks(v, 1, cards, 1))
                {
                    GameEvent first = game.Events().First(e => e.Type == EventType.HandDealt);
                    Card[] dealt = first.Cards;
                    Check.True(dealt.All(c => c.Id < 64), "dealt from the given deck");
                    // The deck's top is dealt first, so the first hand is made of the first cards.
                    Check.True(dealt.All(c => Array.IndexOf(cards, c) < 24), "the first hand comes from the top of the deck: " + string.Join(" ", dealt.Select(c => c.ToString(true))));
                }
                Check.Refused(StatusCode.InvalidArgument, "", () => Game.WithDecks(v, 1, cards.Take(63).ToArray(), 1), "63 cards");
            }
        }
    }
}
