import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeRefusedRequestsGracefully } from "../../../server/refused-requests";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = undefined;
});

async function start() {
  server = createServer((_req, res) => res.end("ok"));
  closeRefusedRequestsGracefully(server);
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends `request` whole over a raw connection and resolves with what came back, or the socket's error. */
function exchange(port: number, request: string) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
    socket.on("end", () => {
      socket.end();
      resolve(answer);
    });
    socket.write(request);
  });
}

describe("a request Node's parser refuses", () => {
  it("gets its 431, not a reset, while the client is still sending a URL of several megabytes", async () => {
    const port = await start();
    const request = `GET /?q=${"a".repeat(4 * 1024 * 1024)} HTTP/1.1\r\nHost: shop\r\n\r\n`;
    // Node's default destroys the socket with the request unread: the kernel resets the connection.
    const answers = await Promise.all(Array.from({ length: 8 }, () => exchange(port, request)));
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\nConnection: close\r\n/);
  });

  it("gets 400 for a malformed request, and the connection closes", async () => {
    const port = await start();
    expect(await exchange(port, "NOT HTTP AT ALL\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });

  it("leaves a well-formed request to the server", async () => {
    const port = await start();
    expect(await exchange(port, "GET / HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nok$/);
  });
});
