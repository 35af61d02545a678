// Plays one whole game of Bezique when the scene starts and logs it to the Console: every event
// as a spectator sees it, then the final scores. Add it to any GameObject.
using System;
using Bezique;
using UnityEngine;

namespace Bezique.Samples
{
    /// <summary>A MonoBehaviour that plays a game with random players and logs it.</summary>
    public sealed class BeziqueGameLogger : MonoBehaviour
    {
        [SerializeField, Tooltip("A preset (two-handed, rubicon, chinese, ...) or a variant text such as rubicon(target=1500)")]
        private string variant = "two-handed";

        [SerializeField, Tooltip("The game's seed: the same seed deals the same cards")]
        private long seed = 1;

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
            {
                int seen = 0;
                GameInfo info = game.Info;
                while (!info.IsOver)
                {
                    // The player to act picks one of its legal actions (ids 0 .. LegalCount-1).
                    game.Apply(info.CurrentPlayer, random.Next(game.LegalCount));
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
