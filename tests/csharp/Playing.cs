// Whole games played through every way of applying an action, with checks at each step.

namespace Bezique.Tests
{
    internal static class Playing
    {
        // Plays `game` to its end with random legal actions, applying by id, by action value and by
        // text in turn, and checks at every step what the ABI promises. Returns the actions taken.
        internal static int PlayChecked(Game game, Rng rng)
        {
            int steps = 0;
            GameInfo info = game.Info;
            while (!info.IsOver)
            {
                int player = info.CurrentPlayer;
                Check.True(player >= 0 && player < info.Players, "a seat is to act");
                Check.True(info.Phase != Phase.GameOver && info.Phase != Phase.Deal, "a decision phase");
                int n = game.LegalCount;
                Check.True(n > 0, "a player to act has a legal action");
                int id = (int)rng.Below((uint)n);
                GameAction action = game.GetLegalAction(id);
                string text = game.LegalText(id);
                Check.Equal(id, game.ActionId(action), "ActionId of legal action " + id);
                Check.Equal(text, game.ActionText(action), "ActionText of legal action " + id);
                Check.Equal(action, game.ParseAction(text), "ParseAction(" + text + ")");

                // The player's own view offers the same actions; another seat's offers none.
                using (var view = game.GetView(player))
                {
                    Check.Equal(n, view.LegalCount, "the view's legal count");
                    Check.Equal(action, view.GetLegalAction(id), "the view's legal action");
                    Check.Equal(text, view.LegalText(id), "the view's legal text");
                }
                using (var other = game.GetView((player + 1) % info.Players))
                    Check.Equal(0, other.LegalCount, "a seat not to act has no legal action");

                int before = game.EventCount(Viewer.Omniscient, EventScope.All);
                switch (steps % 3)
                {
                    case 0: game.Apply(player, id); break;
                    case 1: game.Apply(player, action); break;
                    default: game.Apply(player, text); break;
                }
                int caused = game.EventCount(Viewer.Omniscient, EventScope.Last);
                Check.True(caused > 0, "an action causes events (" + text + ")");
                Check.Equal(before + caused, game.EventCount(Viewer.Omniscient, EventScope.All), "the event log grows by the last action's events");
                ++steps;
                info = game.Info;
            }
            return steps;
        }

        // What a seat or a spectator sees never shows a card it may not see: every hidden event of
        // another player is redacted, with its count kept.
        internal static void CheckPrivacy(Game game, int viewer)
        {
            int n = game.EventCount(viewer, EventScope.All);
            Check.Equal(game.EventCount(Viewer.Omniscient, EventScope.All), n, "every viewer sees every event");
            for (int i = 0; i < n; ++i)
            {
                GameEvent full = game.GetEvent(Viewer.Omniscient, EventScope.All, i);
                GameEvent seen = game.GetEvent(viewer, EventScope.All, i);
                Check.Equal(full.Type, seen.Type, "event type");
                Check.Equal(full.CardCount, seen.CardCount, "a redacted event keeps its count");
                bool mayNotSee = full.Hidden && full.Player != viewer;
                Check.Equal(mayNotSee, seen.Redacted, "event " + i + " (" + full + ") redacted for viewer " + viewer);
                if (!mayNotSee)
                    for (int c = 0; c < full.CardCount; ++c) Check.Equal(full.GetCard(c), seen.GetCard(c), "event card");
                else
                    Check.Equal(0, seen.Cards.Length, "no card of a redacted event");
            }
        }
    }
}
