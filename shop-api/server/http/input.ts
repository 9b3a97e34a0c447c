import type { Request } from "express";
import { z } from "zod";
import { langSchema, type Lang } from "../../contract";
import { HttpError } from "./errors";

/** Parses what the caller sent; a mismatch is the caller's fault (400), named field by field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
  );
  throw new HttpError(400, problems.join("; "));
}

const langQuerySchema = z.object({ lang: langSchema.default("fa") });

/** The `lang` query parameter; Persian when absent, as the shop is Persian-first. */
export function queryLang(req: Request): Lang {
  return parseInput(langQuerySchema, req.query).lang;
}
