// The example page (examples/web) of a build, open in Debian's Chromium driven by Playwright, for
// the browser tests: the build folder served on a free port, a browser that makes no connection
// of its own, and every console error or warning, page error and failed request collected in
// `problems`, which a test must find empty at its end.
import { chromium } from "playwright-core";

export async function openExamplePage(buildDir, executablePath, query) {
  const { serve } = await import(new URL(`file://${buildDir}/examples/web/serve.mjs`));
  const server = await serve(buildDir, 0);
  const browser = await chromium.launch({
    executablePath,
    // As root on a machine with no network: no sandbox, and none of Chromium's own connections.
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
           "--disable-component-update", "--disable-sync"],
  });
  const close = async () => {
    await browser.close();
    server.close();
  };
  const problems = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
    await page.goto(`http://127.0.0.1:${server.address().port}/examples/web/?${query}`);
    await page.waitForSelector("#hand .card");
    return { page, problems, close };
  } catch (error) {
    await close();
    throw error;
  }
}
