import { expect } from "vitest";
import {
  inboxResponseSchema,
  sendCodeResponseSchema,
  tokenResponseSchema,
  validateCodeResponseSchema,
  type CodePurpose,
} from "../../../shop-api/contract";
import { requestJson, type RunningShopApi } from "./harness";

/** Helpers of the sign-in tests: codes read from the dev inbox, accounts made through the API. */

let nextMobile = 1_000_000;
/** A mobile no one has registered (in this test process). */
export function freshMobile(): string {
  nextMobile += 1;
  return `0935${nextMobile}`;
}

export async function inbox(shop: RunningShopApi, mobile: string) {
  const answer = await requestJson(shop.url(`/dev/inbox?mobile=${mobile}`));
  expect(answer.status).toBe(200);
  return inboxResponseSchema.parse(answer.body).messages;
}

/** Asks for a code (200 expected) and reads it from the inbox. */
export async function sendCode(shop: RunningShopApi, mobile: string, purpose: CodePurpose): Promise<string> {
  const answer = await requestJson(shop.url("/new-send-code"), { body: { mobile, purpose } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  sendCodeResponseSchema.parse(answer.body);
  const [latest] = await inbox(shop, mobile);
  expect(latest?.purpose).toBe(purpose);
  return latest?.code ?? "";
}

/** A code of the same length that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(code.length, "0");

export async function verify(shop: RunningShopApi, mobile: string, purpose: CodePurpose): Promise<string> {
  const code = await sendCode(shop, mobile, purpose);
  const answer = await requestJson(shop.url("/new-validate-code"), { body: { mobile, code, purpose } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return validateCodeResponseSchema.parse(answer.body).data.verification_token;
}

export interface NewAccount {
  mobile: string;
  name: string;
  password: string;
  token: string;
}

/** Registers a new mobile through the API: send, inbox, validate, register. */
export async function registerAccount(shop: RunningShopApi, name = "نگار حسینی"): Promise<NewAccount> {
  const mobile = freshMobile();
  const password = `secret-${mobile}`;
  const verification_token = await verify(shop, mobile, "register");
  const answer = await requestJson(shop.url("/register"), { body: { mobile, name, password, verification_token } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { mobile, name, password, token: tokenResponseSchema.parse(answer.body).data.token };
}

export async function logIn(shop: RunningShopApi, mobile: string, password: string): Promise<string> {
  const answer = await requestJson(shop.url("/login"), { body: { mobile, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return tokenResponseSchema.parse(answer.body).data.token;
}
