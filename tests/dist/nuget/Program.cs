// A program built from the NuGet package's C# sources (contentFiles/cs/any) with Mono's mcs, run
// with the package's runtimes/linux-x64/native/libbezique.so (tests/dist/check_nuget.sh): the
// loaded library is the release's, and the engine's ISMCTS player plays a whole game.
using System;
using Bezique;

public static class NuGetConsumer
{
    public static int Main(string[] args)
    {
        Library.CheckAbi();
        if (Library.Version != args[0])
        {
            Console.WriteLine("the native library is version " + Library.Version + ", not " + args[0]);
            return 1;
        }
        int actions = 0;
        using (var game = new Game("two-handed", 7))
        using (Player ai = Player.Create("ismcts:easy", 11))
        {
            while (!game.IsOver)
            {
                game.Apply(game.CurrentPlayer, ai.ChooseId(game));
                ++actions;
            }
            Console.WriteLine("nuget package: bezique " + Library.Version + ", " + actions + " actions, scores " +
                              string.Join(" ", game.Scores()));
        }
        return 0;
    }
}
