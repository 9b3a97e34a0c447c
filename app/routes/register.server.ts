import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/register";
import { z } from "zod";
import { INPUT_MAX } from "../../shop-api/contract/input-bounds";
import { translatorFor } from "~/server-lib/i18n.server";
import { readForm } from "~/server-lib/form-body.server";
import { intentOf, refused } from "~/server-lib/intent-action.server";
import { confirmed, type ValidationT, validators } from "~/server-lib/validation.server";
import { localizePath } from "~/lib/locale";
import { register } from "~/shop/api/auth.server";
import { currentFlow, saveFlow } from "~/shop/actions/auth-flow.server";
import { completeSignIn } from "~/shop/actions/sign-in.server";

/** Registration's form (routes/register.tsx): a name, a password and its confirmation; mirrored in the browser by lib/form-rules.ts REGISTER_RULES. */
export function registerSchema(t: ValidationT) {
  const v = validators(t);
  return z
    .object({ name: v.min(2, INPUT_MAX.fullName), password: v.password(), confirm: z.string().default("") })
    .superRefine(confirmed(t, "password", "confirm"));
}

/** A referral code as links carry it. */
const REFERRAL_CODE = /^[A-Za-z0-9]{4,20}$/;

/**
 * The verified mobile of the registration flow, or back to the start. A friend's invitation link
 * (`/register?ref=CODE`) starts here too: the code is kept for the registration it leads to.
 */
export function verifiedFlow({ url, context }: Pick<Route.LoaderArgs, "url" | "context">) {
  const flow = currentFlow(context.session, ["register"]);
  if (flow?.verificationToken) return flow as typeof flow & { verificationToken: string };
  const login = localizePath("/login", context.shop.locale);
  const referral = url.searchParams.get("ref");
  if (!referral || !REFERRAL_CODE.test(referral)) throw redirect(login);
  context.session.set("referral", referral.toUpperCase());
  throw redirect(login);
}

/** The registration's one form (decision 44's pattern, one handler). */
const HANDLERS = {
  /** The new account, signed in at once; a flow whose token the Shop API no longer takes starts again. */
  async register(form, args) {
    const flow = verifiedFlow(args);
    const ctx = args.context.shop;
    const t = await translatorFor(ctx.locale, "auth");
    const submission = parseWithZod(form, { schema: registerSchema(t) });
    if (submission.status !== "success") return refused("register", submission.reply({ hideFields: ["password", "confirm"] }));
    const token = await register(ctx, {
      mobile: flow.mobile,
      name: submission.value.name,
      password: submission.value.password,
      verification_token: flow.verificationToken,
      referral_code: args.context.session.get("referral"),
    });
    if (!token) return saveFlow(args.context.session, null, localizePath("/login", ctx.locale), { message: t("auth.expired"), type: "error" });
    return completeSignIn(args, token, flow.redirectTo, t("auth.register.created"));
  },
} satisfies Record<string, (form: FormData, args: Route.ActionArgs) => Promise<unknown>>;

/** /register's action: a shopper without a verified mobile goes to sign in; an unknown intent back to the page. */
export async function action(args: Route.ActionArgs) {
  verifiedFlow(args);
  const form = await readForm(args.request);
  const intent = intentOf(form, HANDLERS);
  return intent ? HANDLERS[intent](form, args) : redirect(localizePath("/register", args.context.shop.locale));
}
