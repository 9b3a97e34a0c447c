import type { Server } from "node:http";
import type { Socket } from "node:net";

/** How long a refused client may go on sending before its connection is cut. */
const LINGER_MS = 5_000;

/** Node's own answers to a request its parser refuses. */
const ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

/**
 * A request Node's parser refuses (a URL or headers over the size limit, a malformed request) gets
 * Node's own answer, but its connection is closed gracefully. Node's default destroys the socket
 * at once, with the rest of the request unread, so the kernel resets the connection and a client
 * still sending a long request sees ECONNRESET or EPIPE instead of the 431. Here the answer goes out
 * with the connection's end, and what the client still sends is read and dropped for a few seconds,
 * as nginx's lingering close does.
 */
export function closeRefusedRequestsGracefully(server: Server) {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (socket.writableEnded) return; // the parser reports every later chunk of the same request again
    // A response already under way cannot be followed by another on the same connection.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) return socket.destroy();
    const status = ANSWERS[error.code ?? ""] ?? "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    const cut = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once("close", () => clearTimeout(cut));
  });
}
