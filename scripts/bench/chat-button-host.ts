/**
 * A plain host page on its own origin, with and without the chat button, for measuring what
 * the button costs a site (docs/benchmarks.md, "Chat button"):
 *
 *   node --import tsx scripts/bench/chat-button-host.ts <our origin> <code> [port]
 *   npm run audit:lighthouse -- http://localhost:<port> /plain /with-button
 *
 * The two pages are the same text; /with-button adds the one line the dashboard gives.
 */
import { createServer } from "node:http";

const [origin, code, port = "4100"] = process.argv.slice(2);
if (!origin || !code) {
  console.error("usage: chat-button-host.ts <our origin> <code> [port]");
  process.exit(1);
}

function page(withButton: boolean): string {
  const line = withButton ? `<script src="${origin}/button.js" data-link="${code}" async></script>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A small shop</title>
<meta name="description" content="A plain page of a small shop, to measure what an embedded script costs."></head>
<body><main><h1>A small shop</h1><p>Fresh bread every morning. Orders by WhatsApp.</p>
<p>Open Monday to Saturday, 7:00 to 19:00.</p></main>${line}</body></html>`;
}

createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://host").pathname;
  if (path !== "/plain" && path !== "/with-button") return res.writeHead(404).end();
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(path === "/with-button"));
}).listen(Number(port), "127.0.0.1", () =>
  console.log(`host pages on http://localhost:${port}/plain and /with-button`),
);
