// The engine's players think here, off the page's thread, so the page never freezes. The page
// sends the game's record and the seat's player spec; the worker replays the record, asks the
// player (which sees only that seat's view) and answers with the chosen action's index. A
// "hint" message asks the engine's hint for a seat (Game.hint, decided from that seat's view
// alone) and answers with the action's index and the hint's reason.
// The engine loads while the first message may already be on its way: the handler is in place
// at once and waits for it (a static import would drop messages that arrive meanwhile).
const engine = import("./bezique.js");

const players = new Map(); // by seat and spec, for the game `seed` (a new game, new players)
let playersSeed = null;

async function choose({ record, spec, seat, seed }) {
  const { Game, Player } = await engine;
  if (seed !== playersSeed) {
    for (const player of players.values()) player.dispose();
    players.clear();
    playersSeed = seed;
  }
  const key = `${seat}:${spec}`;
  if (!players.has(key)) players.set(key, new Player(spec, { seed: seed * 8 + seat }));
  const game = Game.fromRecord(record);
  try {
    const action = players.get(key).choose(game);
    return { id: action.id, text: action.text };
  } finally {
    game.dispose();
  }
}

async function hint({ record, seat, seed }) {
  const { Game } = await engine;
  const game = Game.fromRecord(record);
  try {
    const { action, reason, text } = game.hint({ seat, seed });
    return { id: action.id, reason, text };
  } finally {
    game.dispose();
  }
}

self.onmessage = async ({ data }) => {
  const kind = data.kind ?? "choose";
  try {
    self.postMessage({ kind, token: data.token, ...(await (kind === "hint" ? hint(data) : choose(data))) });
  } catch (error) {
    self.postMessage({ kind, token: data.token, error: `${error.name}: ${error.message}` });
  }
};
