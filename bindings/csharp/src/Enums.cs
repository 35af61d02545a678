// The enumerations of bezique.h, with the same values.
namespace Bezique
{
    /// <summary>The outcome of a call into the engine (bzq_status). Values never change meaning.</summary>
    public enum StatusCode
    {
        /// <summary>Success.</summary>
        Ok = 0,
        /// <summary>An argument the call cannot use (e.g. a deck that is not one).</summary>
        InvalidArgument = 1,
        /// <summary>No preset, option or meld of that name.</summary>
        UnknownName = 2,
        /// <summary>Text that does not follow the notation.</summary>
        ParseError = 3,
        /// <summary>An impossible option value or combination.</summary>
        InvalidVariant = 4,
        /// <summary>An action the rules forbid here.</summary>
        IllegalAction = 5,
        /// <summary>No such decision now.</summary>
        WrongPhase = 6,
        /// <summary>Another player is to act.</summary>
        OutOfTurn = 7,
        /// <summary>The game has ended.</summary>
        GameOver = 8,
        /// <summary>A saved game or state that does not load.</summary>
        CorruptRecord = 9,
        /// <summary>A caller's buffer is too small (handled inside the binding).</summary>
        BufferTooSmall = 10,
        /// <summary>A bug in the library.</summary>
        Internal = 11,
        /// <summary>A required handle or pointer was missing.</summary>
        NullArgument = 100,
        /// <summary>An index, id, seat, card or enum value out of range.</summary>
        OutOfRange = 101,
        /// <summary>Memory ran out; nothing was changed.</summary>
        OutOfMemory = 102,
        /// <summary>A struct size smaller than the struct's first version.</summary>
        BadStructSize = 103,
    }

    /// <summary>The four suits.</summary>
    public enum Suit : byte
    {
        /// <summary>Spades (S).</summary>
        Spades = 0,
        /// <summary>Hearts (H).</summary>
        Hearts = 1,
        /// <summary>Diamonds (D).</summary>
        Diamonds = 2,
        /// <summary>Clubs (C).</summary>
        Clubs = 3,
    }

    /// <summary>The eight ranks in trick-taking order: ace high, ten second.</summary>
    public enum Rank : byte
    {
        /// <summary>Ace (A).</summary>
        Ace = 0,
        /// <summary>Ten (T).</summary>
        Ten = 1,
        /// <summary>King (K).</summary>
        King = 2,
        /// <summary>Queen (Q).</summary>
        Queen = 3,
        /// <summary>Jack (J).</summary>
        Jack = 4,
        /// <summary>Nine.</summary>
        Nine = 5,
        /// <summary>Eight.</summary>
        Eight = 6,
        /// <summary>Seven.</summary>
        Seven = 7,
    }

    /// <summary>What kind of decision an action is; also the order of the legal action list.</summary>
    public enum ActionType : byte
    {
        /// <summary>Play the action's card to the trick.</summary>
        Play = 0,
        /// <summary>Declare a meld with the action's cards.</summary>
        Declare = 1,
        /// <summary>Exchange the seven of trumps for the turn-up.</summary>
        ExchangeSeven = 2,
        /// <summary>Declare the seven of trumps.</summary>
        DeclareSeven = 3,
        /// <summary>Show carte blanche.</summary>
        CarteBlanche = 4,
        /// <summary>No declaration, or decline.</summary>
        Pass = 5,
        /// <summary>Last draw: take the face-down card.</summary>
        TakeTop = 6,
        /// <summary>Last draw: take the turn-up.</summary>
        TakeTurnUp = 7,
        /// <summary>Partnership: the trick winner declares.</summary>
        NominateSelf = 8,
        /// <summary>Partnership: the winner's partner declares.</summary>
        NominatePartner = 9,
        /// <summary>Fixed point: stop and claim the game.</summary>
        Claim = 10,
    }

    /// <summary>The kinds of meld.</summary>
    public enum MeldKind : byte
    {
        /// <summary>King and queen of a suit.</summary>
        Marriage = 0,
        /// <summary>A-T-K-Q-J of trumps.</summary>
        Sequence = 1,
        /// <summary>Queen of spades and jack of diamonds (or the preset's pair).</summary>
        Bezique = 2,
        /// <summary>Two beziques.</summary>
        DoubleBezique = 3,
        /// <summary>Three beziques.</summary>
        TripleBezique = 4,
        /// <summary>Four beziques.</summary>
        QuadrupleBezique = 5,
        /// <summary>Five beziques.</summary>
        QuintupleBezique = 6,
        /// <summary>Six beziques.</summary>
        SextupleBezique = 7,
        /// <summary>Four cards of one rank.</summary>
        Four = 8,
        /// <summary>Four trumps of one rank (presets that score them).</summary>
        FourTrumps = 9,
        /// <summary>Five trumps of one rank (presets that score them).</summary>
        FiveTrumps = 10,
        /// <summary>For <see cref="Game.EvaluateMeld"/>: the highest kind the cards form.</summary>
        Infer = 255,
    }

    /// <summary>The phase of a game: which kind of decision is due.</summary>
    public enum Phase
    {
        /// <summary>A deal is due (never seen by a host: deals happen inside).</summary>
        Deal = 0,
        /// <summary>A player may show carte blanche.</summary>
        CarteBlanche = 1,
        /// <summary>A card is to be played to the trick.</summary>
        Play = 2,
        /// <summary>Partnership: the trick winner names who declares.</summary>
        Nominate = 3,
        /// <summary>The trick winner may declare.</summary>
        Declare = 4,
        /// <summary>Carte blanche: a repeat question after a draw.</summary>
        Repeat = 5,
        /// <summary>The last draw: top card or turn-up.</summary>
        LastDraw = 6,
        /// <summary>The game has ended.</summary>
        GameOver = 7,
    }

    /// <summary>What happened (bzq_event.type).</summary>
    public enum EventType : byte
    {
        /// <summary>Player = dealer, value = deal number (0-based).</summary>
        DealStarted = 0,
        /// <summary>Cards[0] is the turned-up card.</summary>
        TurnUp = 1,
        /// <summary>Player drew cards[0] (hidden from the others).</summary>
        CardDrawn = 2,
        /// <summary>Player played cards[0].</summary>
        CardPlayed = 3,
        /// <summary>Player won the trick's cards; value = trick number.</summary>
        TrickWon = 4,
        /// <summary>Player declared a meld with the cards; value = points.</summary>
        MeldDeclared = 5,
        /// <summary>Player exchanged cards[0] for the turn-up cards[1].</summary>
        SevenExchanged = 6,
        /// <summary>Player showed the cards (carte blanche).</summary>
        CarteBlanche = 7,
        /// <summary>Suit = trumps.</summary>
        TrumpFixed = 8,
        /// <summary>Side scored value points for reason.</summary>
        PointsScored = 9,
        /// <summary>The stock is exhausted; player leads the play-off.</summary>
        StageTwo = 10,
        /// <summary>Player named seat `value` to declare.</summary>
        Nominated = 11,
        /// <summary>Player claimed the game; value = counted points.</summary>
        Claimed = 12,
        /// <summary>Value = deal number.</summary>
        DealOver = 13,
        /// <summary>Side receives value match points.</summary>
        GameResult = 14,
        /// <summary>Side won (-1: drawn).</summary>
        GameOver = 15,
        /// <summary>Player declined.</summary>
        Passed = 16,
        /// <summary>Player was dealt cards (hidden from the others).</summary>
        HandDealt = 17,
    }

    /// <summary>Why points were scored.</summary>
    public enum ScoreReason : byte
    {
        /// <summary>No reason (events that score nothing).</summary>
        None = 0,
        /// <summary>A declared meld.</summary>
        Meld = 1,
        /// <summary>The seven of trumps exchanged or declared.</summary>
        Seven = 2,
        /// <summary>A seven turned up.</summary>
        TurnUpSeven = 3,
        /// <summary>Carte blanche shown.</summary>
        CarteBlanche = 4,
        /// <summary>The last trick.</summary>
        LastTrick = 5,
        /// <summary>Brisques (aces and tens) won.</summary>
        Brisques = 6,
        /// <summary>Card points won in tricks.</summary>
        CardPoints = 7,
        /// <summary>A Rubicon result.</summary>
        Rubicon = 8,
    }

    /// <summary>Which per-side numbers to read.</summary>
    public enum ScoreKind
    {
        /// <summary>Points in the current game (cumulative) or deal (Rubicon).</summary>
        Points = 0,
        /// <summary>Card points won in tricks, not yet scored.</summary>
        Pending = 1,
        /// <summary>Rubicon match points.</summary>
        Results = 2,
    }

    /// <summary>Which events to read.</summary>
    public enum EventScope
    {
        /// <summary>The whole game, the first deal's included.</summary>
        All = 0,
        /// <summary>Those caused by the last action (or the first deal before any action).</summary>
        Last = 1,
    }

    /// <summary>Viewers other than a seat (0 .. players - 1).</summary>
    public static class Viewer
    {
        /// <summary>Sees what every player sees: no hand, no hidden card.</summary>
        public const int Spectator = -1;
        /// <summary>Sees everything (servers, replays, tests).</summary>
        public const int Omniscient = -2;
    }

    /// <summary>Why <see cref="Game.Hint"/> recommends an action (BZQ_HINT_*).</summary>
    public enum HintReason
    {
        /// <summary>The only legal action.</summary>
        OnlyMove = 0,
        /// <summary>The exact play-off solver's best; the value is its objective.</summary>
        Solved = 1,
        /// <summary>A declaration, seven or carte blanche; the value is the points it scores.</summary>
        Declaration = 2,
        /// <summary>The search's choice; the value is its estimate in per mille.</summary>
        Search = 3,
        /// <summary>A rule-based player's choice (random, heuristic).</summary>
        Rule = 4,
    }
}
