// The jokers of Haitian Bésigue (docs/rules.md section 7) in the C# binding: a Card knows it is
// a joker where the game has jokers (ids 252..255 are copy 7 of JC 9C 8C 7C in eight-deck), shows
// "JK", has no suit or rank; games parse and name cards through bzq_game_card_parse/_text; actions,
// events, views and records give jokers as jokers.
using System;
using System.Linq;

namespace Bezique.Tests
{
    internal static class JokerTests
    {
        [Test]
        public static void AJokerIsWrittenJKAndHasNoSuitOrRank()
        {
            Card jk = Card.Joker(2);
            Check.True(jk.IsJoker, "Joker(2) is a joker");
            Check.Equal(254, (int)jk.Id, "joker 2's id");
            Check.Equal(2, jk.Copy, "joker 2's number");
            Check.Equal("JK", jk.ToString(), "text");
            Check.Equal("JK.2", jk.ToString(true), "text with the copy");
            Check.Equal(Card.Joker(0), jk.Type, "the type of a joker");
            Check.Throws<InvalidOperationException>(() => { var s = jk.Suit; }, "a joker's suit");
            Check.Throws<InvalidOperationException>(() => { var r = jk.Rank; }, "a joker's rank");
            Check.Throws<ArgumentOutOfRangeException>(() => Card.Joker(4), "joker 4");
            Check.True(!new Card(252).IsJoker && new Card(252).ToString(true) == "JC.7", "id 252 alone is JC.7");
            Check.True(Card.FromId(252, false) == new Card(252), "FromId without jokers");
            Check.True(Card.FromId(252, true) == Card.Joker(0) && Card.Joker(0) != new Card(252), "FromId with jokers");
            Check.True(!Card.FromId(5, true).IsJoker, "FromId of an ordinary id with jokers");
            Check.True(new Card(255).CompareTo(Card.Joker(0)) < 0, "jokers sort last");
        }

        [Test]
        public static void GamesWithJokersNameAndParseThem()
        {
            using (var game = new Game("haitian", 1))
            {
                Check.True(game.HasJokers, "haitian has jokers");
                Check.Equal(Card.Joker(0), game.ParseCard("JK"), "parse JK");
                Check.Equal(Card.Joker(3), game.ParseCard("jk.3"), "parse jk.3");
                Check.Equal(new Card(Suit.Spades, Rank.Queen, 3), game.ParseCard("QS.3"), "parse QS.3");
                Check.Equal("JK", game.CardText(Card.Joker(1)), "the game's text of joker 1");
                Check.Equal("JK.1", game.CardText(Card.Joker(1), true), "with the copy");
                Check.Refused(StatusCode.InvalidArgument, "not a card of this game", () => game.ParseCard("JC.7"), "JC.7 in haitian");
                Check.Refused(StatusCode.ParseError, "JK or JK.1", () => game.ParseCard("XX"), "XX");
            }
            using (var game = new Game("two-handed", 1))
            {
                Check.True(!game.HasJokers, "two-handed has no jokers");
                Check.Refused(StatusCode.ParseError, "is not a card", () => game.ParseCard("JK"), "JK in two-handed");
            }
            using (var game = new Game("eight-deck", 1))
            {
                Check.Equal(new Card(252), game.ParseCard("JC.7"), "JC.7 in eight-deck");
                Check.Equal("JC.7", game.CardText(new Card(252), true), "eight-deck's card 252");
                for (int seat = 0; seat < game.Info.Players; ++seat)
                    using (View view = game.GetView(seat))
                        Check.True(view.Hand.All(c => !c.IsJoker), "eight-deck deals no joker");
            }
        }

        [Test]
        public static void TheFirstBeziqueFlagInTheGameAndEveryView()
        {
            // Rules 7.3, first_bezique_value: the flag is false until a bezique is declared, then
            // true in the game's info and in every seat's view.
            using (var game = new Game("haitian(first_bezique_value=100)", 2))
            {
                var rng = new Rng(2);
                bool declared = false;
                while (!declared && !game.IsOver)
                {
                    Check.True(!game.Info.FirstBeziqueScored, "no bezique yet");
                    GameAction[] legal = game.LegalActions();
                    int pick = (int)rng.Below((uint)legal.Length);
                    for (int i = 0; i < legal.Length; ++i)
                        if (legal[i].Type == ActionType.Declare && legal[i].Meld == MeldKind.Bezique) { pick = i; declared = true; }
                    game.Apply(game.CurrentPlayer, pick);
                }
                Check.True(declared, "a bezique was declared");
                Check.True(game.Info.FirstBeziqueScored, "the game knows the first bezique came");
                for (int seat = 0; seat < game.Info.Players; ++seat)
                    using (View view = game.GetView(seat))
                        Check.True(view.Info.FirstBeziqueScored, "seat " + seat + " sees it");
            }
            using (var plain = new Game("haitian", 2))
                Check.True(!plain.Info.FirstBeziqueScored, "haitian without the option");
        }

        [Test]
        public static void JokersInHandsActionsEventsAndRecords()
        {
            foreach (string preset in new[] { "haitian", "haitian-four" })
                using (var game = new Game(preset, 3))
                {
                    var rng = new Rng(3);
                    GameAction joker = default(GameAction);
                    bool found = false;
                    while (!found && !game.IsOver)
                    {
                        GameAction[] legal = game.LegalActions();
                        foreach (GameAction a in legal)
                            if (a.Type == ActionType.Play && a.Card.IsJoker) { joker = a; found = true; break; }
                        if (!found) game.Apply(game.CurrentPlayer, (int)rng.Below((uint)legal.Length));
                    }
                    Check.True(found, preset + ": a joker became playable");
                    int seat = game.CurrentPlayer;
                    using (View view = game.GetView(seat))
                    {
                        Check.True(view.HasJokers, preset + ": the view knows the game has jokers");
                        Check.True(view.Hand.Contains(joker.Card), preset + ": the joker is in the hand");
                        Check.True(view.Hand.Where(c => c.IsJoker).All(c => c.ToString() == "JK"), preset + ": a hand's jokers are JK");
                        Check.True(view.Hand.Where(c => !c.IsJoker).All(c => c.Id < Card.FirstJoker), preset + ": no other card has a joker's id");
                        Check.True(view.LegalActions().Contains(joker), preset + ": the view's legal actions");
                    }
                    Check.Equal("JK", game.ActionText(joker), preset + ": the action's text");
                    Card played = joker.Card;
                    game.Apply(seat, joker);
                    GameEvent shown = game.Events(Viewer.Omniscient, EventScope.Last).First(e => e.Type == EventType.CardPlayed);
                    Check.Equal(played, shown.GetCard(0), preset + ": the event's card");
                    Check.True(shown.Cards[0].IsJoker, preset + ": the event's card is a joker");
                    using (Record record = game.ToRecord())
                    {
                        Check.True(record.HasJokers, preset + ": the record knows the game has jokers");
                        GameAction last = record.GetAction(record.ActionCount - 1);
                        Check.Equal(played, last.Card, preset + ": the record's last action");
                        Check.Equal("JK", record.ActionText(record.ActionCount - 1), preset + ": its text");
                    }
                    using (Game clone = game.Clone())
                        Check.True(clone.HasJokers && clone.ParseCard("JK").IsJoker, preset + ": a clone has jokers");
                }
        }
    }
}
