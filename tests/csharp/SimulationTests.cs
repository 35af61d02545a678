// The table's shape (bzq_variant_shape) and the simulation loop (bzq_simulate) from C#: the
// engine's figures, so that no host derives seats, sides or random play itself.
using System;

namespace Bezique.Tests
{
    internal static class SimulationTests
    {
        [Test]
        public static void ShapesAreTheEnginesSeating()
        {
            foreach (string preset in Library.PresetNames)
                using (var variant = Variant.Preset(preset))
                using (var game = new Game(variant, 1))
                {
                    VariantShape shape = variant.Shape;
                    GameInfo info = game.Info;
                    Check.Equal(info.Players, shape.Players, preset + ": players");
                    Check.Equal(info.Sides, shape.Sides, preset + ": sides");
                    Check.Equal(shape.Sides == 2 && shape.Players == 4, shape.Partnerships, preset + ": partnerships");
                    for (int seat = 0; seat < shape.Players; ++seat)
                    {
                        int side = shape.SideOf(seat);
                        Check.True(side >= 0 && side < shape.Sides, preset + ": a side of each seat");
                        int partner = shape.PartnerOf(seat);
                        Check.True(shape.Partnerships ? shape.SideOf(partner) == side && partner != seat : partner == -1,
                                   preset + ": partners share a side");
                    }
                }
            using (var four = Variant.Preset("four-handed"))
            {
                VariantShape shape = four.Shape;
                Check.Equal(0, shape.SideOf(2), "partners sit opposite");
                Check.Equal(3, shape.PartnerOf(1), "seat 1's partner");
                Check.Equal(shape.Packs * 32, shape.DeckSize, "no card removed");
                Check.Throws<ArgumentOutOfRangeException>(() => shape.SideOf(4), "no fifth seat");
            }
        }

        [Test]
        public static void SimulationRunsAreTheSumOfTheirParts()
        {
            using (var variant = Variant.Preset("rubicon"))
            {
                SimulationResult whole = Simulation.Run(variant, 24, 5);
                SimulationResult head = Simulation.Run(variant, 10, 5);
                SimulationResult tail = Simulation.Run(variant, 14, 5, 10);
                Check.Equal(24L, whole.Deals, "deals played");
                Check.Equal(whole.Actions, head.Actions + tail.Actions, "actions add up");
                Check.Equal(whole.Melds[(int)MeldKind.Bezique], head.Melds[(int)MeldKind.Bezique] + tail.Melds[(int)MeldKind.Bezique], "beziques add up");
                Check.Equal(2, whole.PointsBySide.Length, "one count per side");
                Check.Equal(whole.Deals, whole.DealWins[0] + whole.DealWins[1] + whole.DealTies, "every deal won or tied");
                variant.Set("hand_size", "40");
                Check.Refused(StatusCode.InvalidVariant, "hand_size", () => Simulation.Run(variant, 1, 0), "an impossible variant");
            }
        }
    }
}
