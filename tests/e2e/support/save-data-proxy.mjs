// A forward proxy that adds `Save-Data: on` to every request that passes it, as a data-saving
// browser does on every request it makes. The lite browser project goes through it: Chrome itself
// recomputes Save-Data from its own setting on redirects, dropping a
// header a test adds, which a real data-saving browser would have sent.
import { createServer, request } from "node:http";

const port = Number(process.env.SAVE_DATA_PROXY_PORT ?? 3101);

createServer((incoming, outgoing) => {
  // Asked directly (not as a proxy): Playwright checking that it is up.
  if (incoming.url?.startsWith("/")) return outgoing.writeHead(incoming.url === "/health" ? 200 : 404).end();
  const { "proxy-connection": _, ...headers } = incoming.headers;
  const upstream = request(incoming.url, { method: incoming.method, headers: { ...headers, "save-data": "on" } }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(outgoing);
  });
  upstream.on("error", () => outgoing.headersSent ? outgoing.destroy() : outgoing.writeHead(502).end());
  incoming.pipe(upstream);
}).listen(port, "127.0.0.1");
