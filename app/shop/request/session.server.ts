import { createCookieSessionStorage, redirect, type Session } from "react-router";
import type { NewsletterAnswer } from "~/lib/newsletter";

import type { CodePurpose } from "../../../shop-api/contract";
import type { FlashToast } from "~/lib/toast-message";
import { type Locale, localizePath } from "~/lib/locale";
import { createSignedCookie } from "./signed-cookie.server";

/** The signed-in shopper as the header shows them (docs/shop/02-pages.md §2.4: their name, or their mobile). */
export interface SessionUser {
  id: number;
  name: string | null;
  mobile: string;
}

/**
 * Where a shopper is in the sign-in, registration or password-recovery flow
 * (docs/shop/04-flows.md §4.2), so that each step is a plain form and a page of its own
 * (POST/redirect/GET) without JavaScript.
 */
export interface AuthFlow {
  mobile: string;
  step: "password" | "code" | "new-password";
  purpose: CodePurpose;
  /** When another code may be asked for (ms since the epoch); the server is the judge. */
  resendAt: number;
  /** Proof that the code was right, for register and password change. */
  verificationToken?: string;
  redirectTo: string;
}

/** A dataLayer event for the next page (docs/shop/04-flows.md §4.5). */
export interface AnalyticsEvent {
  id: string;
  event: string;
  [field: string]: string | number;
}

/** What the signed session cookie holds: the login token, the user, the flow, one-shot messages. */
export interface SessionData {
  authToken: string;
  user: SessionUser;
  authFlow: AuthFlow;
  /** Some wallet pays for the cart: leaving the payment page takes them off (shop/request/wallet-reset.server.ts). */
  walletsInCart: boolean;
  /** The code of the friend's invitation link the shopper came by (/register?ref=): their registration earns that friend a reward. */
  referral: string;
  /** How many items the cart held after the shopper's last change of it (shop/request/flash.server.ts). */
  cartCount: number;
  /** Counts the shopper's likes and unlikes: what shell-slots.server.ts keeps of their likes is kept under it. */
  likesVersion: number;
}

export interface SessionFlash {
  toast: FlashToast;
  analytics: AnalyticsEvent;
  newsletter: NewsletterAnswer;
  /** The total a payment form showed when the Shop API refused its held price, and the Shop API's reason (shop/actions/payment-action.server.ts). */
  priceChange: { previous: number; reason?: string };
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, SessionFlash>> | undefined;

/** Made on first use: server.ts settles SESSION_SECRET before the first request arrives. */
function sessionStorage() {
  if (!storage) {
    const secret = process.env.SESSION_SECRET;
    if (!secret) throw new Error("SESSION_SECRET is not set");
    storage = createCookieSessionStorage<SessionData, SessionFlash>({
      cookie: createSignedCookie(SESSION_COOKIE, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: process.env.NODE_ENV === "production",
        secrets: [secret],
        maxAge: 60 * 60 * 24 * 30,
      }),
    });
  }
  return storage;
}

export function getSession(request: Request): Promise<ShopSession> {
  return sessionOfCookie(request.headers.get("Cookie"));
}

export const SESSION_COOKIE = "__session";

/** The shop's session, as every loader and action finds it (`args.context.session`). */
export type ShopSession = Session<SessionData, SessionFlash>;

/** What each request's session held when it was read (shop/request/context.server.ts), to tell whether it changed. */
const sessionsRead = new WeakMap<ShopSession, string>();

/** The session of a request, read once by its context (shop/request/context.server.ts), with what it held then. */
export async function readRequestSession(request: Request): Promise<ShopSession> {
  const session = await getSession(request);
  sessionsRead.set(session, JSON.stringify(session.data));
  return session;
}

/**
 * The one Set-Cookie of a response for the request's session (`context.session`), which its
 * action and loaders changed in place; null when they left it as it was read. The root route's
 * middleware adds it to every response (response.server.ts, decision 45).
 */
export async function requestSessionCookie(context: { session: ShopSession; shop: { ready?: Promise<void> } }): Promise<string | null> {
  // The wallets taken off the cart (shop/request/context.server.ts) change it too, even when no loader asked the Shop API.
  await context.shop.ready;
  const { session } = context;
  if (JSON.stringify(session.data) === sessionsRead.get(session)) return null;
  // A session emptied (the token the Shop API no longer knows) is not kept as an empty cookie: it ends.
  if (Object.keys(session.data).length === 0) return sessionStorage().destroySession(session);
  return commitSession(session);
}

/**
 * The session starts again, empty, in place: what it held before (a sign-in flow, an invitation's
 * code, one-shot messages, a signed-in shopper) is not in the cookie the response sends. For a
 * sign-in (no fixation: a cookie session is only its data) and a sign-out.
 */
export function emptySession(session: ShopSession): void {
  for (const key of Object.keys(session.data)) session.unset(key as keyof SessionData);
}

/** The session a Cookie header holds (an empty one when it fails its signature, as in any loader). */
export function sessionOfCookie(cookieHeader: string | null): Promise<ShopSession> {
  return sessionStorage().getSession(cookieHeader);
}

/**
 * Whether a session leaves its page the one every guest with an empty cart sees: it holds nothing
 * but a cart count of 0 (no sign-in, no step of a flow, no one-shot message, no wallet on the cart,
 * no invitation).
 */
export function isSharedPageSession(session: ShopSession): boolean {
  return Object.entries(session.data).every(([key, value]) => key === "cartCount" && value === 0);
}

/** A session of no request (a test's). */
export function newSession(): Promise<ShopSession> {
  return sessionStorage().getSession();
}

/** A session's cookie. Only `requestSessionCookie` above sends one; no route commits its own (decision 45). */
export function commitSession(session: ShopSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

/**
 * The session's login token no longer works (signed out elsewhere, a password changed, a copied
 * cookie after sign-out): the session ends, and the shopper goes to the sign-in page.
 */
export function signedOutElsewhere(locale: Locale, session: ShopSession | undefined): Response {
  if (session) emptySession(session);
  return redirect(localizePath("/login", locale));
}
