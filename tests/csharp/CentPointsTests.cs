// The cent points match (docs/rules.md 7.5) through the C# binding: counts, the match won, the
// start bonus and a game started at it, the text form, and refused calls that change nothing.
using System;

namespace Bezique.Tests
{
    internal static class CentPointsTests
    {
        [Test]
        public static void S7_5_CentPointsCountsWinsTheMatchAndGivesTheBonus()
        {
            using (var variant = Variant.Parse("two-handed(match_games=3, loser_start_bonus=100)"))
            using (var match = new CentPoints(variant))
            {
                match.RecordGame(1, 900);
                Check.SequenceEqual(new[] { 0, 1 }, match.Counts, "a win adds 1");
                match.RecordGame(1, 700);
                Check.SequenceEqual(new[] { 0, 3 }, match.Counts, "en bas table adds 2");
                Check.Equal(1, match.Winner, "3 wins the match");
                Check.Equal(0, match.BonusSeat, "the loser gets the bonus");
                Check.SequenceEqual(new[] { 100, 0 }, match.StartScores, "start scores");
                string before = match.Text;
                Check.Refused(StatusCode.GameOver, "new_match", () => match.RecordGame(0, 900), "a game after the match");
                Check.Refused(StatusCode.OutOfRange, "not 2", () => match.RecordGame(2, 900), "seat 2");
                Check.Equal(before, match.Text, "refused calls change nothing");
                using (var back = CentPoints.Parse(variant, before))
                    Check.True(back.SameAs(match), "the text reads back equal");
                Check.Refused(StatusCode.CorruptRecord, "counts", () => CentPoints.Parse(variant, "cent-points 1 counts=1:1 games=2 matches=0 winner=- bonus=-"), "corrupt text");
                match.NewMatch();
                Check.SequenceEqual(new[] { 0, 0 }, match.Counts, "a new match");
                Check.Refused(StatusCode.WrongPhase, "", () => match.NewMatch(), "a new match while one is played");

                using (var plain = new Game(variant, 4))
                using (var ahead = Game.WithScores(variant, 4, match.StartScores))
                {
                    Check.Equal(plain.Scores()[0] + 100, ahead.Scores()[0], "the game starts at the bonus");
                    Check.Equal(plain.Scores()[1], ahead.Scores()[1], "the other seat at 0");
                }
                Check.Refused(StatusCode.InvalidArgument, "start scores", () => Game.WithScores(variant, 4, new[] { 50, 0 }), "other start scores");
            }
            using (var rubicon = Variant.Preset("rubicon"))
                Check.Refused(StatusCode.InvalidVariant, "two players", () => new CentPoints(rubicon), "rubicon keeps no match");
        }
    }
}
