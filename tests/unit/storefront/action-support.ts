import { readFileSync } from "node:fs";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, RouterContextProvider } from "react-router";
import { vi } from "vitest";
import type { z } from "zod";
import type { Messages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import type { ShopContext } from "~/shop/request/client.server";
import { type AuthFlow, newSession, type ShopSession } from "~/shop/request/session.server";

/*
 * A route's action called as React Router calls it (decision 44's unit tests): a form posted to the page,
 * with the request's context (the session, the Shop API context) and a Shop API that answers each
 * call from a table, so that every refusal and every way on can be seen without a server.
 */

process.env.SESSION_SECRET ??= "a-test-secret-of-enough-length-0123456789";

/** The shop's messages of these namespaces in `locale`, for createTranslator. */
export const messagesOf = (locale: Locale, namespaces: string[]) =>
  Object.assign({}, ...namespaces.map((namespace) => JSON.parse(readFileSync(new URL(`../../../locales/${locale}/${namespace}.json`, import.meta.url), "utf8")) as Messages)) as Messages;

/**
 * A form's schema given these fields, as an action parses them (through conform: an empty field is
 * absent): its value, or each field's first error (what the field shows).
 */
export function parsed(schema: z.ZodType, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema });
  if (submission.status === "success") return { value: submission.value };
  const errors = Object.entries(submission.reply().error ?? {}).map(([name, list]) => [name, list?.[0]]);
  return { errors: Object.fromEntries(errors) };
}

/** The Shop API's answers by call ("POST /otp-auth", its path without `/api`): a status and a JSON body. */
export type Answers = Record<string, { status?: number; json?: unknown }>;

/** An action's answer: a refusal's data and status, a redirect's status and where to, or a thrown 404's status. */
export interface Answered {
  status: number;
  data?: unknown;
  location?: string | null;
  /** The Shop API calls made, in order. */
  calls: string[];
  /** The request's session after the action. */
  session: ShopSession;
}

/** A session holding a sign-in flow under way, for 09121234567, to come back to /profile. */
export async function sessionInFlow(flow: Partial<AuthFlow> & Pick<AuthFlow, "purpose">): Promise<ShopSession> {
  const session = await newSession();
  session.set("authFlow", { mobile: "09121234567", step: "code", resendAt: 0, redirectTo: "/profile", ...flow });
  return session;
}

/** The Shop API's answers to a code asked for: sent (another in 2 minutes), or a rate limit till 13:30:30 Tehran. */
export const CODE_SENT = { json: { data: { resend_after: 120, expires_in: 300 } } };
export const CODE_LIMITED = { status: 429, json: { message: "limited", code: 429, retry_after: 600, retry_at: "2026-11-25T10:00:30Z" } };

/**
 * Posts `fields` to `action` on `path` (the page's, `/en/...` for English), as a form without
 * JavaScript would; a call `answers` lacks fails the test.
 */
export async function post<Args extends ActionFunctionArgs>(
  action: (args: Args) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  {
    answers = {},
    session,
    signedIn = false,
    params = {},
  }: { answers?: Answers; session?: ShopSession; /** As a signed-in shopper (else a guest). */ signedIn?: boolean; /** The route's params. */ params?: Record<string, string> } = {},
): Promise<Answered> {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (url: URL, init: RequestInit) => {
    const call = `${init.method ?? "GET"} ${new URL(url).pathname}`;
    calls.push(call);
    const answer = answers[call];
    if (!answer) throw new Error(`no answer for ${call}`);
    return new Response(JSON.stringify(answer.json ?? {}), { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  });
  const locale: Locale = path.startsWith("/en") ? "en" : "fa";
  const request = new Request(`http://shop.test${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  const context = session ?? (await newSession());
  if (signedIn) context.set("user", { id: 1, name: "Sara", mobile: "09121234567" });
  const shop: ShopContext = { baseUrl: "http://api.test/", clientToken: "client-token", authToken: signedIn ? "auth-token" : null, locale };
  try {
    let answer: unknown;
    try {
      const args: ActionFunctionArgs = { request, url: new URL(request.url), pattern: path, params, context: { session: context, shop } as unknown as RouterContextProvider };
      // A route's action takes its own params' type (its generated Route.ActionArgs): `params` are the test's to give.
      answer = await action(args as Args);
    } catch (thrown) {
      answer = thrown;
    }
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location"), calls, session: context };
    const { data, init } = answer as { data: unknown; init: { status?: number } | null };
    return { status: init?.status ?? 200, data, calls, session: context };
  } finally {
    vi.unstubAllGlobals();
  }
}

/** A refusal's errors by field (each field's first, as the page shows it), and the values kept. */
export function refusal(answered: Answered) {
  const { intent, result } = answered.data as { intent: string; result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null } };
  const errors = Object.fromEntries(Object.entries(result.error ?? {}).map(([name, list]) => [name, list?.[0]]));
  return { status: answered.status, intent, errors, kept: result.initialValue ?? null };
}

/** The toast the action left in the session for the next page, if any. */
export const toastOf = (session: ShopSession) => {
  const toast = session.get("toast");
  return toast ? { type: toast.type, message: toast.message } : null;
};
