using System.Runtime.CompilerServices;

// The tests check the struct layouts and the P/Invoke table, which are internal.
[assembly: InternalsVisibleTo("BeziqueTests")]
