// Quickstart: the engine's heuristic player plays both seats of a two-handed game.
using System;
using Bezique;

public static class Quickstart
{
    public static void Main()
    {
        Library.CheckAbi();                                // the native library is the one expected
        using (var game = new Game("two-handed", 1))       // seed 1 fixes every deal
        using (Player ai = Player.Create("heuristic", 1))  // or "random", "ismcts:hard"
        {
            while (!game.IsOver)                           // each choice from the seat's own view
                game.Apply(game.CurrentPlayer, ai.ChooseId(game));
            int[] s = game.Scores();
            Console.WriteLine("side " + game.Info.Winner + " wins, " + s[0] + " to " + s[1]);
        }
    }
}
