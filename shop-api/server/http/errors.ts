import type { ErrorRequestHandler, RequestHandler } from "express";
import type { ErrorBody } from "../../contract";

/** What an error answer may carry besides its message: the contract's `code`, and fields it names. */
export type ErrorFields = { code?: number } & Record<string, unknown>;

/** An error whose status, message and fields (e.g. `{code: 429, resend_after: 30}`) are meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: ErrorFields = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const answerNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such call: ${req.method} ${req.path}` } satisfies ErrorBody);
};

/** Callers get a status and a message; only unexpected errors are logged, and never shown in full. */
export const answerErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) {
    res.status(error.status).json({ ...error.fields, message: error.message } satisfies ErrorBody);
  } else if (isExposedClientError(error)) {
    res.status(error.status).json({ message: error.message } satisfies ErrorBody);
  } else if (isDataException(error)) {
    // Input that reached the database past every schema (a number out of an integer's range…).
    res.status(422).json({ message: "A value given is out of range or malformed" } satisfies ErrorBody);
  } else {
    console.error(`Shop API: ${req.method} ${req.originalUrl} failed`, error);
    res.status(500).json({ message: "Internal server error" } satisfies ErrorBody);
  }
};

/** PostgreSQL's class 22 errors ("data exception": out of range, invalid encoding…), which only input causes; drizzle wraps them. */
function isDataException(error: unknown): boolean {
  for (let cause = error; typeof cause === "object" && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code === "string" && code.startsWith("22")) return true;
  }
  return false;
}

/**
 * Express's own refusals (a malformed or oversized JSON body) are http-errors marked `expose`:
 * their message is written for the caller.
 */
function isExposedClientError(error: unknown): error is { status: number; message: string } {
  if (!(error instanceof Error)) return false;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return expose === true && typeof status === "number" && status >= 400 && status < 500;
}
