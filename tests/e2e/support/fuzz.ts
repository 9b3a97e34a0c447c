import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Storefront } from "../../../app/entry.server";
import { PAGES } from "../../../app/lib/route-table";

/*
 * What the fuzz test (http/fuzz.spec.ts) learns from the shop itself rather than from a hand-kept
 * list: the routes that take a POST (the built server bundle's route modules that export an
 * action), the pages (app/lib/route-table.ts), the query parameters each page reads (found by rendering it
 * in this process with URLSearchParams watched), the forms each page offers (its HTML) and a
 * corpus of hostile values.
 */

/** The storefront's own session secret in the suite (playwright.config.ts): this process reads its cookies. */
process.env.SESSION_SECRET ??= "e2e-session-secret";

export async function serverBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.resolve(import.meta.dirname, "../../../build/server/index.js")).href)) as ServerBuild;
}

/** A route's full path pattern ("checkout/cart", ":categoryslug/:slug"), from its parents' paths. */
function fullPattern(build: ServerBuild, id: string): string {
  const parts: string[] = [];
  for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path);
  }
  return parts.join("/");
}

/**
 * The routes that take a POST: each Persian page whose module exports an action, and each
 * resource route that does (the English twins run the same module).
 */
export function actionPatterns(build: ServerBuild): { id: string; pattern: string }[] {
  return Object.values(build.routes)
    .filter((route) => route !== undefined)
    .filter((route) => route.module.action && !route.id.endsWith("___en"))
    .map((route) => ({ id: route.id, pattern: fullPattern(build, route.id) }));
}

/** Every page's Persian path pattern, from the route table. */
export const PAGE_PATTERNS: readonly string[] = [...new Set(PAGES.map((page) => page.path))];

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment, index) => {
      const slash = index === 0 ? "" : "/";
      if (segment === "*") return `${slash}.+`;
      if (segment.startsWith(":")) return segment.endsWith("?") ? `(?:${slash}[^/]+)?` : `${slash}[^/]+`;
      return `${slash}${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return new RegExp(`^/${source}$`);
}

const isDynamic = (pattern: string) => /[:*]/.test(pattern);

/** How specific a pattern is: its static segments outrank dynamic ones, and the catch-all comes last (as React Router ranks routes). */
const specificity = (pattern: string) => (pattern === "*" ? -1 : pattern.split("/").filter((segment) => segment && !/^[:*]/.test(segment)).length);

/**
 * A concrete path for each pattern: itself when static, else the first of `known` (links the shop
 * offers: its sitemap, its pages' links) that the pattern is the most specific match of (/brand/x
 * is a brand's page, not a product). Patterns that no link matches are left out, except the
 * catch-all, which any unknown path reaches.
 */
export function samplePaths(patterns: readonly string[], known: Iterable<string>): Map<string, string> {
  const matchers = patterns.map((pattern) => ({ pattern, regexp: patternRegExp(pattern), rank: specificity(pattern) }));
  const routeOf = (link: string) =>
    matchers.filter((matcher) => matcher.regexp.test(link)).sort((a, b) => b.rank - a.rank || a.pattern.length - b.pattern.length)[0]?.pattern;
  const samples = new Map<string, string>();
  for (const pattern of patterns) if (!isDynamic(pattern)) samples.set(pattern, `/${pattern}`);
  if (patterns.includes("*")) samples.set("*", "/no/such/page/here");
  for (const link of known) {
    const pattern = routeOf(link);
    if (pattern && !samples.has(pattern)) samples.set(pattern, link);
  }
  return samples;
}

/** The shop's internal links in a page's HTML (paths only). */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"?#]*)/g)].map((match) => decodeURI(match[1]!.replace(/&amp;/g, "&")));
}

/** The paths of a sitemap's <loc>s. */
export function sitemapLinks(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeURI(new URL(match[1]!.replace(/&amp;/g, "&")).pathname));
}

/**
 * Renders pages in this process from the built server bundle against the suite's Shop API and
 * answers, per page, which query parameters its loaders and components read (URLSearchParams
 * watched while it renders). Pages render one at a time, so what is read belongs to that page.
 */
export async function queryParamsRead(
  build: ServerBuild,
  baseUrl: string,
  paths: readonly string[],
  cookie: string,
): Promise<{ reads: Map<string, Set<string>>; links: Map<string, string[]> }> {
  const handle = createRequestHandler(build, "production");
  // The request's context as the server makes it (server/middleware/pages.ts): by the build's own factory (decision 42).
  const { createRequestContext } = (build.entry.module as typeof build.entry.module & { storefront: Storefront }).storefront;
  const read = new Set<string>();
  const prototype = URLSearchParams.prototype;
  const originals = { get: prototype.get, getAll: prototype.getAll, has: prototype.has };
  for (const method of ["get", "getAll", "has"] as const) {
    const original = originals[method] as (this: URLSearchParams, name: string, ...rest: unknown[]) => unknown;
    (prototype as unknown as Record<string, unknown>)[method] = function (this: URLSearchParams, name: string, ...rest: unknown[]) {
      read.add(name);
      return original.call(this, name, ...rest);
    };
  }
  const reads = new Map<string, Set<string>>();
  const links = new Map<string, string[]>();
  try {
    for (const pagePath of paths) {
      read.clear();
      const request = new Request(`${baseUrl}${pagePath}`, { headers: { cookie } });
      const response = await handle(request, await createRequestContext(request, {
        clientToken: crypto.randomUUID(),
        newVisitor: false,
        clientAddress: undefined,
        shopApiUrl: `${baseUrl}/shop-api`,
        cspNonce: "",
        refusedOrigin: false,
        slotMarks: false,
        shopFailures: [],
      }));
      const html = await response.text();
      reads.set(pagePath, new Set(read));
      links.set(pagePath, linksOf(html));
    }
  } finally {
    Object.assign(prototype, originals);
  }
  return { reads, links };
}

/** A form a page offers: where it posts and its fields with the values the page gave them. */
export interface PageForm {
  action: string;
  fields: [string, string][];
  /** Where it was found, for messages. */
  page: string;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, "&").replace(/&quot;/g, '"');

/**
 * The POST forms of a page's HTML, each with its named fields (inputs, selects, textareas, and
 * the pressed button's name and value: one form per submit button that carries an intent).
 * Fields outside a form that name it with `form=` belong to it.
 */
export function formsOf(html: string, pagePath: string): PageForm[] {
  const forms: PageForm[] = [];
  const fieldTags = /<(input|select|textarea|button)\b[^>]*>/g;
  const outside = [...html.matchAll(fieldTags)].map((match) => match[0]).filter((tag) => attribute(tag, "form"));
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const open = match[1]!;
    if (attribute(open, "method")?.toLowerCase() !== "post") continue;
    const action = new URL(attribute(open, "action") || pagePath, "http://shop.invalid").pathname;
    const id = attribute(open, "id");
    const tags = [...match[2]!.matchAll(fieldTags)].map((tag) => tag[0]).concat(id ? outside.filter((tag) => attribute(tag, "form") === id) : []);
    const fields: [string, string][] = [];
    const buttons: [string, string][] = [];
    for (const tag of tags) {
      const name = attribute(tag, "name");
      if (!name) continue;
      const value = attribute(tag, "value") ?? "";
      if (tag.startsWith("<button")) buttons.push([name, value]);
      else if (!/type="(checkbox|radio)"/.test(tag) || /\schecked=""/.test(tag)) fields.push([name, value]);
    }
    if (buttons.length === 0) forms.push({ action, fields, page: pagePath });
    for (const button of buttons) forms.push({ action, fields: [...fields.filter(([name]) => name !== button[0]), button], page: pagePath });
  }
  return forms;
}

/** A hostile value, as it goes on the wire in a query string or a urlencoded body (already encoded). */
export interface Hostile {
  name: string;
  encoded: string;
}

const plain = (name: string, value: string): Hostile => ({ name, encoded: encodeURIComponent(value) });

/** Over every bound a field has, yet within the body size a form may post. */
export const LONG_TEXT_CHARS = 5000;

/**
 * Values that a lenient check lets through, so that they may reach the Shop API or the session's
 * cookie: every field gets each of them in turn.
 */
export const REACHING_VALUES: readonly Hostile[] = [
  plain("5,000 characters", "ز".repeat(LONG_TEXT_CHARS)),
  { name: "NUL bytes", encoded: "%00%00'%3B--" },
  { name: "control characters", encoded: "a%01%02%1B%7F%C2%85b%0D%0Ac" },
  { name: "invalid UTF-8", encoded: "%FF%FE%C3%28%ED%A0%80" },
  plain("Persian digits", "۰۹۱۲۳۴۵۶۷۸۹"),
  plain("Arabic digits", "٠٩١٢٣٤٥٦٧٨٩٫٥"),
  plain("injection (SQL, HTML, template, path)", `' OR '1'='1'; DROP TABLE users;-- "><script>alert(1)</script>{{7*7}}\${7*7}<%= 7*7 %> ../../etc/passwd`),
];

/** Values refused at the door (wrong type, malformed, oversized): a form gets each in all its fields at once. */
export const REFUSED_VALUES: readonly Hostile[] = [
  plain("empty", ""),
  plain("1 MB", "a".repeat(1024 * 1024)),
  { name: "invalid percent-encoding", encoded: "%zz%E0%A4%A%" },
  plain("huge number", "-99999999999999999999999999e999"),
  plain("not a number", "NaN"),
  plain("direction marks and emoji", "\u202e\u{1F48D}\u200c\u200c"),
];

export const HOSTILE_VALUES: readonly Hostile[] = [...REACHING_VALUES, ...REFUSED_VALUES];

/** A urlencoded body from encoded pairs. */
export const encodeForm = (pairs: [string, string][]) => pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join("&");

/** Works through items `concurrency` at a time. */
export async function inBatches<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
