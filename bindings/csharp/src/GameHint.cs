namespace Bezique
{
    /// <summary>An action recommended by <see cref="Game.Hint"/>, and why (bzq_hint).</summary>
    public sealed class GameHint
    {
        internal GameHint(GameAction action, int actionId, HintReason reason, int value, int outcome, uint work, string text)
        {
            Action = action;
            ActionId = actionId;
            Reason = reason;
            Value = value;
            Outcome = outcome;
            Work = work;
            Text = text;
        }

        /// <summary>The recommended legal action.</summary>
        public GameAction Action { get; private set; }
        /// <summary>Its id in the game's legal list, ready for <see cref="Game.Apply(int,int)"/>.</summary>
        public int ActionId { get; private set; }
        /// <summary>Why it is recommended.</summary>
        public HintReason Reason { get; private set; }
        /// <summary>Solved: the solver's objective for the seat's side; Declaration: its points; Search: the
        /// estimate in per mille; otherwise 0.</summary>
        public int Value { get; private set; }
        /// <summary>Solved: 1 when best play wins the game, -1 when it is lost whatever is played; else 0.</summary>
        public int Outcome { get; private set; }
        /// <summary>Solved: positions visited; Search: iterations run; otherwise 0.</summary>
        public uint Work { get; private set; }
        /// <summary>One line for people: "KS: search estimate 62% (2000 iterations)".</summary>
        public string Text { get; private set; }

        /// <summary>The text.</summary>
        public override string ToString() { return Text; }
    }
}
