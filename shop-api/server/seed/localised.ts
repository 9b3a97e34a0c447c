import { langSchema, type Lang } from "../../contract";

/** Seed text in both languages the shop serves. */
export type Localised<T = string> = Record<Lang, T>;

export const LANGS: readonly Lang[] = langSchema.options;
