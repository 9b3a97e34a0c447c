import { type AppLoadContext, createCookieSessionStorage, redirect, type Session } from "@remix-run/node";

import type { CodePurpose } from "../../shop-api/contract";
import type { FlashToast } from "~/lib/toast";
import { type Locale, localizePath } from "~/lib/locale";

/** The signed-in shopper as the header shows them (spec §2: their name, or their mobile). */
export interface SessionUser {
  id: number;
  name: string | null;
  mobile: string;
}

/**
 * Where a shopper is in the sign-in, registration or password-recovery flow (spec §4), so that each
 * step is a plain form and a page of its own (POST/redirect/GET) without JavaScript.
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

/** A dataLayer event for the next page (spec §4 login analytics). */
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
  /** Some wallet pays for the cart: leaving the payment page takes them off (shop/wallet-reset.server.ts). */
  walletsInCart: boolean;
  /** The code of the friend's invitation link the shopper came by (/register?ref=): their registration earns that friend a reward. */
  referral: string;
  /** How many items the cart held after the shopper's last change of it (shop/flash.server.ts). */
  cartCount: number;
}
/** What the footer's newsletter form was answered (shown beside it on the next page). */
export type NewsletterAnswer = { ok: true; message: string } | { ok: false; email: string; error: string };

export interface SessionFlash {
  toast: FlashToast;
  analytics: AnalyticsEvent;
  newsletter: NewsletterAnswer;
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, SessionFlash>> | undefined;

/** Made on first use: server.ts settles SESSION_SECRET before the first request arrives. */
function sessionStorage() {
  if (!storage) {
    const secret = process.env.SESSION_SECRET;
    if (!secret) throw new Error("SESSION_SECRET is not set");
    storage = createCookieSessionStorage<SessionData, SessionFlash>({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: process.env.NODE_ENV === "production",
        secrets: [secret],
        maxAge: 60 * 60 * 24 * 30,
      },
    });
  }
  return storage;
}

export function getSession(request: Request): Promise<Session<SessionData, SessionFlash>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export const SESSION_COOKIE = "__session";

type ShopSession = Session<SessionData, SessionFlash>;

/** Each request's session as its loaders share it, and what it held when read. */
const requestSessions = new WeakMap<AppLoadContext, Promise<{ session: ShopSession; read: string }>>();

/** The session server.ts's load context read for the request (shop/context.server.ts), as it was read. */
export function adoptRequestSession(context: AppLoadContext, session: ShopSession): void {
  requestSessions.set(context, Promise.resolve({ session, read: JSON.stringify(session.data) }));
}

/**
 * The session of one request, read once for all of its loaders (which share the load context, not
 * a Request object): the load context's own (`context.session`). What they change in it (a flash message read, the wallets forgotten) is sent
 * once, by entry.server.tsx (`requestSessionCookie`), never by the loaders one by one, whose
 * cookies would overwrite each other. Actions that sign in or out still commit their own.
 */
export function requestSession(args: { request: Request; context: AppLoadContext }): Promise<ShopSession> {
  let entry = requestSessions.get(args.context);
  if (!entry) {
    entry = getSession(args.request).then((session) => ({ session, read: JSON.stringify(session.data) }));
    requestSessions.set(args.context, entry);
  }
  return entry.then(({ session }) => session);
}

/** The one Set-Cookie of a response whose loaders changed the request's session; null when none did. */
export async function requestSessionCookie(context: AppLoadContext): Promise<string | null> {
  // The wallets taken off the cart (shop/context.server.ts) change it too, even when no loader asked the Shop API.
  await context.shop?.ready;
  const entry = await requestSessions.get(context);
  if (!entry || JSON.stringify(entry.session.data) === entry.read) return null;
  return commitSession(entry.session);
}

/**
 * Whether a session leaves its page the one every guest with an empty cart sees: it holds nothing
 * but a cart count of 0 (no sign-in, no step of a flow, no one-shot message, no wallet on the cart,
 * no invitation). A cookie that fails its signature reads as an empty session, as in any loader.
 */
export async function isSharedPageSession(cookieHeader: string): Promise<boolean> {
  const session = await sessionStorage().getSession(cookieHeader);
  return Object.entries(session.data).every(([key, value]) => key === "cartCount" && value === 0);
}

/** An empty session, for a sign-in or sign-out that must not carry over what the old cookie held. */
export function newSession(): Promise<Session<SessionData, SessionFlash>> {
  return sessionStorage().getSession();
}

export function commitSession(session: Session<SessionData, SessionFlash>): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: Session<SessionData, SessionFlash>): Promise<string> {
  return sessionStorage().destroySession(session);
}

/**
 * The session's login token no longer works (signed out elsewhere, a password changed, a copied
 * cookie after sign-out): the session ends, and the shopper goes to the sign-in page.
 */
export async function signedOutElsewhere(locale: Locale): Promise<Response> {
  return redirect(localizePath("/login", locale), { headers: { "Set-Cookie": await destroySession(await newSession()) } });
}
