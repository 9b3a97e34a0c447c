import { and, eq, isNull, ne } from "drizzle-orm";
import { Router, type Request } from "express";
import { z } from "zod";
import {
  CLIENT_TOKEN_HEADER,
  checkUserRequestSchema,
  forgetPasswordRequestSchema,
  loginRequestSchema,
  mobileSchema,
  otpTokenRequestSchema,
  registerRequestSchema,
  sendCodeRequestSchema,
  validateCodeRequestSchema,
  type CheckUserResponse,
  type CodePurpose,
  type ForgetPasswordResponse,
  type SendCodeResponse,
  type TokenResponse,
  type ValidateCodeResponse,
} from "../../contract";
import { issueVerificationToken, sendCode, useCode, useVerificationToken, type AuthContext } from "../auth/codes";
import { countPasswordTry, forgetPasswordFailures } from "../auth/limits";
import { message, refusal } from "../auth/messages";
import { hashPassword, verifyPassword } from "../auth/secrets";
import { findUserByMobile, issueAuthToken, nameParts, optionalUser } from "../auth/users";
import { mergeGuestCart } from "../checkout/cart";
import { giveRegistrationCredit } from "../checkout/wallets";
import { authTokens, users } from "../db/schema";
import { rewardReferrer } from "../wallet/referrals";
import { parseInput } from "../http/input";

const otpAuthRequestSchema = z.object({ mobile: mobileSchema });

/** Postgres' unique_violation: two registrations of one mobile at once. */
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

/**
 * Sign-in (docs/shop/04-flows.md §4.2): check-user, one-time codes, register, login by password or
 * code, forgotten password. The signed-in calls (`/user`, `/user-orders`, `/logout`) are in `user.ts`.
 * Signing in (login, otp-token, register) with a guest's clientToken header brings the guest's cart
 * along; a new account gets the registration credit.
 */
export function authRoutes(ctx: AuthContext): Router {
  const { db } = ctx;
  const router = Router();

  /** A login token for the user, the guest cart of the request joining theirs. */
  async function signIn(req: Request, userId: number): Promise<TokenResponse> {
    const now = ctx.clock();
    const token = await db.transaction(async (tx) => {
      await mergeGuestCart(tx, req.get(CLIENT_TOKEN_HEADER), userId, now);
      return issueAuthToken(tx, userId, now);
    });
    return { data: { token } };
  }

  /** `POST /check-user {mobile}`: HTTP 200 for a new mobile, HTTP 302 (no Location) for a registered one. */
  router.post(
    "/check-user",
    async (req, res) => {
      const { mobile } = parseInput(checkUserRequestSchema, req.body);
      const known = Boolean(await findUserByMobile(db, mobile));
      const code = known ? 302 : 200;
      const text = message(req, known ? "knownMobile" : "newMobile");
      res.status(code).json({ data: { code, message: text } } satisfies CheckUserResponse);
    },
  );

  /** A code to register goes to a new mobile only (409), to log in or recover a password to a known one (404). */
  async function sendCodeFor(req: Request, mobile: string, purpose: CodePurpose): Promise<SendCodeResponse> {
    const known = Boolean(await findUserByMobile(db, mobile));
    if (purpose === "register" && known) throw refusal(req, 409, "alreadyRegistered");
    if (purpose !== "register" && !known) throw refusal(req, 404, "unknownMobile");
    return { data: await sendCode(ctx, req, mobile, purpose) };
  }

  /** `POST /new-send-code {mobile, purpose}` and `POST /otp-resend {mobile, purpose}`: the same, cooldown included. */
  for (const path of ["/new-send-code", "/otp-resend"]) {
    router.post(
      path,
      async (req, res) => {
        const { mobile, purpose } = parseInput(sendCodeRequestSchema, req.body);
        res.json(await sendCodeFor(req, mobile, purpose));
      },
    );
  }

  /** `POST /otp-auth {mobile}`: a code to log in with (`/otp-token {mobile, code}`). */
  router.post(
    "/otp-auth",
    async (req, res) => {
      const { mobile } = parseInput(otpAuthRequestSchema, req.body);
      res.json(await sendCodeFor(req, mobile, "login"));
    },
  );

  /** `POST /new-validate-code {mobile, code, purpose}`: the code for a verification token. */
  router.post(
    "/new-validate-code",
    async (req, res) => {
      const { mobile, code, purpose } = parseInput(validateCodeRequestSchema, req.body);
      await useCode(ctx, req, mobile, purpose, code);
      const verificationToken = await issueVerificationToken(ctx, mobile, purpose);
      res.json({ data: { verification_token: verificationToken } } satisfies ValidateCodeResponse);
    },
  );

  /** `POST /register {mobile, name, password, verification_token, referral_code?}`: 201 with a login token; the friend whose code it is earns their reward. */
  router.post(
    "/register",
    async (req, res) => {
      const body = parseInput(registerRequestSchema, req.body);
      const passwordHash = await hashPassword(body.password);
      const now = ctx.clock();
      const token = await db
        .transaction(async (tx) => {
          await useVerificationToken(tx, req, now, body.verification_token, body.mobile, "register");
          const [user] = await tx
            .insert(users)
            .values({ mobile: body.mobile, name: body.name, ...nameParts(body.name), passwordHash, createdAt: now })
            .onConflictDoNothing({ target: users.mobile })
            .returning({ id: users.id });
          if (!user) throw refusal(req, 409, "alreadyRegistered");
          await giveRegistrationCredit(tx, user.id, now);
          if (body.referral_code) await rewardReferrer(tx, user.id, body.referral_code, now);
          await mergeGuestCart(tx, req.get(CLIENT_TOKEN_HEADER), user.id, now);
          return issueAuthToken(tx, user.id, now);
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? refusal(req, 409, "alreadyRegistered") : error;
        });
      res.status(201).json({ data: { token } } satisfies TokenResponse);
    },
  );

  /**
   * 404 for an unknown mobile, 429 after too many wrong passwords for it or from the caller's
   * address (the right one too, until the time it says), 403 for a wrong password; else a new login token.
   */
  async function logInWithPassword(req: Request, mobile: string, password: string): Promise<TokenResponse> {
    const user = await findUserByMobile(db, mobile);
    if (!user) throw refusal(req, 404, "unknownMobile");
    await countPasswordTry(ctx, req, mobile);
    if (!(await verifyPassword(password, user.passwordHash))) throw refusal(req, 403, "wrongPassword");
    await forgetPasswordFailures(db, mobile);
    return signIn(req, user.id);
  }

  /** `POST /login {mobile, password}`. */
  router.post(
    "/login",
    async (req, res) => {
      const { mobile, password } = parseInput(loginRequestSchema, req.body);
      res.json(await logInWithPassword(req, mobile, password));
    },
  );

  /** `POST /otp-token {mobile, password}` or `{mobile, code}` (a login code from `/otp-auth`). */
  router.post(
    "/otp-token",
    async (req, res) => {
      const body = parseInput(otpTokenRequestSchema, req.body);
      if ("password" in body) {
        res.json(await logInWithPassword(req, body.mobile, body.password));
        return;
      }
      const user = await findUserByMobile(db, body.mobile);
      if (!user) throw refusal(req, 404, "unknownMobile");
      await useCode(ctx, req, body.mobile, "login", body.code);
      res.json(await signIn(req, user.id));
    },
  );

  /**
   * `POST /new-forget-password {mobile, password, verification_token}` (a `forget` token): the new
   * password; every login token of the user stops working, but the one of this request, if any.
   */
  router.post(
    "/new-forget-password",
    async (req, res) => {
      const body = parseInput(forgetPasswordRequestSchema, req.body);
      const passwordHash = await hashPassword(body.password);
      const current = await optionalUser(db, req);
      const now = ctx.clock();
      await db.transaction(async (tx) => {
        await useVerificationToken(tx, req, now, body.verification_token, body.mobile, "forget");
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.mobile, body.mobile))
          .returning({ id: users.id });
        if (!user) throw refusal(req, 404, "unknownMobile");
        const kept = current?.id === user.id ? current.tokenId : undefined;
        await tx
          .update(authTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(authTokens.userId, user.id),
              isNull(authTokens.revokedAt),
              kept === undefined ? undefined : ne(authTokens.id, kept),
            ),
          );
      });
      // A code proved the mobile's owner: the wrong passwords tried before no longer hold them back.
      await forgetPasswordFailures(db, body.mobile);
      res.json({ data: { changed: true } } satisfies ForgetPasswordResponse);
    },
  );

  return router;
}
