import type { Request, RequestHandler } from "express";
import { z } from "zod";
import { langSchema, type Lang } from "../../contract";
import { hasControlCharacters, INPUT_MAX } from "../../contract/input-bounds";
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

/** The first string of a parsed body or query that no form would send: too long, or with control characters. */
function hostileString(value: unknown, path: string): string | undefined {
  if (typeof value === "string") {
    if (value.length > INPUT_MAX.anyField) return `${path}: longer than ${INPUT_MAX.anyField} characters`;
    if (hasControlCharacters(value)) return `${path}: control characters`;
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = hostileString(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every call's input bounded before any handler reads it (issue 16): a string over INPUT_MAX.anyField
 * or carrying NUL (which PostgreSQL refuses, answering 500) is refused with 422. Each call's own
 * schema holds its fields to their tighter bounds.
 */
export const refuseHostileInput: RequestHandler = (req, _res, next) => {
  const problem = hostileString(req.query, "") ?? hostileString(req.body, "");
  next(problem ? new HttpError(422, problem) : undefined);
};
