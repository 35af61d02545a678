using System;

namespace Bezique
{
    /// <summary>
    /// The count of a "cent points" match between two players of a game to a target
    /// (docs/rules.md 7.5): a game won adds 1 to the winner's count, 2 when the loser ended below
    /// the variant's <c>en_bas_table</c>; the loser's count goes back to 0; the first to reach
    /// <c>match_games</c> wins the match. The last match's loser starts every game with
    /// <c>loser_start_bonus</c> points (<see cref="StartScores"/>, <see cref="Game.WithScores"/>).
    /// </summary>
    public sealed class CentPoints : IDisposable
    {
        private readonly CentPointsHandle handle;

        private CentPoints(IntPtr p) { handle = new CentPointsHandle(p); }

        internal CentPointsHandle Handle
        {
            get
            {
                if (handle.IsClosed) throw new ObjectDisposedException("CentPoints");
                return handle;
            }
        }

        /// <summary>A match at its start under the variant's options.</summary>
        /// <exception cref="BeziqueException">A variant that is not a game to a target between two players
        /// (<see cref="StatusCode.InvalidVariant"/>).</exception>
        public unsafe CentPoints(Variant variant)
        {
            if (variant == null) throw new ArgumentNullException("variant");
            IntPtr p;
            Errors.Check(NativeMethods.bzq_cent_points_new(variant.Handle, &p));
            handle = new CentPointsHandle(p);
        }

        /// <summary>Reads <see cref="Text"/> back for a match under <paramref name="variant"/>.</summary>
        /// <exception cref="BeziqueException">Text that no match reaches (<see cref="StatusCode.CorruptRecord"/>, naming the field).</exception>
        public static unsafe CentPoints Parse(Variant variant, string text)
        {
            if (variant == null) throw new ArgumentNullException("variant");
            IntPtr p;
            fixed (byte* t = Utf8.Encode(text, "text"))
                Errors.Check(NativeMethods.bzq_cent_points_from_text(variant.Handle, t, &p));
            return new CentPoints(p);
        }

        /// <summary>An independent copy (dispose it when done).</summary>
        public unsafe CentPoints Clone()
        {
            IntPtr p;
            Errors.Check(NativeMethods.bzq_cent_points_clone(Handle, &p));
            return new CentPoints(p);
        }

        /// <summary>The message of the last failed call on this match (<c>""</c> if none).</summary>
        public string LastMessage { get { return Utf8.Decode(NativeMethods.bzq_cent_points_message(Handle)); } }

        /// <summary>Counts a finished game: seat <paramref name="winner"/> (0 or 1) won it, the other player
        /// ended at <paramref name="loserScore"/> points. A refused call changes nothing.</summary>
        /// <exception cref="BeziqueException">Another seat (<see cref="StatusCode.OutOfRange"/>), or the match is won
        /// (<see cref="StatusCode.GameOver"/>: call <see cref="NewMatch"/>).</exception>
        public void RecordGame(int winner, int loserScore)
        {
            Errors.Check(NativeMethods.bzq_cent_points_record_game(Handle, winner, loserScore));
        }

        /// <summary>Starts the next match: the counts go back to 0, the last match's loser keeps the bonus.</summary>
        /// <exception cref="BeziqueException">The match is still being played (<see cref="StatusCode.WrongPhase"/>).</exception>
        public void NewMatch() { Errors.Check(NativeMethods.bzq_cent_points_new_match(Handle)); }

        /// <summary>Each seat's count, seat 0 first.</summary>
        public unsafe int[] Counts
        {
            get
            {
                var values = new int[2];
                uint n = 0;
                fixed (int* v = values) Errors.Check(NativeMethods.bzq_cent_points_counts(Handle, v, 2, &n));
                return values;
            }
        }

        /// <summary>The points each seat starts its next game with: the bonus for the last match's loser.</summary>
        public unsafe int[] StartScores
        {
            get
            {
                var values = new int[2];
                uint n = 0;
                fixed (int* v = values) Errors.Check(NativeMethods.bzq_cent_points_start_scores(Handle, v, 2, &n));
                return values;
            }
        }

        /// <summary>Games recorded in this match.</summary>
        public unsafe int Games
        {
            get
            {
                int games = 0;
                Errors.Check(NativeMethods.bzq_cent_points_state(Handle, &games, null, null));
                return games;
            }
        }

        /// <summary>The seat that won this match, or -1 while it is being played.</summary>
        public unsafe int Winner
        {
            get
            {
                int winner = -1;
                Errors.Check(NativeMethods.bzq_cent_points_state(Handle, null, &winner, null));
                return winner;
            }
        }

        /// <summary>The seat that lost the last match won and starts its games with the bonus, or -1.</summary>
        public unsafe int BonusSeat
        {
            get
            {
                int seat = -1;
                Errors.Check(NativeMethods.bzq_cent_points_state(Handle, null, null, &seat));
                return seat;
            }
        }

        /// <summary>Whether this match has been won.</summary>
        public bool IsOver { get { return Winner >= 0; } }

        /// <summary>The match as one line, which <see cref="Parse"/> reads back.</summary>
        public unsafe string Text { get { return Utf8.Get((b, s, n) => NativeMethods.bzq_cent_points_text(Handle, b, s, n)); } }

        /// <summary>Whether both matches are equal in every field, their options included.</summary>
        public unsafe bool SameAs(CentPoints other)
        {
            if (other == null) throw new ArgumentNullException("other");
            int equal = 0;
            Errors.Check(NativeMethods.bzq_cent_points_equal(Handle, other.Handle, &equal));
            return equal != 0;
        }

        /// <summary>Frees the native match.</summary>
        public void Dispose() { handle.Dispose(); }
    }
}
