using System;

namespace Bezique
{
    /// <summary>
    /// A call the engine refused. <see cref="Exception.Message"/> is the engine's message, which
    /// names the problem (<c>"P0 is not to act: P1 is (phase play)"</c>); <see cref="Status"/>
    /// says what kind of problem it is. Whatever was refused changed nothing.
    /// </summary>
    public class BeziqueException : Exception
    {
        /// <summary>The engine's status code.</summary>
        public StatusCode Status { get; private set; }

        /// <summary>An exception for <paramref name="status"/> with the engine's message.</summary>
        public BeziqueException(StatusCode status, string message)
            : base(string.IsNullOrEmpty(message) ? Library.StatusName(status) : message)
        {
            Status = status;
        }
    }

    internal static class Errors
    {
        // The message comes from the calling thread's last error, read at once: nothing else
        // calls into the library between the failed call and this.
        internal static void Check(int status)
        {
            if (status != 0) throw Fail(status);
        }

        internal static BeziqueException Fail(int status)
        {
            return new BeziqueException((StatusCode)status, Utf8.Decode(NativeMethods.bzq_last_error()));
        }
    }
}
