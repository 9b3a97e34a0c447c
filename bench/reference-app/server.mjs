// Serves the reference app's build as the shop serves its own: Express,
// on-the-fly compression of HTML (the same middleware and settings as server.ts), hashed assets from disk.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const buildDir = path.join(import.meta.dirname, "build");
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.use(createRequestHandler({ build: await import(pathToFileURL(path.join(buildDir, "server/index.js")).href), mode: "production" }));
app.listen(Number(process.env.PORT), "127.0.0.1");
