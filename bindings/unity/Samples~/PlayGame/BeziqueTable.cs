// A card table on screen: add this component to any GameObject of an empty scene and press
// Play. You hold seat 0 and choose your moves with buttons; the engine's AI plays the other
// seats, one move per frame at most (at the pace set below) or one per press of "Next move".
// The screen is drawn with Unity's immediate-mode GUI (OnGUI), so the sample needs no scene,
// prefab or asset besides this script.
using UnityEngine;

namespace Bezique.Samples
{
    /// <summary>Plays Bezique against the engine's AI and shows the hand, the table and the scores.</summary>
    public sealed class BeziqueTable : MonoBehaviour
    {
        /// <summary>The rules.</summary>
        [Tooltip("A preset (two-handed, rubicon, chinese, ...) or a variant text such as rubicon(game_bonus=1000)")]
        public string variant = "two-handed";

        /// <summary>The deals' and the AI's seed.</summary>
        [Tooltip("The same seed deals the same cards; New game adds one")]
        public long seed = 1;

        /// <summary>The AI at the other seats.</summary>
        [Tooltip("random, heuristic, ismcts:easy, ismcts:medium, ismcts:hard or ismcts:expert")]
        public string opponent = "ismcts:easy";

        /// <summary>Whether you choose seat 0's moves.</summary>
        [Tooltip("Off: the AI plays seat 0 too, and you watch")]
        public bool playSeat0 = true;

        /// <summary>Whether the AI moves by itself.</summary>
        [Tooltip("On: the AI moves by itself, at most one move per frame; off: one move per press of Next move")]
        public bool autoPlay = true;

        /// <summary>The pause between two AI moves when <see cref="autoPlay"/> is on.</summary>
        [Tooltip("Seconds between two AI moves (0: one move every frame)")]
        public float secondsBetweenMoves = 0.5f;

        private TableGame table;
        private string error;
        private int chosenMove = -1;
        private bool nextMovePressed;
        private bool newGamePressed;
        private float nextMoveTime;

        /// <summary>The game in progress (null before Start, or when the settings were refused).</summary>
        public TableGame Game { get { return table; } }

        /// <summary>Why no game could start (null when one did).</summary>
        public string Error { get { return error; } }

        private void Start() { NewGame(); }

        private void NewGame()
        {
            if (table != null) table.Dispose();
            table = null;
            try
            {
                table = new TableGame(variant, (ulong)seed, opponent, playSeat0);
                error = null;
            }
            catch (BeziqueException e)
            {
                // The engine's message names the problem: an unknown preset, a bad option value, ...
                error = e.Status + ": " + e.Message;
                Debug.LogError("Bezique: " + error);
            }
            nextMoveTime = Time.unscaledTime + secondsBetweenMoves;
        }

        // Moves are made here, never inside OnGUI, which Unity calls several times a frame.
        private void Update()
        {
            if (newGamePressed)
            {
                newGamePressed = false;
                ++seed;
                NewGame();
                return;
            }
            if (table == null || table.IsOver) return;
            if (table.YourTurn)
            {
                if (chosenMove >= 0) table.Play(chosenMove);
                chosenMove = -1;
                nextMoveTime = Time.unscaledTime + secondsBetweenMoves;
                return;
            }
            if (nextMovePressed || (autoPlay && Time.unscaledTime >= nextMoveTime))
            {
                table.AdvanceAi();
                nextMoveTime = Time.unscaledTime + secondsBetweenMoves;
            }
            nextMovePressed = false;
        }

        private void OnGUI()
        {
            GUILayout.BeginArea(new Rect(10, 10, Screen.width - 20, Screen.height - 20));
            if (error != null)
            {
                GUILayout.Label("Bezique could not start: " + error);
                GUILayout.Label("Change the settings of the BeziqueTable component and press Play again.");
            }
            else if (table != null)
            {
                DrawTable();
            }
            GUILayout.EndArea();
        }

        private void DrawTable()
        {
            GUILayout.Label(table.Title);
            GUILayout.Label(table.Status);
            GUILayout.Label(table.Scores);
            GUILayout.Space(8);
            foreach (string line in table.Table) GUILayout.Label(line);
            GUILayout.Space(8);
            GUILayout.Label("Your hand: " + table.Hand);
            if (table.IsOver)
            {
                if (GUILayout.Button("New game")) newGamePressed = true;
            }
            else if (table.YourTurn)
            {
                GUILayout.Label("Your move:");
                int chosen = GUILayout.SelectionGrid(-1, table.YourMoves, 4);
                if (chosen >= 0) chosenMove = chosen;
            }
            else
            {
                autoPlay = GUILayout.Toggle(autoPlay, "Auto play");
                if (!autoPlay && GUILayout.Button("Next move")) nextMovePressed = true;
            }
            GUILayout.Space(8);
            foreach (string line in table.RecentEvents) GUILayout.Label(line);
        }

        private void OnDestroy()
        {
            if (table != null) table.Dispose();
            table = null;
        }
    }
}
