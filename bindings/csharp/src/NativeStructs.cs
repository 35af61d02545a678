// The plain structs of bezique.h, field for field. They are blittable (integers and fixed
// byte buffers only), so P/Invoke passes a pointer to them without copying or marshalling.
// The sizes are checked against the library's bzq_*_init() by the tests.
using System.Runtime.InteropServices;

namespace Bezique
{
    [StructLayout(LayoutKind.Sequential)]
    internal unsafe struct NativeAction
    {
        public const int Size = 20;
        public uint StructSize;
        public byte Type;
        public byte Meld;
        public byte Count;
        public byte Reserved;
        public fixed byte Cards[Limits.MaxMeldCards];
    }

    [StructLayout(LayoutKind.Sequential)]
    internal unsafe struct NativeHint
    {
        public const int Size = 168;
        public const int TextSize = 124;
        public uint StructSize;
        public uint ActionId;
        public NativeAction Action;
        public int Reason;
        public int Value;
        public int Outcome;
        public uint Work;
        public fixed byte Text[TextSize];
    }

    [StructLayout(LayoutKind.Sequential)]
    internal unsafe struct NativeEvent
    {
        public const int Size = 32;
        public uint StructSize;
        public byte Type;
        public sbyte Player;
        public sbyte Side;
        public sbyte Suit;
        public byte Meld;
        public byte Reason;
        public byte Count;
        public byte Flags;
        public int Value;
        public fixed byte Cards[Limits.MaxEventCards];
    }

    [StructLayout(LayoutKind.Sequential)]
    internal unsafe struct NativeMeld
    {
        public const int Size = 20;
        public uint StructSize;
        public byte Meld;
        public sbyte Player;
        public byte Count;
        public byte Broken;
        public fixed byte Cards[Limits.MaxMeldCards];
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct NativeMeldScore
    {
        public const int Size = 12;
        public uint StructSize;
        public byte Meld;
        public sbyte FixesTrump;
        public byte Reserved0;
        public byte Reserved1;
        public int Points;
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct NativeInfo
    {
        public const int Size = 64;
        public uint StructSize;
        public int Players;
        public int Sides;
        public int Phase;
        public int CurrentPlayer;
        public int Dealer;
        public int DealNumber;
        public int Stage;
        public int Trump;
        public int TurnUp;
        public int StockSize;
        public int TrickNumber;
        public int IsOver;
        public int Winner;
        public int Viewer;
        public int FirstBeziqueScored;
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct NativeTurn
    {
        public const int Size = 28;
        public uint StructSize;
        public int CurrentPlayer;
        public uint LegalCount;
        public int DealNumber;
        public int IsOver;
        public int DealPending;
        public uint DecisionCount;
    }

    [StructLayout(LayoutKind.Sequential)]
    internal unsafe struct NativeShape
    {
        public const int Size = 60;
        public uint StructSize;
        public int Players;
        public int Sides;
        public int Packs;
        public int HandSize;
        public int DeckSize;
        public int Partnerships;
        public fixed int SideOf[Limits.MaxPlayers];
        public fixed int PartnerOf[Limits.MaxPlayers];
    }

    [StructLayout(LayoutKind.Sequential)]
    internal unsafe struct NativeSimulation
    {
        public const int Size = 288;
        public uint StructSize;
        public uint Reserved;
        public long Deals;
        public long Actions;
        public long Tricks;
        public long GamesOver;
        public fixed long Melds[Limits.MeldKinds];
        public fixed long MeldDeals[Limits.MeldKinds];
        public fixed long Points[Limits.MaxPlayers];
        public fixed long DealWins[Limits.MaxPlayers];
        public long DealTies;
    }

    /// <summary>Fixed limits of the C ABI.</summary>
    public static class Limits
    {
        /// <summary>The most players (seats) a game has.</summary>
        public const int MaxPlayers = 4;
        /// <summary>The most cards an action or a meld holds.</summary>
        public const int MaxMeldCards = 12;
        /// <summary>The most cards an event holds.</summary>
        public const int MaxEventCards = 16;
        /// <summary>The number of meld kinds (<see cref="MeldKind"/>).</summary>
        public const int MeldKinds = 11;
    }
}
