import type { RequestHandler } from "express";
import { CLIENT_TOKEN_HEADER, type DevAnswer } from "../../contract";

const DEV_PATH = /^\/dev(\/|$)/;

/**
 * Answers set by `POST /dev/answers`: the next call of a method and path from one visitor gets the
 * status and message given, once (tests make the Shop API answer what it rarely does, such as a
 * status in the 600s, docs/shop/08-errors.md §8.8, without touching other visitors' calls).
 */
export class AnswerOverrides {
  private waiting = new Map<string, DevAnswer>();

  private static key(method: string, path: string, clientToken: string): string {
    return `${method} ${path.replace(/(.)\/+$/, "$1")} ${clientToken}`;
  }

  set(answer: DevAnswer): void {
    this.waiting.set(AnswerOverrides.key(answer.method, answer.path, answer.client_token), answer);
  }

  readonly middleware: RequestHandler = (req, res, next) => {
    const clientToken = req.get(CLIENT_TOKEN_HEADER);
    if (this.waiting.size === 0 || !clientToken || DEV_PATH.test(req.path)) return next();
    const key = AnswerOverrides.key(req.method, req.path, clientToken);
    const answer = this.waiting.get(key);
    if (!answer) return next();
    this.waiting.delete(key);
    res.status(answer.status).json({ message: answer.message, code: answer.status });
  };
}
