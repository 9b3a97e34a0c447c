import { expect, test } from "@playwright/test";

/*
 * The shop as a crawler reads it: from / and /en, every internal link of every page it finds, over
 * HTTP without JavaScript (what a search engine's first pass sees) and without cookies.
 */

/**
 * Listings multiply their URLs (filters × sort × pages, `?dialog=` on any page, `?redirectTo=`
 * on every sign-in link), all the same page with other arguments. Every distinct path is visited;
 * of each path at most QUERY_VARIANTS_PER_PATH variants with a query string (the first ones
 * linked), and one query string (`?dialog=share`, `?sort=cheapest`) on at most
 * PATHS_PER_QUERY paths: enough to meet what a query changes (another page of a listing, a dialog
 * opened by the URL, a form's tab) on a few pages of each kind, without visiting thousands of
 * near-identical pages (~2,600 variants are left out; ~360 URLs are visited, in 15–40 s
 * on this machine).
 */
const QUERY_VARIANTS_PER_PATH = 2;
const PATHS_PER_QUERY = 3;
/** Requests at once: a crawler's politeness, and room for the other tests on two cores. */
const CONCURRENCY = 4;

/** One shopper's pages, which no search engine may index or crawl (with their /en twins). */
const PRIVATE_PREFIXES = ["/profile", "/checkout", "/login", "/register", "/forgetpassword", "/success-payment", "/unsuccess-payment", "/search"].flatMap(
  (path) => [path, `/en${path}`],
);

interface Visit {
  url: string;
  from: string;
  status: number;
  location?: string;
  robots?: string;
  canonical?: string;
  nul: boolean;
  replacement: boolean;
  html?: boolean;
}

const decode = (href: string) => href.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
const isPrivate = (pathname: string) => PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The Disallow rules of robots.txt for every user agent (the shop writes one group). */
function disallowRules(robotsTxt: string): string[] {
  return robotsTxt
    .split("\n")
    .map((line) => /^Disallow:\s*(\S+)/i.exec(line.trim())?.[1])
    .filter((rule): rule is string => Boolean(rule));
}

const disallowed = (rules: string[], path: string) => rules.some((rule) => path.startsWith(rule));

/** Every page the sitemaps list (the index first, then each language's), as paths. */
async function sitemapPaths(base: string): Promise<Set<string>> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]!));
  const index = await fetch(`${base}/sitemap.xml`);
  expect(index.status).toBe(200);
  const paths = new Set<string>();
  for (const sitemap of locs(await index.text())) {
    const answer = await fetch(new URL(new URL(sitemap).pathname, base));
    expect(answer.status, sitemap).toBe(200);
    for (const loc of locs(await answer.text())) paths.add(new URL(loc).pathname);
  }
  return paths;
}

/** Works through a queue (which the work may lengthen), CONCURRENCY items at a time. */
function drain<T>(queue: T[], work: (item: T) => Promise<void>): Promise<void> {
  let active = 0;
  return new Promise<void>((resolve, reject) => {
    const next = () => {
      if (queue.length === 0 && active === 0) return resolve();
      while (active < CONCURRENCY && queue.length > 0) {
        active += 1;
        work(queue.shift()!).then(() => {
          active -= 1;
          next();
        }, reject);
      }
    };
    next();
  });
}

test("a crawl from / and /en finds no broken link, no NUL or U+FFFD, every indexable page in the sitemap, every private page noindex and disallowed", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const origin = new URL(base).origin;
  const rules = disallowRules(await (await fetch(`${base}/robots.txt`)).text());
  expect(rules.length).toBeGreaterThan(10);
  const inSitemap = await sitemapPaths(base);

  const queue: { url: string; from: string }[] = [];
  const seen = new Set<string>();
  const variants = new Map<string, number>();
  const queries = new Map<string, number>();
  let skippedVariants = 0;
  const enqueue = (href: string, from: string, forced = false) => {
    let url: URL;
    try {
      url = new URL(decode(href), new URL(from, base));
    } catch {
      return;
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return;
    const key = `${url.pathname}${url.search}`;
    if (seen.has(key)) return;
    if (url.search && !forced) {
      // `redirectTo` names the page a link is on: the same link everywhere, another query each time.
      const query = [...url.searchParams].filter(([name]) => name !== "redirectTo").map(([name, value]) => `${name}=${value}`).sort().join("&");
      const ofPath = variants.get(url.pathname) ?? 0;
      const ofQuery = queries.get(query) ?? 0;
      if (ofPath >= QUERY_VARIANTS_PER_PATH || ofQuery >= PATHS_PER_QUERY) {
        skippedVariants += 1;
        return;
      }
      variants.set(url.pathname, ofPath + 1);
      queries.set(query, ofQuery + 1);
    }
    seen.add(key);
    queue.push({ url: key, from });
  };

  const visits: Visit[] = [];
  const visit = async ({ url, from }: { url: string; from: string }) => {
    // Uncompressed: the server does not gzip what the test reads at once (a third less time here).
    const get = () => fetch(`${base}${url}`, { redirect: "manual", headers: { Accept: "text/html", "Accept-Encoding": "identity" } });
    let response = await get();
    // A product priced while the gold price moved (another test moves it) is asked for again by a
    // redirect to itself (shop/api/gold-price.server.ts `goldPrice.ensureOne`): so does the crawler.
    const toItself = () => {
      const location = new URL(response.headers.get("location") ?? "", `${base}${url}`);
      return response.status === 302 && `${location.pathname}${location.search}` === url;
    };
    for (let again = 0; again < 3 && toItself(); again++) {
      response = await get();
    }
    const body = Buffer.from(await response.arrayBuffer());
    const text = body.toString("utf8");
    // Text (pages, XML, JSON) must be clean; a linked picture or video is bytes.
    const textual = /^text\/|\/(xml|json)|\+xml/.test(response.headers.get("content-type") ?? "text/html");
    const result: Visit = { url, from, status: response.status, nul: textual && body.includes(0), replacement: textual && text.includes("\uFFFD") };
    visits.push(result);
    if (response.status >= 300 && response.status < 400) {
      result.location = response.headers.get("location") ?? "";
      // A redirect to another page of the shop is fine if that page is (it is visited in turn).
      enqueue(result.location, url, true);
      return;
    }
    if (!response.headers.get("content-type")?.includes("text/html")) return;
    result.html = response.status === 200;
    result.robots = /<meta[^>]*name="robots"[^>]*content="([^"]*)"/.exec(text)?.[1];
    result.canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(text)?.[1];
    // A crawler does not go on from the pages robots.txt keeps it out of.
    if (isPrivate(new URL(url, base).pathname)) return;
    for (const match of text.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) enqueue(match[1]!, url);
  };

  enqueue("/", "/");
  enqueue("/en", "/en");
  const started = Date.now();
  await drain(queue, visit);
  test.info().annotations.push({ type: "crawl", description: `${visits.length} URLs in ${Date.now() - started} ms, ${skippedVariants} query variants left out` });

  // Every finding at once: each check is soft.
  const pathOf = (url: string) => new URL(url, base).pathname;
  expect.soft(visits.filter((each) => each.status >= 400).map((each) => `${each.url} (linked from ${each.from}): ${each.status}`)).toEqual([]);
  expect.soft(visits.filter((each) => each.nul).map((each) => each.url)).toEqual([]);
  expect.soft(visits.filter((each) => each.replacement).map((each) => each.url)).toEqual([]);
  // Redirects stay in the shop (a gateway's or a language switch's way back, the lite-mode switch).
  expect.soft(visits.filter((each) => each.location !== undefined && !each.location.startsWith("/") && !each.location.startsWith(origin)).map((each) => each.url)).toEqual([]);

  const pages = visits.filter((each) => each.html);
  const indexable = pages.filter((each) => !/noindex/i.test(each.robots ?? ""));
  // A page's canonical address names it; a listing's later pages and variants are the listing.
  const notInSitemap = indexable.filter((each) => !inSitemap.has(new URL(each.canonical ?? each.url, base).pathname)).map((each) => `${each.url} (canonical ${each.canonical})`);
  expect.soft(notInSitemap).toEqual([]);
  expect.soft(indexable.filter((each) => disallowed(rules, pathOf(each.url))).map((each) => each.url)).toEqual([]);

  const privatePages = visits.filter((each) => each.status === 200 && isPrivate(pathOf(each.url)));
  expect.soft(privatePages.filter((each) => !/noindex/i.test(each.robots ?? "")).map((each) => each.url)).toEqual([]);
  expect.soft(privatePages.filter((each) => !disallowed(rules, pathOf(each.url))).map((each) => each.url)).toEqual([]);
  // The sitemaps list pages to index: each answers 200, indexable, as its own canonical address.
  const sitemapMisfits: string[] = [];
  const visited = new Map(visits.map((each) => [each.url, each]));
  const checkedAt = Date.now();
  await drain([...inSitemap], async (path) => {
    const page = visited.get(path);
    if (page) {
      const misfit = page.status !== 200 || /noindex/i.test(page.robots ?? "") || (page.canonical && new URL(page.canonical).pathname !== path) || disallowed(rules, path);
      if (misfit) sitemapMisfits.push(`${path}: ${page.status} ${page.robots} ${page.canonical}`);
      return;
    }
    const status = (await fetch(`${base}${path}`, { method: "HEAD", redirect: "manual" })).status;
    if (status !== 200) sitemapMisfits.push(`${path}: ${status}`);
  });
  test.info().annotations.push({ type: "sitemap", description: `${inSitemap.size} URLs, ${inSitemap.size - [...inSitemap].filter((path) => visited.has(path)).length} not crawled, checked in ${Date.now() - checkedAt} ms` });
  expect.soft(sitemapMisfits).toEqual([]);

  // The crawl met one shopper's pages in both languages, and the shop's public ones.
  for (const path of ["/login", "/en/login", "/checkout/cart", "/en/checkout/cart"]) expect.soft(privatePages.map((each) => pathOf(each.url))).toContain(path);
  for (const path of ["/contactus", "/en/contactus", "/downloadapp", "/landing/app", "/webapp", "/campaign/opening", "/en/campaign/opening", "/faq", "/necklaces"]) {
    expect.soft(indexable.map((each) => pathOf(each.url)), path).toContain(path);
  }
});
