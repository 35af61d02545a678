// A static file server for trying the page: node serve.mjs [folder] [port]. The folder is the
// build folder (build/wasm) by default: the one that holds examples/web and bindings/js/package.
// The browser test imports serve() from here.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
  ".css": "text/css", ".wasm": "application/wasm", ".json": "application/json", ".png": "image/png",
};

/** Serves `root` on 127.0.0.1:`port` (0: any free port); resolves to the listening server. */
export function serve(root, port = 0) {
  root = resolve(root);
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://localhost").pathname));
    const file = join(root, path.endsWith("/") ? `${path}index.html` : path);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      response.writeHead(404).end("not found");
    }
  });
  return new Promise((done) => server.listen(port, "127.0.0.1", () => done(server)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.argv[2] ?? fileURLToPath(new URL("../..", import.meta.url));
  const server = await serve(root, Number(process.argv[3] ?? 8080));
  console.log(`serving ${resolve(root)} at http://127.0.0.1:${server.address().port}/examples/web/`);
}
