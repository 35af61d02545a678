// Quickstart for Unity: add this component to any GameObject and press Play. The engine's
// heuristic player plays both seats of a game, and the result goes to the Console.
using Bezique;
using UnityEngine;

public class BeziqueQuickstart : MonoBehaviour
{
    [Tooltip("A preset, or variant text such as rubicon(game_bonus=1000)")]
    public string variant = "two-handed";

    void Start()
    {
        using (var game = new Game(variant, 1))            // seed 1 fixes every deal
        using (Player ai = Player.Create("heuristic", 1))  // or "random", "ismcts:hard"
        {
            while (!game.IsOver)                           // each choice from the seat's own view
                game.Apply(game.CurrentPlayer, ai.ChooseId(game));
            int[] s = game.Scores();
            Debug.Log("side " + game.Info.Winner + " wins, " + s[0] + " to " + s[1]);
        }
    }
}
