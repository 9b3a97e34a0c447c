import { createCookieSessionStorage, type Session } from "@remix-run/node";

/** What the signed session cookie holds: the login token and one-shot messages for the next page. */
export interface SessionData {
  authToken: string;
}
export interface SessionFlash {
  toast: import("~/components/ui/toast").FlashToast;
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, SessionFlash>> | undefined;

/** Made on first use: server.ts settles SESSION_SECRET before the first request arrives. */
function sessionStorage() {
  if (!storage) {
    const secret = process.env.SESSION_SECRET;
    if (!secret) throw new Error("SESSION_SECRET is not set");
    storage = createCookieSessionStorage<SessionData, SessionFlash>({
      cookie: {
        name: "__session",
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

export function commitSession(session: Session<SessionData, SessionFlash>): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: Session<SessionData, SessionFlash>): Promise<string> {
  return sessionStorage().destroySession(session);
}
