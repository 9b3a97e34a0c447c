import type { Server } from "node:http";
import type { RequestHandler } from "express";

/**
 * A worker's health and its graceful stop. A balancer's health check (`/healthz`) says 503 from the
 * moment the worker is stopping, so it is taken out; meanwhile a connection kept alive is not
 * reused (`Connection: close`): the next request goes to another worker or instance. A healthy
 * answer names the Node version the worker runs on (package.json pins it: docs/decisions/0062).
 */
export function health() {
  let draining = false;
  const middleware: RequestHandler = (req, res, next) => {
    if (draining) res.setHeader("Connection", "close");
    if (req.path !== "/healthz" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    res.set("Cache-Control", "no-store");
    if (draining) res.status(503).json({ status: "stopping" });
    else res.json({ status: "ok", node: process.version });
  };

  /**
   * On SIGTERM or SIGINT: no new connection (the cluster's other workers, or the balancer's other
   * instances, take them), `beforeClose` (the gold price's streams end: their pages open one
   * elsewhere), idle kept-alive connections closed, requests in flight finished, `afterClose`,
   * exit; whatever still runs after `timeoutMs` (SHUTDOWN_TIMEOUT_MS) is cut.
   */
  const stopOnSignal = (server: Server, { timeoutMs, beforeClose, afterClose }: { timeoutMs: number; beforeClose: () => void; afterClose: () => Promise<unknown> }) => {
    const stop = () => {
      if (draining) return;
      draining = true;
      beforeClose();
      server.close(() => void afterClose().finally(() => process.exit(0)));
      setTimeout(() => {
        server.closeAllConnections();
        process.exit(0);
      }, timeoutMs).unref();
    };
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  };
  return { middleware, stopOnSignal };
}
