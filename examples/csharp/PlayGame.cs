// A console program that plays one game of Bezique through the C# binding.
//
//   mono PlayGame.exe [preset] [seed] [player]
//
// Seat 0 is one of the engine's automatic players (`player`, default "ismcts:easy";
// Player.Specs lists them). Every other seat is a simple player written here that sees only its
// own view: it declares the meld worth most when it may, and otherwise plays a random legal
// action. The program prints what a spectator sees, event by event, then the final scores.
using System;
using Bezique;

internal static class PlayGame
{
    // The seat's choice, made from its own view only.
    private static int Choose(Game game, int seat, Random random)
    {
        using (View view = game.GetView(seat))
        {
            int legal = view.LegalCount;
            int choice = random.Next(legal), best = -1;
            for (int id = 0; id < legal; ++id)
            {
                GameAction action = view.GetLegalAction(id);
                if (action.Type != ActionType.Declare) continue;
                MeldScore score = game.EvaluateMeld(seat, action.Meld, action.Cards);
                if (score.Points > best)
                {
                    best = score.Points;
                    choice = id;
                }
            }
            return choice;
        }
    }

    private static int Main(string[] args)
    {
        string preset = args.Length > 0 ? args[0] : "two-handed";
        ulong seed = args.Length > 1 ? ulong.Parse(args[1]) : 1;
        string spec = args.Length > 2 ? args[2] : "ismcts:easy";
        Library.CheckAbi();
        Console.WriteLine("bezique " + Library.Version + " (ABI " + Library.AbiVersion + "), preset " + preset + ", seed " + seed);
        try
        {
            using (var game = new Game(preset, seed))
            using (Player engine = Player.Create(spec, seed))
            {
                Console.WriteLine("seat 0: " + engine.Name + "; the other seats: the simple player of this example");
                var random = new Random((int)seed);
                int seen = 0;
                while (true)
                {
                    // Poll the events that are new since the last look, as a spectator sees them.
                    int total = game.EventCount(Viewer.Spectator);
                    for (; seen < total; ++seen) Console.WriteLine("  " + game.EventText(Viewer.Spectator, EventScope.All, seen));
                    GameInfo info = game.Info;
                    if (info.IsOver) break;
                    // The engine's player decides from seat 0's view; its id is ready to apply.
                    int id = info.CurrentPlayer == 0 ? engine.ChooseId(game) : Choose(game, info.CurrentPlayer, random);
                    game.Apply(info.CurrentPlayer, id);
                }
                GameInfo end = game.Info;
                Console.WriteLine("scores " + string.Join(" ", game.Scores()) + "; results " + string.Join(" ", game.Scores(ScoreKind.Results)));
                Console.WriteLine("game over after " + end.DealNumber + " deals; " + (end.Winner < 0 ? "drawn" : "side " + end.Winner + " wins"));
            }
            return 0;
        }
        catch (BeziqueException e)
        {
            Console.Error.WriteLine(e.Status + ": " + e.Message);
            return 1;
        }
    }
}
