import { AsyncLocalStorage } from "node:async_hooks";
import type { z } from "zod";
import { CLIENT_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER } from "../../../shop-api/contract";
import type { Locale } from "~/lib/locale";
import type { ShopFailure } from "~/load-context";
import { needsAuth } from "./auth-paths";
import { isRefusalStatus, refusalError, refusedText, upstreamError, upstreamFailureOf } from "./errors.server";
import { shopMessageRedirect } from "./flash.server";
import { type ShopSession, signedOutElsewhere } from "./session.server";

import type { GoldPrice } from "~/lib/gold-price-version";

/**
 * Who a Shop API call is made for: the visitor's tokens and language. Any call takes one: the
 * process's own (the gold price's check), a shared page's slots (a request's tokens and memo only),
 * and a storefront request's, whose context has every field (`RequestShopContext`).
 */
export interface ShopContext {
  baseUrl: string;
  clientToken: string;
  /** The shopper's address, sent as X-Forwarded-For: the Shop API's rate limits count by it (decision 26). */
  clientAddress?: string;
  authToken: string | null;
  locale: Locale;
  /** The shopper's request: when they go away, their upstream calls are cancelled too. */
  signal?: AbortSignal;
  /**
   * The request's answers so far, by call: a read made twice for one request (the layout's cart
   * count and the cart page's totals) is asked once. A call that changes something empties it.
   */
  memo?: Map<string, Promise<ShopAnswer>>;
  /** A first visit: the clientToken was made for this request, so nothing belongs to it yet. */
  newVisitor?: boolean;
  /**
   * The request's gold price (gold-price.server.ts), one for all of its loaders: shared answers
   * with prices in them are cached under its version (cache.server.ts).
   */
  goldPrice?: Promise<GoldPrice | null>;
  /**
   * The request's optional calls that failed (`optional` below), one list for all of its loaders:
   * a page with one is sent whole, but no shared cache keeps it (entry.server.tsx).
   */
  failures?: ShopFailure[];
  /** The request is for a page's data (`.data`), which the browser asked for itself, not a document. */
  dataRequest?: boolean;
  /**
   * The shopper's request (its page's address): when a form post's action makes the call, a Shop
   * API answer in the 600s goes back to the page as its own message (docs/shop/08-errors.md §8.8;
   * flash.server.ts shopMessageRedirect).
   */
  request?: Request;
  /**
   * The request's session (`context.session`): that message is flashed into it, and a token the
   * Shop API no longer knows empties it (the response sends its cookie: decision 45).
   */
  session?: ShopSession;
  /**
   * What every call of the request waits for: on a page the shopper goes to, the wallets taken off
   * the cart first (shop/request/context.server.ts). Never rejects.
   */
  ready?: Promise<void>;
}

/**
 * A storefront request's Shop API context (`context.shop`), made once for its action, middleware
 * and loaders (context.server.ts): everything above but `ready`, which only a page the shopper goes
 * to has.
 */
export type RequestShopContext = ShopContext & Required<Omit<ShopContext, "clientAddress" | "ready">>;

type ShopAnswer = { status: number; json: unknown };

/** An optional call that failed or was too slow: its section was left out of the page. */
export interface ShopRequest {
  /** The call's name in logs and error pages, e.g. "GET /menu". */
  name: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Statuses other than 2xx that are answers rather than failures (e.g. 404 for an unknown slug). */
  expect?: number[];
  /** A fixed credential of the call itself (e.g. the online price's access token), not a user's. */
  bearer?: string;
  /** A POST that only reads (`/configs`, `/sellers`), asked once per request like a GET. */
  read?: boolean;
  /** The form's one-time key (its Idempotency-Key header): the same post again changes nothing twice. */
  idempotencyKey?: string;
  /**
   * `false` for the few calls whose answer is the same in every language (the online price, the
   * price history): every other call is sent with the context's `lang`, by `send` below, never by
   * the Shop API function (the contract: every localised call takes `lang`).
   */
  lang?: false;
}

function timeoutMs(): number {
  return Number(process.env.SHOP_API_TIMEOUT_MS) || 5000;
}

/**
 * One HTTP call to the Shop API with the headers of docs/shop/07-shop-api.md §7.1: JSON in and out, the
 * page's language (`lang`) and the clientToken on every call, the bearer token only on the paths that
 * need it, a timeout (the original had none), and the shopper's address (X-Forwarded-For). A network
 * failure, a timeout, a 5xx or an unexpected status throws a route error with a gateway status; a 401
 * refusing the shopper's token ends their session (a redirect to sign in); a status in the 600s or a
 * refusal (a 4xx the caller did not `expect`: errors.server.ts isRefusalStatus) made by a form post's
 * action sends the shopper back to the page with the Shop API's message in a toast
 * (docs/shop/08-errors.md §8.8, §8.11); a refusal of a page's call is its themed error page with the
 * refusal's status and message (decision 56); a 2xx or an `expect`ed status comes back with its JSON
 * for the caller to parse.
 */
export function shopRequest(ctx: ShopContext, call: ShopRequest): Promise<ShopAnswer> {
  if (ctx.ready) return ctx.ready.then(() => shopRequest({ ...ctx, ready: undefined }, call));
  const reads = call.read ?? (call.method ?? "GET") === "GET";
  if (!ctx.memo) return send(ctx, call);
  if (!reads) {
    ctx.memo.clear();
    return send(ctx, call);
  }
  const key = JSON.stringify([ctx.authToken, call.method, call.path, call.query, call.body, call.expect, call.bearer]);
  let answer = ctx.memo.get(key);
  if (!answer) {
    answer = send(ctx, call);
    ctx.memo.set(key, answer);
  }
  return answer;
}

async function send(ctx: ShopContext, call: ShopRequest): Promise<ShopAnswer> {
  const url = new URL(call.path.replace(/^\//, ""), ctx.baseUrl.endsWith("/") ? ctx.baseUrl : `${ctx.baseUrl}/`);
  if (call.lang !== false) url.searchParams.set("lang", ctx.locale);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Content-Type": "application/json",
    [CLIENT_TOKEN_HEADER]: ctx.clientToken,
  };
  if (ctx.clientAddress) headers["X-Forwarded-For"] = ctx.clientAddress;
  if (call.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = call.idempotencyKey;
  const asUser = !call.bearer && Boolean(ctx.authToken) && needsAuth(call.path);
  if (call.bearer) headers.Authorization = `Bearer ${call.bearer}`;
  else if (asUser) headers.Authorization = `Bearer ${ctx.authToken}`;

  const timeout = AbortSignal.timeout(timeoutMs());
  const started = Date.now();
  const after = () => `after ${Date.now() - started} ms`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method ?? "GET",
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw upstreamError(call.name, "timeout", `no answer in ${timeoutMs()} ms`);
    if (ctx.signal?.aborted) throw error; // the shopper left; nothing to report
    throw upstreamError(call.name, "unreachable", `${errorMessage(error)} ${after()}`);
  }
  if (!response.ok && !call.expect?.includes(response.status)) {
    const refused = isRefusalStatus(response.status);
    if ((refused || isShopMessageStatus(response.status)) && ctx.request && ctx.session && ctx.request.method !== "GET" && !optionalCalls.getStore()) {
      // A form post's call: back to the page it was posted from, with the Shop API's words.
      const message = await messageOf(response);
      console.error(`[shop-api] ${call.name} answered HTTP ${response.status}: ${message ?? "(no message)"}`);
      if (message || refused) throw shopMessageRedirect(ctx.request, ctx.session, message ?? refusedText(ctx.locale));
      throw upstreamError(call.name, "unexpected-status", `HTTP ${response.status}`, response.status);
    }
    // A page's call: its themed error page with the refusal's status and message (logged there).
    if (refused) throw refusalError(call.name, response.status, await messageOf(response));
    await response.body?.cancel();
    if (response.status === 401 && asUser) throw signedOutElsewhere(ctx.locale, ctx.session);
    const failure = response.status >= 500 ? "server-error" : "unexpected-status";
    throw upstreamError(call.name, failure, `HTTP ${response.status} ${after()}`, response.status);
  }
  try {
    return { status: response.status, json: response.status === 204 ? null : await response.json() };
  } catch (error) {
    throw upstreamError(call.name, "bad-shape", `not JSON: ${errorMessage(error)}`);
  }
}

function optionalBudgetMs(): number {
  return Number(process.env.SHOP_API_OPTIONAL_TIMEOUT_MS) || 1500;
}

/**
 * A call the page can do without (issue 22, docs/decisions/0032): when it fails, or has not
 * answered within its own short budget (SHOP_API_OPTIONAL_TIMEOUT_MS, 1.5 s), the page gets
 * `fallback` and leaves its section out, and the request's `failures` say so. Whether a call is
 * optional is declared here, once, where it is made: by the Shop API function that is optional
 * wherever it is used, or by the loader for a call that is optional on its page. A required call
 * is simply not wrapped: its failure is the page's themed 502/503/504. A refusal (a 4xx) is such a
 * failure too, also in an action: never a redirect back with its message. A redirect (a session that
 * ended elsewhere) or a bug still goes up.
 */
export async function optional<T, F>(ctx: ShopContext, call: string, load: () => Promise<T>, fallback: F): Promise<T | F> {
  const budget = optionalBudgetMs();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => (timer = setTimeout(resolve, budget, LATE)));
  // Inside, a refusal is a failed call (never a form's redirect back), which costs only the section.
  const answer = optionalCalls.run(true, load);
  // A late answer still lands (in the shared cache, for the next page); its failure is logged there.
  answer.catch(() => undefined);
  try {
    const result = await Promise.race([answer, late]);
    if (result !== LATE) return result;
    console.error(`[shop-api] ${call} left out (timeout): no answer in ${budget} ms`);
    ctx.failures?.push({ call, status: 504 });
    return fallback;
  } catch (error) {
    const failure = upstreamFailureOf(error);
    if (!failure) throw error;
    // Already logged once, with its status and duration, where it failed (shopRequest).
    ctx.failures?.push({ call: failure.upstream, status: failure.status });
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

const LATE = Symbol("late");

/** Set while an optional call's `load` runs: its calls' refusals are failures that `optional` catches. */
const optionalCalls = new AsyncLocalStorage<true>();

/** A status in the 600s carries a message the Shop API means the shopper to read (docs/shop/08-errors.md §8.8). */
export function isShopMessageStatus(status: number): boolean {
  return status >= 600 && status <= 699;
}

/** The `message` of an error answer ({message, code}), if it has one. */
async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown } | null;
    const message = typeof body?.message === "string" ? body.message.trim() : "";
    return message ? message.slice(0, 500) : null;
  } catch {
    return null;
  }
}

/** An answer checked against its contract schema: a wrong shape is the call's failure, not a crash later. */
export function parseAnswer<T extends z.ZodType>(call: string, schema: T, json: unknown): z.infer<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw upstreamError(call, "bad-shape", parsed.error.message.slice(0, 500));
  return parsed.data;
}

/** The common case: a call whose only answer is success, parsed with its schema. */
export async function shopCall<T extends z.ZodType>(
  ctx: ShopContext,
  call: Omit<ShopRequest, "expect"> & { schema: T },
): Promise<z.infer<T>> {
  const { json } = await shopRequest(ctx, call);
  return parseAnswer(call.name, call.schema, json);
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    return cause?.code ? `${error.message} (${cause.code})` : error.message;
  }
  return String(error);
}
