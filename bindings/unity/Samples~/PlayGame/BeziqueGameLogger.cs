// Plays one whole game of Bezique when the scene starts and logs it to the Console: every event
// as a spectator sees it, then the final scores. Seat 0 stands in for the human (random legal
// moves, where a game's UI would ask); every other seat is the engine's AI ("ismcts:easy" by
// default). Add it to any GameObject.
using System;
using Bezique;
using UnityEngine;

namespace Bezique.Samples
{
    /// <summary>A MonoBehaviour that plays a game, random moves against the engine's AI, and logs it.</summary>
    public sealed class BeziqueGameLogger : MonoBehaviour
    {
        [SerializeField, Tooltip("A preset (two-handed, rubicon, chinese, ...) or a variant text such as rubicon(game_bonus=1000)")]
        private string variant = "two-handed";

        [SerializeField, Tooltip("The game's seed: the same seed deals the same cards")]
        private long seed = 1;

        [SerializeField, Tooltip("The AI at every seat but seat 0: random, heuristic, ismcts:easy ... ismcts:expert")]
        private string opponent = "ismcts:easy";

        [SerializeField, Tooltip("Log every event, not only the result")]
        private bool logEvents = true;

        private void Start()
        {
            try
            {
                Debug.Log(Play());
            }
            catch (BeziqueException e)
            {
                // The engine's message names the problem: an unknown preset, a bad option value, ...
                Debug.LogError("Bezique: " + e.Status + ": " + e.Message);
            }
        }

        /// <summary>Plays the game to its end and returns the result line.</summary>
        public string Play()
        {
            Library.CheckAbi();
            var random = new System.Random((int)seed);
            using (Variant rules = Variant.Parse(variant))
            using (var game = new Game(rules, (ulong)seed))
            // The AI's choices come from its own seed: the same seed replays the same game. One
            // player may serve every AI seat, since it decides from the view of the seat to act.
            using (Player ai = Player.Create(opponent, (ulong)seed))
            {
                Debug.Log("Bezique " + rules.Text + ": seat 0 plays random moves against " + ai.Name);
                int seen = 0;
                GameInfo info = game.Info;
                while (!info.IsOver)
                {
                    // Seat 0 picks one of its legal actions (ids 0 .. LegalCount-1), where a game
                    // would ask its player; the AI decides for the others (an ISMCTS decision takes
                    // milliseconds: on a frame budget, call Choose from a worker thread).
                    if (info.CurrentPlayer == 0) game.Apply(0, random.Next(game.LegalCount));
                    else game.Apply(info.CurrentPlayer, ai.ChooseId(game));
                    seen = LogNewEvents(game, seen);
                    info = game.Info;
                }
                return "Bezique " + rules.Text + ": game over after " + info.DealNumber + " deals, scores " +
                       string.Join(" ", game.Scores()) + ", match points " + string.Join(" ", game.Scores(ScoreKind.Results)) + ", " + (info.Winner < 0 ? "drawn" : "side " + info.Winner + " wins");
            }
        }

        private int LogNewEvents(Game game, int seen)
        {
            int total = game.EventCount(Viewer.Spectator);
            if (logEvents)
                for (int i = seen; i < total; ++i) Debug.Log(game.EventText(Viewer.Spectator, EventScope.All, i));
            return total;
        }
    }
}
