import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createReadableStreamFromReadable } from "@react-router/node";
import { type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { LocaleProvider } from "~/components/locale";
import { AccountLabelSlot, BottomCartSlot, CartCountSlot } from "~/components/shell/header-slots";
import { PromoSlot, ShellPersonalData } from "~/components/shell/personal-slots";
import { InlinePicturesContext } from "~/components/ui/inline-pictures";
import { FIRST_SCREEN_END_ID, INLINE_CSS_ID, type InlineCss, InlineCssContext } from "~/components/ui/inline-styles";
import { SlotMarksContext } from "~/components/ui/slot";
import { StructuredDataContext } from "~/components/ui/json-ld";
import { lazyComponentsReady } from "~/components/ui/lazy";
import { renderFallbackErrorDocument } from "~/components/error/fallback-document";
import { isLiteRequest, LITE_CLIENT_HINTS, LITE_VARY } from "~/lib/lite-mode";
import { LikeButton, CommentWriteLink, QuestionAsk } from "~/components/product/viewer-slots";
import { type Locale, localeFromPath, localizePath } from "~/lib/locale";
import type { Messages } from "~/lib/i18n";
import { commentWriteHref, questionLoginHref } from "~/lib/product-links";
import { type SharedPageVisitor, type SharedRoute, type ShellPersonal, type SlotFragments, withAttribute } from "~/lib/shell-slots";
import { messagesFor } from "~/server-lib/i18n.server";
import type { ShopApiAccess } from "~/load-context";
import { shellPersonalFor } from "~/shop/page-data/shell-slots.server";
import { NonceContext } from "~/lib/nonce";
import { documentEndLastStream } from "~/server-lib/document-end.server";
import { nulFreeStream } from "~/server-lib/nul-free.server";
import { type FirstRenderStyles, firstRenderStyles, firstRenderStylesStream, STYLESHEET_RULES_FILE } from "~/server-lib/critical-css.server";
import { createRequestContext } from "~/shop/request/context.server";
import { goldPrice } from "~/shop/api/gold-price.server";
import { isSharedPageSession, sessionOfCookie, type ShopSession } from "~/shop/request/session.server";
import { slotMarksStream } from "~/server-lib/slot-marks.server";
import stylesHref from "~/styles/app.css?url";

/** How long a streamed part may take: React Router rejects what is still pending then, and the render stops a second later. */
export const streamTimeout = 10_000;

let inlineCss: InlineCss | null | undefined;
let firstRender: FirstRenderStyles | null = null;

/**
 * The built stylesheet's text, read once, and its rules for each page's head (decision 49); null
 * in development, where Vite serves it.
 */
function builtCss(): InlineCss | null {
  if (inlineCss === undefined) {
    inlineCss = null;
    if (process.env.NODE_ENV === "production") {
      const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
      // The whole stylesheet in the head until the server cuts it (firstRenderStylesStream; a lite page keeps it).
      inlineCss = { head: readFileSync(path.join(buildDir, "client", stylesHref), "utf8"), afterFirstScreen: "" };
      firstRender = firstRenderStyles(path.join(buildDir, "server", STYLESHEET_RULES_FILE), { head: INLINE_CSS_ID, firstScreenEnd: FIRST_SCREEN_END_ID });
    }
  }
  return inlineCss;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  await lazyComponentsReady();
  const lite = isLiteRequest(request.headers);
  // Crawlers and lite pages get the whole document at once: streamed parts would need inline
  // scripts to put them in place. Other people get the shell as soon as it is ready.
  const readyEvent = lite || isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  // Lite or full depends on these (a cache must never serve one for the other). The connection
  // type is asked for from the second page on: no Critical-CH, whose restarted request would cost a
  // first visitor a whole round trip (decision 13); Save-Data comes with the first request anyway.
  responseHeaders.append("Vary", LITE_VARY.join(", "));
  // Inline previews of first-screen images are in a format the Accept header names (AVIF, WebP…).
  responseHeaders.append("Vary", "Accept");
  // A phone's page has the phone's chrome only (lib/device.ts `sendsPhoneChrome`).
  responseHeaders.append("Vary", "Sec-CH-UA-Mobile, User-Agent");
  responseHeaders.set("Accept-CH", LITE_CLIENT_HINTS.join(", "));
  // A page rendered for the page cache marks its slots (components/ui/slot.tsx), with a nonce of its own.
  const slotNonce = loadContext.slotMarks ? randomBytes(9).toString("base64url") : null;
  return new Promise<Response>((resolve) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <SlotMarksContext.Provider value={slotNonce}>
      <InlineCssContext.Provider value={builtCss()}>
        <InlinePicturesContext.Provider value={loadContext.inlinePictures}>
          <StructuredDataContext.Provider value={loadContext.structuredData}>
            <NonceContext.Provider value={loadContext.cspNonce}>
              <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />
            </NonceContext.Provider>
          </StructuredDataContext.Provider>
        </InlinePicturesContext.Provider>
      </InlineCssContext.Provider>
      </SlotMarksContext.Provider>,
      {
        // React's own inline scripts (streamed parts put in place) carry the page's CSP nonce.
        nonce: loadContext.cspNonce,
        [readyEvent]() {
          shellRendered = true;
          const body = nulFreeStream();
          const closedLast = body.pipe(documentEndLastStream());
          const html = slotNonce === null ? closedLast : closedLast.pipe(slotMarksStream(slotNonce));
          // A lite page keeps the whole stylesheet in its head: it links no other file (decision 13).
          const cut = firstRender && !lite ? firstRenderStylesStream(firstRender) : null;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // What failed so far: every loader's call, and (for a page sent whole) every streamed part's.
          keepFromSharedCaches(responseHeaders, loadContext);
          resolve(
            new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode }),
          );
          if (cut) {
            cut.pipe(body);
            pipe(cut); // React writes the shell at once…
            cut.shellWritten(); // …whose head stylesheet is now cut to its classes.
          } else {
            pipe(body);
          }
        },
        onShellError(error: unknown) {
          // Even the error page failed to render: answer a minimal page that leads home.
          console.error(error);
          const { locale } = loadContext.shop;
          resolve(
            new Response(renderFallbackErrorDocument(locale), {
              status: 500,
              headers: { "Content-Type": "text/html; charset=utf-8" },
            }),
          );
        },
        onError(error: unknown) {
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A page or data answer that left out a section whose optional Shop API call failed (issue 22):
 * whole for this shopper, but no shared cache (a CDN, the first-visit page cache) keeps it. A
 * streamed part that fails after the headers were sent cannot say so here; the first-visit page
 * cache still leaves that page out (it reads the same list once the page is whole: server/page-cache).
 */
function keepFromSharedCaches(headers: Headers, loadContext: Readonly<RouterContextProvider>) {
  if (loadContext.shopFailures.length > 0) headers.set("Cache-Control", "private, no-store");
}

export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  keepFromSharedCaches(response.headers, context);
  return response;
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return; // the shopper went away; nothing went wrong
  console.error(`[react-router] ${request.method} ${new URL(request.url).pathname}:`, error);
};

/**
 * What the build hands the storefront's server (server/build.ts), its one way into the app: the
 * server is bundled apart from the app, so the app's own modules, whose caches, session storage and
 * gold price are the process's, are reached through this object, never imported a second time.
 */
export const storefront = {
  /** Each request's context, made once before any loader runs (decision 42). */
  createRequestContext,
  /** The gold price's version, which keys the page cache (decision 29), and the price the streams send (decision 37). */
  goldPrice,
  /** Who is sent a page of everyone's (decisions 40, 43 and 46). */
  sharedPageVisitor,
};

export type Storefront = typeof storefront;

/** What the page cache knows of a returning shopper's page request; what costs more is made only when asked for. */
interface SharedPageAsk {
  cookieHeader: string;
  /** A page that shows the shopper's own cart (the checkout's): a guest's is never every guest's. */
  showsOwnCart: boolean;
  /** The route, when its handle says whose content it shows (null otherwise). */
  route: () => Promise<SharedRoute | null>;
  request: () => Request;
  access: () => ShopApiAccess;
}

/**
 * What the page cache sends a returning shopper (decisions 40, 43 and 46), from their session,
 * which is read (its signature checked) once for both questions: is theirs the page of every guest
 * with an empty cart, and else can it be a shared page with their slots filled in.
 */
async function sharedPageVisitor(ask: SharedPageAsk): Promise<SharedPageVisitor> {
  const session = await sessionOfCookie(ask.cookieHeader);
  if (!ask.showsOwnCart && isSharedPageSession(session)) return { kind: "guest" };
  const route = await ask.route();
  const fragments = route ? await shellSlots(ask.request(), ask.access(), route, session) : null;
  return fragments ? { kind: "slotted", fragments } : { kind: "own" };
}

/**
 * A shared page's slots as one shopper sees them (decisions 43 and 46), for the page cache to fill
 * in: null when the shopper's page must be rendered for them (shop/page-data/shell-slots.server.ts). The
 * components are the ones the page renders, so the markup is the same as a render of their own.
 */
async function shellSlots(request: Request, context: ShopApiAccess, route: SharedRoute, session: ShopSession): Promise<SlotFragments | null> {
  const personal = await shellPersonalFor(request, context, route, session);
  if (!personal) return null;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const messages = personal.viewer ? viewerMessages(locale) : messagesFor(locale);
  const render = (element: ReactElement) => renderToString(<LocaleProvider locale={locale} messages={messages}>{element}</LocaleProvider>);
  return {
    "cart-count": render(<CartCountSlot count={personal.cartCount} locale={locale} />),
    "bottom-cart": render(<BottomCartSlot count={personal.cartCount} locale={locale} />),
    "account-label": render(<AccountLabelSlot userLabel={personal.userLabel} />),
    // A guest's invitation is the shared page's own (and names the shop, which only the page knows).
    ...(personal.promo?.kind === "invite" ? {} : { promo: render(<PromoSlot promo={personal.promo} shopName="" locale={locale} />) }),
    ...viewerFragments(personal, url, locale, render),
    "personal": render(<ShellPersonalData personal={personal} />),
  };
}

/** Per language: the messages of the shell and the product's parts, merged once as a product page's own render merges them (components/locale.tsx). */
const mergedViewerMessages = new Map<Locale, Messages>();
function viewerMessages(locale: Locale): Messages {
  let messages = mergedViewerMessages.get(locale);
  if (!messages) mergedViewerMessages.set(locale, (messages = { ...messagesFor(locale), ...messagesFor(locale, "product") }));
  return messages;
}

/** A signed-in shopper's own parts of a page (a guest's are the shared page's): their mobile, a product's like and sign-in links. */
function viewerFragments(personal: ShellPersonal, url: URL, locale: Locale, render: (element: ReactElement) => string): SlotFragments {
  const { viewer, liked } = personal;
  if (!viewer) return {};
  const login = localizePath("/login", locale);
  return {
    "viewer-mobile": (element) => withAttribute(element, "value", viewer.mobile),
    // The count is the shared page's (every shopper's), the pressed state the shopper's.
    ...(liked === undefined ? {} : { "product-like": (element) => render(<LikeButton liked={liked} likes={likesShown(element)} locale={locale} />) }),
    "comment-write": render(<CommentWriteLink href={commentWriteHref(true, url.pathname, url.search, login)} />),
    "question-ask": render(<QuestionAsk signedIn action={url.pathname + url.search} loginHref={questionLoginHref(url.pathname, url.search, login)} />),
  };
}

/** The like count the shared page's button shows (its `data-likes`). */
function likesShown(element: string): number {
  return Number(/\sdata-likes="(\d+)"/.exec(element)?.[1] ?? 0);
}
