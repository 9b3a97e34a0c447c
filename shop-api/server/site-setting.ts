import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { siteConfigShape, type Lang } from "../contract";
import type { ShopDatabase, ShopTransaction } from "./db/connect";
import { siteConfigs } from "./db/schema";

type SettingKey = keyof typeof siteConfigShape;

/**
 * One site setting of a language as its contract shape reads it (`siteConfigShape`), or `fallback`
 * when it is unset or does not fit that shape (a setting the shop's staff mistyped never breaks a
 * call).
 */
export async function siteSetting<K extends SettingKey>(
  db: ShopDatabase | ShopTransaction,
  key: K,
  fallback: z.infer<(typeof siteConfigShape)[K]>,
  lang: Lang = "fa",
): Promise<z.infer<(typeof siteConfigShape)[K]>> {
  const [row] = await db
    .select({ value: siteConfigs.value })
    .from(siteConfigs)
    .where(and(eq(siteConfigs.lang, lang), eq(siteConfigs.key, key)));
  const parsed = siteConfigShape[key].safeParse(row?.value);
  return parsed.success ? (parsed.data as z.infer<(typeof siteConfigShape)[K]>) : fallback;
}
