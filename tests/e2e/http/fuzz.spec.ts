import { type APIRequestContext, expect, test } from "@playwright/test";
import { freshMobile, registerThroughApi, signedInContext, VIP_CUSTOMER } from "../support/accounts";
import {
  actionPatterns,
  encodeForm,
  formsOf,
  HOSTILE_VALUES,
  inBatches,
  linksOf,
  PAGE_PATTERNS,
  type PageForm,
  queryParamsRead,
  REACHING_VALUES,
  REFUSED_VALUES,
  samplePaths,
  serverBuild,
  sitemapLinks,
} from "../support/fuzz";

/*
 * Issue 16: the shop as an attacker or a careless client would use it. Every query parameter a
 * page reads and every action's form, found from the shop itself (support/fuzz.ts), gets hostile
 * values; not one answer may be a 5xx. A page that refuses answers a complete page of its own
 * (the form with its message, or the themed 4xx page).
 */

test.describe.configure({ timeout: 150_000 });

/** Requests at once: room for the other tests on two cores. */
const CONCURRENCY = 4;

async function cookieOf(context: APIRequestContext): Promise<string> {
  return (await context.storageState()).cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

interface Sent {
  label: string;
  status: number;
}

/** One request, its answer read to the end; a network failure counts as a failure too (status 0). */
async function send(url: string, init: RequestInit & { label: string }): Promise<Sent> {
  try {
    const response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(30_000) });
    const body = await response.text();
    // A refusal is a page of the shop (its form with the message, or its themed error page), not a bare text.
    if (response.status >= 400 && (response.headers.get("content-type") ?? "").includes("text/html") && !body.includes("<html lang=")) {
      return { label: `${init.label} (not a page of the shop)`, status: 0 };
    }
    return { label: init.label, status: response.status };
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return { label: `${init.label} (${(error as Error).message}${cause ? `: ${cause.message}` : ""})`, status: 0 };
  }
}

const failuresOf = (answers: Sent[]) => answers.filter((answer) => answer.status === 0 || answer.status >= 500).map((answer) => `${answer.status} ${answer.label}`);

test("every query parameter a page reads, given hostile values, answers without a 5xx", async ({ playwright, baseURL }) => {
  const build = await serverBuild();
  const vip = await signedInContext(playwright, baseURL!, VIP_CUSTOMER);
  const sessions = { guest: "", signedIn: await cookieOf(vip) };
  await vip.dispose();

  // The pages with a path of their own first; their links (and the sitemap) give the others theirs.
  const sitemap = sitemapLinks(await (await fetch(`${baseURL}/sitemap-fa.xml`)).text());
  const statics = [...samplePaths(PAGE_PATTERNS, []).values()];
  const reads = new Map<string, { page: string; cookie: string }[]>();
  const links = [...sitemap];
  const discover = async (paths: string[]) => {
    for (const cookie of Object.values(sessions)) {
      const found = await queryParamsRead(build, baseURL!, paths, cookie);
      for (const [page, names] of found.reads) {
        for (const name of names) reads.set(name, [...(reads.get(name) ?? []), { page, cookie }]);
      }
      for (const pageLinks of found.links.values()) links.push(...pageLinks);
    }
  };
  await discover(statics);
  const samples = samplePaths(PAGE_PATTERNS, links);
  await discover([...samples.values()].filter((sample) => !statics.includes(sample)));
  // Every page of the route table had a path to visit.
  expect(PAGE_PATTERNS.filter((pattern) => !samples.has(pattern))).toEqual([]);
  // What the listing pages read is found, not listed: a sanity check of the discovery itself.
  expect([...reads.keys()]).toEqual(expect.arrayContaining(["q", "sort", "page", "brand", "min_price", "dialog", "redirectTo"]));

  // Each parameter on the first page that reads it, as the session it was read for (readers share
  // their parsers: the listing's, the dialogs', React Router's own).
  const requests: { url: string; label: string; cookie: string }[] = [];
  for (const [name, readers] of reads) {
    for (const { page, cookie } of readers.slice(0, 1)) {
      const url = (query: string) => `${baseURL}${page}?${query}`;
      const who = cookie ? "signed in" : "guest";
      for (const hostile of HOSTILE_VALUES) {
        requests.push({ url: url(`${encodeURIComponent(name)}=${hostile.encoded}`), label: `GET ${page}?${name}= ${hostile.name} (${who})`, cookie });
      }
      requests.push({ url: url(`${name}=1&${name}=%00&${name}=${"x".repeat(3000)}`), label: `GET ${page}?${name} three times (${who})`, cookie });
    }
  }
  const answers: Sent[] = [];
  await inBatches(requests, CONCURRENCY, async (request) => {
    answers.push(await send(request.url, { label: request.label, headers: { cookie: request.cookie } }));
  });
  console.log(`${reads.size} query parameters, ${requests.length} requests`);
  expect(answers.length).toBeGreaterThan(200);
  expect(failuresOf(answers)).toEqual([]);
});

test("every action, posted hostile forms and bodies by a guest and a signed-in shopper, answers without a 5xx", async ({ playwright, baseURL, request }) => {
  const build = await serverBuild();
  const actions = actionPatterns(build);
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, "fuzz-pass-1234");
  const shopper = await signedInContext(playwright, baseURL!, { mobile, password: "fuzz-pass-1234" });
  const sessions = { guest: await guestCookie(baseURL!), signedIn: await cookieOf(shopper) };
  await shopper.dispose();

  // Concrete paths for the actions' patterns (a product's, an order's) from the shop's own links.
  const vip = await signedInContext(playwright, baseURL!, VIP_CUSTOMER);
  const links = sitemapLinks(await (await fetch(`${baseURL}/sitemap-fa.xml`)).text());
  for (const list of ["/profile/latest-orders?status=delivered"]) links.push(...formsAndLinks(await (await vip.get(list)).text()).links);
  await vip.dispose();
  // Every page's pattern takes part, so that each link goes to the route that really answers it.
  const samples = samplePaths([...PAGE_PATTERNS, ...actions.map((action) => action.pattern)], links);
  const paths = new Map(actions.filter((action) => samples.has(action.pattern)).map((action) => [action.pattern, samples.get(action.pattern)!]));
  expect(actions.filter((action) => !paths.has(action.pattern)).map((action) => action.id)).toEqual([]);

  const requests: { path: string; label: string; cookie: string; body: string | Blob | FormData; type?: string }[] = [];
  const post = (path: string, who: string, cookie: string, label: string, body: string | Blob | FormData, type?: string) =>
    requests.push({ path, label: `POST ${path} ${label} (${who})`, cookie, body, type });
  // Each form once, by the first session offered it: the signed-in shopper's forms, then those only a guest gets (signing in).
  const forms = new Map<string, { form: PageForm; who: string; cookie: string }>();
  for (const [who, cookie] of Object.entries(sessions).reverse()) {
    // Something in the cart, so that the cart's and checkout's forms (discount code, address) are offered.
    const product = paths.get(":categoryslug/:slug")!;
    const addToCart = formsOf(await (await fetch(`${baseURL}${product}`, { headers: { cookie } })).text(), product).find((form) => form.fields.some((field) => field[1] === "add"));
    expect(addToCart, "the product page's add-to-cart form").toBeTruthy();
    await send(`${baseURL}${addToCart!.action}`, { method: "POST", label: "add", headers: { cookie, origin: baseURL!, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(addToCart!.fields).toString() });
    // The forms on each action's page, in its dialogs, and on the home page (footer, header).
    for (const page of ["/", ...new Set(paths.values())]) {
      const found = formsAndLinks(await (await fetch(`${baseURL}${page}`, { headers: { cookie } })).text(), page);
      for (const dialog of found.dialogs) {
        found.forms.push(...formsAndLinks(await (await fetch(`${baseURL}${page}?dialog=${dialog}`, { headers: { cookie } })).text(), page).forms);
      }
      for (const form of found.forms) {
        // Signing out would end the session the rest is sent with: that form is the guest's to fuzz.
        if (cookie === sessions.signedIn && form.fields.some(([, value]) => value === "logout")) continue;
        const key = `${form.action} ${JSON.stringify(form.fields.map(([name, value]) => (name === "intent" ? value : name)))}`;
        if (!forms.has(key)) forms.set(key, { form, who, cookie });
      }
    }
    // Bodies no form sends, to every action (the 10 MB one once: the bound is the same for all).
    for (const path of paths.values()) {
      const fields = [...forms.values()].find(({ form }) => form.action === path)?.form.fields ?? [["intent", "x"]];
      const add = (label: string, body: string | Blob | FormData, type?: string) => post(path, who, cookie, label, body, type);
      add("empty body", "");
      add("unknown intent", "intent=__fuzz__&intent=add");
      add("JSON body", JSON.stringify(Object.fromEntries(fields)), "application/json");
      add("JSON body as a form", JSON.stringify(Object.fromEntries(fields)));
      add("text/plain", "intent=add\ncode=x", "text/plain");
      add("no content type", new Blob([encodeForm(fields.map(([name, value]) => [name, encodeURIComponent(value)]))]), "");
      add("broken multipart", "--x\r\nContent-Disposition: form-data\r\n\r\nhi", "multipart/form-data; boundary=y");
      add("UTF-16 charset", "intent=%FF%FE", "application/x-www-form-urlencoded; charset=utf-16");
      if (who === "guest") add("10 MB body", new Blob([new Uint8Array(10 * 1024 * 1024).fill(97)]));
    }
  }
  // Each form as it is (multipart), with all its fields refused at once, then each field with what
  // could get through. These go as the forms' fetchers post them (single fetch, `.data`): the same
  // action, without rendering the page again (three times cheaper); the representative forms below
  // check the page a form without JavaScript gets back.
  for (const { form, who, cookie } of forms.values()) {
    const add = (label: string, body: string | FormData) => post(`${form.action}.data`, who, cookie, `${form.page}'s form ${label}`, body);
    const encoded = form.fields.map(([name, value]): [string, string] => [name, encodeURIComponent(value)]);
    const multipart = new FormData();
    for (const [name, value] of form.fields) multipart.append(name, value);
    add("as it is, multipart", multipart);
    for (const hostile of REFUSED_VALUES) {
      add(`with every field ${hostile.name}`, encodeForm(encoded.map(([field, value]): [string, string] => [field, field === "intent" ? value : hostile.encoded])));
    }
    for (const [index, [name]] of encoded.entries()) {
      add(`without ${name}`, encodeForm(encoded.filter((_, other) => other !== index)));
      add(`with ${name} twice`, encodeForm([...encoded, [name, "%00x"]]));
      for (const hostile of REACHING_VALUES) {
        add(`${name}: ${hostile.name}`, encodeForm(encoded.map(([field, value]): [string, string] => [field, field === name ? hostile.encoded : value])));
      }
    }
  }
  console.log(`${forms.size} forms, ${requests.length} requests`);
  const answers: Sent[] = [];
  await inBatches(requests, CONCURRENCY, async ({ path, label, cookie, body, type }) => {
    const headers: Record<string, string> = { cookie, origin: baseURL! };
    if (type !== undefined) {
      if (type) headers["content-type"] = type;
    } else if (!(body instanceof FormData)) headers["content-type"] = "application/x-www-form-urlencoded";
    answers.push(await send(`${baseURL}${path}`, { method: "POST", label, headers, body }));
  });
  expect(answers.length).toBeGreaterThan(1000);
  expect(failuresOf(answers)).toEqual([]);
});

/** A page's POST forms, the dialogs it opens by URL, and its links. */
function formsAndLinks(html: string, page = "/") {
  const dialogs = [...new Set([...html.matchAll(/href="[^"]*[?&]dialog=([\w-]+)/g)].map((match) => match[1]!))];
  return { forms: formsOf(html, page), dialogs, links: linksOf(html) };
}

/** A guest's clientToken cookie (their cart), from a first visit. */
async function guestCookie(baseUrl: string): Promise<string> {
  const setCookie = (await fetch(`${baseUrl}/`)).headers.getSetCookie().find((cookie) => cookie.startsWith("clientToken="));
  expect(setCookie).toBeTruthy();
  return setCookie!.split(";")[0]!;
}

/** A form's page as a browser without JavaScript gets it back: status and HTML. */
async function postForm(context: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await context.post(path, { form, maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

const fieldError = (html: string, name: string) => new RegExp(`data-field-error="${name}"[^>]*>([^<]*)<`).exec(html)?.[1];
const inputValue = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];

test("the representative forms refuse hostile input beside the field, in the page's language, with the input kept", async ({ playwright, baseURL, request }) => {
  const guest = await playwright.request.newContext({ baseURL });
  try {
    // A JSON body to the cart (was 500): the themed page, in the page's language.
    for (const [path, lang, text] of [
      ["/checkout/cart", "fa", "آنچه فرستاده شد خوانا نبود"],
      ["/en/checkout/cart", "en", "What was sent could not be read"],
    ] as const) {
      const json = await guest.post(path, { data: { intent: "add", product_vendor_id: 1 } });
      expect(json.status(), path).toBe(415);
      const html = await json.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(text);
    }
    const tooLarge = await guest.post("/en/checkout/cart", { form: { intent: "add", note: "a".repeat(100_000) } });
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.text()).toContain("What was sent was too large");

    // The discount code with NUL bytes (was 502): refused beside the field, the rest of what was typed kept.
    expect((await postForm(guest, "/checkout/cart", { intent: "add", product_vendor_id: "1", quantity: "1" })).status).toBe(302);
    const discount = await postForm(guest, "/checkout/cart", { intent: "discount", code: "\u0000\u0000';--" });
    expect(discount.status).toBe(400);
    expect(fieldError(discount.html, "code")).toBe("کد تخفیف وارد شده معتبر نیست.");
    expect(inputValue(discount.html, "code")).toBe("&#x27;;--");
    const longCode = await postForm(guest, "/en/checkout/cart", { intent: "discount", code: "Z".repeat(5000) });
    expect(fieldError(longCode.html, "code")).toBe("At most 40 characters are allowed.");

    // A 5,000-character search (was 502): refused beside the field, the query kept to the bound.
    const search = await guest.get(`/search?q=${"ring ".repeat(1000)}`);
    expect(search.status()).toBe(400);
    const searchHtml = await search.text();
    expect(fieldError(searchHtml, "q")).toBe("حداکثر ۱۰۰ نویسه مجاز است.");
    const searchField = /<input[^>]*id="search-page-q"[^>]*>/.exec(searchHtml)?.[0];
    expect(searchField).toContain('aria-invalid="true"');
    expect(searchField).toContain(`value="${"ring ".repeat(20)}"`);

    // The sign-in page's mobile, 5,000 Persian digits and NUL: refused beside the field, kept.
    const mobile = await postForm(guest, "/en/login", { intent: "mobile", mobile: `۰۹${"۱".repeat(5000)}\u0000` });
    expect(mobile.status).toBe(400);
    expect(fieldError(mobile.html, "mobile")).toBe("A mobile number starts with 09 and has 11 digits.");
    expect(inputValue(mobile.html, "mobile")).toMatch(/^۰۹۱{5000}$/);
  } finally {
    await guest.dispose();
  }

  // The address book's form: an over-long name and a NUL-laden address beside their fields, the rest kept.
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, "fuzz-pass-1234");
  const shopper = await signedInContext(playwright, baseURL!, { mobile, password: "fuzz-pass-1234" });
  try {
    const address = await postForm(shopper, "/en/profile/address", {
      intent: "add",
      state_id: "8",
      city_id: "301",
      receiver_name: "ن".repeat(5000),
      receiver_mobile: "۰۹۱۲۳۴۵۶۷۸۹",
      address: "\u0000\u0000",
      postal_code: "1234567890",
    });
    expect(address.status).toBe(400);
    expect(fieldError(address.html, "receiver_name")).toBe("At most 80 characters are allowed.");
    expect(fieldError(address.html, "address")).toBe("Please fill in this field.");
    expect(inputValue(address.html, "receiver_mobile")).toBe("۰۹۱۲۳۴۵۶۷۸۹");
    expect(inputValue(address.html, "postal_code")).toBe("1234567890");
  } finally {
    await shopper.dispose();
  }
});
