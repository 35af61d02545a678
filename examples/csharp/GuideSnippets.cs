// The C# code the guides show (docs/csharp.md, docs/players.md), as one program that the tests
// build and run (csharp.example.guide_snippets), so every snippet on the site compiles and
// works as printed. Each snippet lies between a pair of "[name]" comment lines, which the pages
// include by name.
using System;
using Bezique;

public static class GuideSnippets
{
    // A whole game of Rubicon with random legal actions, printed as a spectator sees it.
    static void RandomGame()
    {
        // [game]
        using (var game = new Game("rubicon", 42))            // or new Game("rubicon(game_bonus=1000)", 42)
        {
            var rng = new Rng(1);                             // the engine's own generator, bit for bit
            while (!game.IsOver)
            {
                GameInfo info = game.Info;                    // phase, player to act, deal, trumps, stock
                int id = (int)rng.Below((uint)game.LegalCount);
                Console.WriteLine(game.LegalText(id));        // "QS", "marriage KH+QH", "exchange 7H", "pass"
                game.Apply(info.CurrentPlayer, id);           // or Apply(seat, GameAction) / Apply(seat, "QS")
                for (int i = 0; i < game.EventCount(Viewer.Spectator, EventScope.Last); ++i)
                    Console.WriteLine(game.EventText(Viewer.Spectator, EventScope.Last, i));
            }
            Console.WriteLine(string.Join(" ", game.Scores()));
        }
        // [game]
    }

    // The engine's ISMCTS player plays every seat of a game.
    static void AiGame()
    {
        // [ai-game]
        using (var game = new Game("two-handed", 7))
        using (Player ai = Player.Create("ismcts:easy", 11))    // Player.Specs lists the specs
        {
            while (!game.IsOver)
                game.Apply(game.CurrentPlayer, ai.ChooseId(game));  // or ai.Choose(game): a GameAction
        }
        // [ai-game]
    }

    public static int Main()
    {
        RandomGame();
        AiGame();
        Console.WriteLine("guide snippets: done");
        return 0;
    }
}
