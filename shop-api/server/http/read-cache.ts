import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import type { GoldPriceSource } from "../gold-price";

/** The catalogue's reads: the same answer for every caller (a signed-in shopper's aside). */
const CATALOGUE_READS =
  /^\/(lists\/|layouts$|amazing-products$|vip-home-category$|search\/?$|categories\/|sub-category\/|category-|products(\/\d+)?$|brands\/|brand-categories\/|v2\/|product-(comments|questions|related)\/|tags\/|footer-lists|single-page|faqs|wordpress-news$|campaigns\/|sitemap$|representatives|menu$|original-menu\/?$)/;

/** How long an answer may serve, in the API's own time (its clock, which tests move). */
const FRESH_MS = 30_000;

interface Answer {
  status: number;
  body: string;
}

/**
 * The catalogue's answers, kept so that a burst of the same reads (every storefront worker
 * refreshing its cache, crawlers) costs the database one query each. Prices follow the gold
 * price, so its current value is part of the key; any write to the API may change any answer,
 * so every write forgets them all, before and after it runs; otherwise an answer serves for
 * FRESH_MS of the API's clock. Reads with a bearer (a shopper's likes) are never kept.
 */
export class CatalogueReadCache {
  private readonly answers = new LRUCache<string, Answer>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (answer) => answer.body.length + 64 });
  /** Parts of answers that other answers share (a search's facets: its pages, sorts and filters). */
  private readonly parts = new LRUCache<string, object>({ max: 2_000 });
  private generation = 0;

  constructor(
    private readonly clock: () => Date,
    private readonly goldPrice: GoldPriceSource,
  ) {}

  /** Forgets every kept answer (a write through the API does it by itself). */
  forget(): void {
    this.generation += 1;
    this.answers.clear();
    this.parts.clear();
  }

  /**
   * A part of answers, kept as answers are (for FRESH_MS, at this gold price, until a write): what
   * a search's pages, sorts and filters share is worked out once for all of them, whoever asks.
   */
  async keep<T extends object>(key: string, work: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const price = this.goldPrice.now(now);
    const generation = this.generation;
    const fullKey = [generation, Math.floor(now.getTime() / FRESH_MS), price.price, key].join("|");
    const known = this.parts.get(fullKey);
    if (known) return known as T;
    const part = await work();
    if (generation === this.generation) this.parts.set(fullKey, part);
    return part;
  }

  readonly forgetOnWrites: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      this.forget();
      res.on("finish", () => this.forget());
    }
    next();
  };

  readonly serveReads: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" || req.get("authorization") || !CATALOGUE_READS.test(req.path)) return next();
    const now = this.clock();
    const price = this.goldPrice.now(now);
    const key = [this.generation, Math.floor(now.getTime() / FRESH_MS), price.price, price.set_at.getTime(), req.originalUrl].join("|");
    const known = this.answers.get(key);
    if (known) {
      res.status(known.status).type("application/json").send(known.body);
      return;
    }
    const generation = this.generation;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      // A write that ran meanwhile may have changed what this answer says: keep only a clean one.
      if (res.statusCode < 500 && generation === this.generation) this.answers.set(key, { status: res.statusCode, body: JSON.stringify(body) });
      return json(body);
    };
    next();
  };
}
