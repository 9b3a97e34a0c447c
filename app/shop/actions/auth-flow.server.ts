import type { Submission } from "@conform-to/react";
import { type ActionFunctionArgs, redirect } from "react-router";
import { z } from "zod";
import type { CodePurpose } from "../../../shop-api/contract";
import { type ServerTranslate, translatorFor } from "~/server-lib/i18n.server";
import { readForm } from "~/server-lib/form-body.server";
import { formatTime } from "~/lib/format";
import { refused } from "~/server-lib/intent-action.server";
import { type Locale, localizePath } from "~/lib/locale";
import { type ValidationT, validators } from "~/server-lib/validation.server";
import { type CodeSent, resendCode } from "~/shop/api/auth.server";
import type { ShopContext } from "~/shop/request/client.server";
import { flashToast } from "~/shop/request/flash.server";
import type { AuthFlow, ShopSession } from "~/shop/request/session.server";
import { redirectTarget } from "./sign-in.server";

/** Seconds until the flow's next code may be asked for. */
export function secondsUntilResend(flow: Pick<AuthFlow, "resendAt"> | undefined, now = Date.now()): number {
  return flow ? Math.max(0, Math.ceil((flow.resendAt - now) / 1000)) : 0;
}

export function resendAtFrom(resendAfterSeconds: number, now = Date.now()): number {
  return now + resendAfterSeconds * 1000;
}

/** When the next code may be asked for, after a code request (too soon still means a code is out). */
export function resendAtOf(sent: CodeSent, now = Date.now()): number {
  return sent.status === "sent" || sent.status === "too-soon" ? resendAtFrom(sent.resendAfter, now) : now;
}

/**
 * Saves (or, with null, ends) the shopper's place in a sign-in flow and goes to `to` (POST/redirect/GET).
 * Typed as redirect()'s answer, not `Response`, so that an action's data stays inferred (decision 44).
 */
export function saveFlow(session: ShopSession, flow: AuthFlow | null, to: string, flash?: { message: string; type?: "info" | "error" }) {
  if (flow) session.set("authFlow", flow);
  else session.unset("authFlow");
  if (flash) flashToast(session, { type: flash.type ?? "info", message: flash.message });
  return redirect(to);
}

/** The flow for `purposes`, if the session holds one. */
export function currentFlow(session: ShopSession, purposes: CodePurpose[]): AuthFlow | undefined {
  const flow = session.get("authFlow");
  return flow && purposes.includes(flow.purpose) ? flow : undefined;
}

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A rate limit's refusal (`auth.password.limited`, `auth.code.limited`): the time of day to try
 * again, Tehran's in the page's digits, rounded up to the minute so that trying then works.
 */
export function retryMessage(t: Translate, key: string, retryAt: Date, locale: Locale): string {
  return t(key, { time: formatTime(Math.ceil(retryAt.getTime() / 60_000) * 60_000, locale) });
}

/** After asking for another code: the new countdown, and a word on whether it went. */
export function resent(session: ShopSession, flow: AuthFlow, sent: CodeSent, here: string, t: Translate, locale: Locale) {
  if (sent.status === "sent") return saveFlow(session, { ...flow, resendAt: resendAtFrom(sent.resendAfter) }, here, { message: t("auth.code.resent") });
  if (sent.status === "limited") return saveFlow(session, flow, here, { message: retryMessage(t, "auth.code.limited", sent.retryAt, locale), type: "error" });
  if (sent.status === "too-soon") {
    return saveFlow(session, { ...flow, resendAt: resendAtFrom(sent.resendAfter) }, here, { message: t("auth.code.wait", { seconds: sent.resendAfter }), type: "error" });
  }
  return saveFlow(session, null, here, { message: t("auth.expired"), type: "error" });
}

/*
 * The actions of the sign-in flows' pages (routes/login.server.ts, routes/forget-password.server.ts),
 * on decision 44's pattern: one schema and one handler per intent. The two flows share their first
 * steps (a number, a one-time code, another code, another number), and these are here.
 */

/** The forms both flows have: the number (with where to go after signing in), and the one-time code. */
export function flowSchemas(t: ValidationT) {
  const v = validators(t);
  return {
    mobile: z.object({ mobile: v.mobile(), redirectTo: z.string().optional() }),
    code: z.object({ code: v.code() }),
  };
}

/** What a flow page's handlers are given. */
export interface FlowPost<Schemas> {
  args: ActionFunctionArgs;
  /** The request's session (decision 45): the flow is kept in it. */
  session: ShopSession;
  ctx: ShopContext;
  t: ServerTranslate;
  schemas: Schemas;
  /** The flow under way for this page, if any. */
  flow: AuthFlow | undefined;
  /** The page itself: each step goes back to it (POST/redirect/GET). */
  here: string;
}

/** The form posted to a flow's page (`path`, for the flows of `purposes`), and what its handlers are given. */
export async function flowPost<Schemas>(args: ActionFunctionArgs, path: string, purposes: CodePurpose[], schemas: (t: ValidationT) => Schemas) {
  const form = await readForm(args.request);
  const ctx = args.context.shop;
  const t = await translatorFor(ctx.locale, "auth");
  const { session } = args.context;
  const post: FlowPost<Schemas> = { args, session, ctx, t, schemas: schemas(t), flow: currentFlow(session, purposes), here: localizePath(path, ctx.locale) };
  return { form, post };
}

/**
 * A handler for a step of a flow under way: with none (it ended, or the session did), back to the
 * page's start with "start again".
 */
export function inFlow<Post extends FlowPost<unknown>, Answer>(handler: (form: FormData, post: Post, flow: AuthFlow) => Promise<Answer>) {
  return async (form: FormData, post: Post) => (post.flow ? handler(form, post, post.flow) : saveFlow(post.session, null, post.here, { message: post.t("auth.expired"), type: "error" }));
}

/** The steps both flows take alike. */
export const FLOW_STEPS = {
  /** Another number: the flow ends, back to the number's step. */
  edit: async (_form: FormData, { session, here }: FlowPost<unknown>) => saveFlow(session, null, here),
  /** Another code, for the flow's number and purpose. */
  resend: inFlow(async (_form: FormData, { session, ctx, t, here }: FlowPost<unknown>, flow) => resent(session, flow, await resendCode(ctx, flow.mobile, flow.purpose), here, t, ctx.locale)),
};

/** A form posted and parsed (conform): what its refusal is made from. */
type Posted<Value = unknown> = Submission<unknown, string[], Value>;
/** The number's form, passed. */
type NumberPosted = Posted<{ mobile: string; redirectTo?: string | undefined }> & { status: "success" };

/**
 * After a code was asked for the number posted (`purpose`): its step, with the countdown to
 * another; or, rate-limited, when to try again beside the number (429).
 */
export function codeAsked({ session, ctx, t, here }: FlowPost<unknown>, submission: NumberPosted, sent: CodeSent, purpose: CodePurpose) {
  if (sent.status === "limited") {
    return refused("mobile", submission.reply({ fieldErrors: { mobile: [retryMessage(t, "auth.code.limited", sent.retryAt, ctx.locale)] } }), 429);
  }
  const { mobile, redirectTo } = submission.value;
  return saveFlow(session, { mobile, step: "code", purpose, resendAt: resendAtOf(sent), redirectTo: redirectTarget(redirectTo, ctx.locale) }, here);
}

/** A one-time code the Shop API refused (wrong, or tried too many times), beside the field (401). */
export function codeRefused(t: ServerTranslate, submission: Pick<Posted, "reply">, reason: string) {
  return refused("code", submission.reply({ fieldErrors: { code: [t(reason === "too-many" ? "auth.code.tooMany" : "auth.code.wrong")] } }), 401);
}
