import { and, eq, inArray } from "drizzle-orm";
import { Router } from "express";
import { configsRequestSchema, type ConfigsResponse } from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { siteConfigs } from "../db/schema";
import { parseInput, queryLang } from "../http/input";

export function configsRoutes(db: ShopDatabase): Router {
  const router = Router();

  /** `POST /configs {keys, lang?}`: the asked settings that exist, in one language. */
  router.post(
    "/configs",
    async (req, res) => {
      const request = parseInput(configsRequestSchema, req.body);
      const lang = request.lang ?? queryLang(req);
      const rows = await db
        .select({ key: siteConfigs.key, value: siteConfigs.value })
        .from(siteConfigs)
        .where(and(eq(siteConfigs.lang, lang), inArray(siteConfigs.key, request.keys)));
      // Values were checked against the contract when they were written.
      const data = Object.fromEntries(rows.map((row) => [row.key, row.value])) as ConfigsResponse["data"];
      res.json({ data } satisfies ConfigsResponse);
    },
  );

  return router;
}
