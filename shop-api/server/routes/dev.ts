import { Router } from "express";
import {
  devConfigUpdateSchema,
  type DevConfigUpdateResponse,
  type Lang,
} from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { siteConfigs } from "../db/schema";
import { parseInput } from "../http/input";
import type { RequestCounter } from "../http/request-counter";
import { route } from "../http/route";
import { LANGS } from "../seed/localised";

/** Development tools (mounted at `/dev` only when enabled): request counts and settings changes. */
export function devRoutes(db: ShopDatabase, requests: RequestCounter): Router {
  const router = Router();

  router.get("/requests", (_req, res) => {
    res.json({ data: requests.snapshot() });
  });

  router.post("/requests/reset", (_req, res) => {
    requests.reset();
    res.json({ data: requests.snapshot() });
  });

  /** `PUT /dev/configs {lang?, key, value}`: the value must suit its key; no lang means both. */
  router.put(
    "/configs",
    route(async (req, res) => {
      const { lang, key, value } = parseInput(devConfigUpdateSchema, req.body);
      const langs: Lang[] = lang ? [lang] : [...LANGS];
      await db
        .insert(siteConfigs)
        .values(langs.map((configLang) => ({ lang: configLang, key, value })))
        .onConflictDoUpdate({ target: [siteConfigs.lang, siteConfigs.key], set: { value } });
      res.json({ data: { key, value, langs } } satisfies DevConfigUpdateResponse);
    }),
  );

  return router;
}
