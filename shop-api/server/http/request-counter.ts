import type { RequestHandler } from "express";
import type { RequestCounts } from "../../contract";

const DEV_PATH = /^\/dev(\/|$)/;

/**
 * Counts the calls the API serves, by "METHOD /path", so storefront tests can prove what a page
 * asked upstream (for example, that a warm cache asks nothing). The dev calls themselves are not counted.
 */
export class RequestCounter {
  private counts = new Map<string, number>();

  readonly middleware: RequestHandler = (req, _res, next) => {
    if (!DEV_PATH.test(req.path)) {
      // "/menu/" and "/menu" are the same call.
      const call = `${req.method} ${req.path.replace(/(.)\/+$/, "$1")}`;
      this.counts.set(call, (this.counts.get(call) ?? 0) + 1);
    }
    next();
  };

  snapshot(): RequestCounts {
    return Object.fromEntries(this.counts);
  }

  reset(): void {
    this.counts.clear();
  }
}
