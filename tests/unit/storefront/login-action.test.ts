import { describe, expect, it } from "vitest";
import { action } from "~/routes/login.server";
import type { AuthFlow } from "~/shop/request/session.server";
import { CODE_LIMITED as LIMITED, CODE_SENT as SENT, post, refusal, sessionInFlow, toastOf } from "./action-support";

// /login's action (routes/login.server.ts, decision 44): one schema and one handler per intent; each
// refusal beside its field with what was typed, in the page's language; the flow kept in the session.

const MOBILE = "09121234567";
const inFlow = (flow: Partial<AuthFlow> = {}) => sessionInFlow({ step: "password", purpose: "login", ...flow });

describe("/login's action", () => {
  it("sends an unknown intent, or none, back to the page, asking the Shop API nothing", async () => {
    for (const fields of [{ intent: "delete" }, { intent: "toString" }, {}] as Record<string, string>[]) {
      expect(await post(action, "/login", fields)).toMatchObject({ status: 302, location: "/login", calls: [] });
    }
  });

  describe("the number", () => {
    it("is refused beside it in the page's language, what was typed kept", async () => {
      expect(refusal(await post(action, "/login", { intent: "mobile", mobile: "۰۹۱۲" }))).toEqual({
        status: 400,
        intent: "mobile",
        errors: { mobile: "شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد." },
        kept: { intent: "mobile", mobile: "۰۹۱۲" },
      });
      expect(refusal(await post(action, "/en/login", { intent: "mobile", mobile: "" })).errors).toEqual({ mobile: "Please enter your mobile number." });
    });

    it("a registered one goes on to its password; a new one gets a code to register with", async () => {
      const registered = await post(action, "/en/login", { intent: "mobile", mobile: "+98 912 123 4567", redirectTo: "/en/checkout/cart" }, { answers: { "POST /check-user": { status: 302, json: { data: { code: 302, message: "" } } } } });
      expect(registered).toMatchObject({ status: 302, location: "/en/login", calls: ["POST /check-user"] });
      expect(registered.session.get("authFlow")).toEqual({ mobile: MOBILE, step: "password", purpose: "login", resendAt: 0, redirectTo: "/en/checkout/cart" });

      const answers = { "POST /check-user": { json: { data: { code: 200, message: "" } } }, "POST /new-send-code": SENT };
      const fresh = await post(action, "/login", { intent: "mobile", mobile: MOBILE, redirectTo: "https://elsewhere.example/" }, { answers });
      expect(fresh).toMatchObject({ status: 302, location: "/login", calls: ["POST /check-user", "POST /new-send-code"] });
      expect(fresh.session.get("authFlow")).toMatchObject({ step: "code", purpose: "register", redirectTo: "/profile" });
    });

    it("rate-limited, says when to try again beside it (429)", async () => {
      const answers = { "POST /check-user": { json: { data: { code: 200, message: "" } } }, "POST /new-send-code": LIMITED };
      const limited = refusal(await post(action, "/en/login", { intent: "mobile", mobile: MOBILE }, { answers }));
      expect(limited).toMatchObject({ status: 429, intent: "mobile", kept: { mobile: MOBILE } });
      expect(limited.errors.mobile).toMatch(/try again .*13:31/i);
    });
  });

  it("a step of a flow that has ended goes back to the number's, saying so", async () => {
    for (const intent of ["password", "use-code", "resend", "code"]) {
      const answered = await post(action, "/en/login", { intent, password: "secret-1", code: "1234" });
      expect(answered, intent).toMatchObject({ status: 302, location: "/en/login", calls: [] });
      expect(toastOf(answered.session), intent).toEqual({ type: "error", message: expect.stringMatching(/start again/i) });
    }
  });

  describe("the password", () => {
    it("is refused beside it, and never sent back", async () => {
      const empty = refusal(await post(action, "/login", { intent: "password", password: "" }, { session: await inFlow() }));
      expect(empty).toMatchObject({ status: 400, intent: "password", errors: { password: "رمز عبور را وارد کنید." } });
      expect(empty.kept).not.toHaveProperty("password");

      const answers = { "POST /otp-token": { status: 403, json: { message: "wrong" } } };
      const wrong = refusal(await post(action, "/en/login", { intent: "password", password: "not-the-one" }, { answers, session: await inFlow() }));
      expect(wrong).toMatchObject({ status: 403, errors: { password: "The password entered is incorrect." } });
      expect(wrong.kept).not.toHaveProperty("password");
    });
  });

  it("a code instead: the code's step; rate-limited, said beside the button (429)", async () => {
    const sent = await post(action, "/login", { intent: "use-code" }, { answers: { "POST /otp-auth": SENT }, session: await inFlow() });
    expect(sent).toMatchObject({ status: 302, location: "/login" });
    expect(sent.session.get("authFlow")).toMatchObject({ step: "code", purpose: "login" });

    const limited = refusal(await post(action, "/en/login", { intent: "use-code" }, { answers: { "POST /otp-auth": LIMITED }, session: await inFlow() }));
    expect(limited).toMatchObject({ status: 429, intent: "use-code" });
    expect(limited.errors[""]).toMatch(/13:31/);
  });

  it("the code: refused beside it when it is no code or a wrong one; a new number's opens registration", async () => {
    expect(refusal(await post(action, "/en/login", { intent: "code", code: "12" }, { session: await inFlow({ step: "code" }) }))).toMatchObject({
      status: 400,
      errors: { code: "The verification code has 4 to 6 digits." },
      kept: { code: "12" },
    });
    const wrong = await post(action, "/en/login", { intent: "code", code: "1234" }, { answers: { "POST /otp-token": { status: 401, json: { message: "" } } }, session: await inFlow({ step: "code" }) });
    expect(refusal(wrong)).toMatchObject({ status: 401, intent: "code", errors: { code: "The code entered is not valid, please try again." } });

    const answers = { "POST /new-validate-code": { status: 429, json: { message: "" } } };
    const tooMany = await post(action, "/login", { intent: "code", code: "۱۲۳۴" }, { answers, session: await inFlow({ step: "code", purpose: "register" }) });
    expect(refusal(tooMany)).toMatchObject({ status: 401, errors: { code: "تعداد تلاش‌ها بیش از حد مجاز بود؛ کد جدیدی بگیرید." } });

    const valid = { "POST /new-validate-code": { json: { data: { verification_token: "v".repeat(20) } } } };
    const registering = await post(action, "/en/login", { intent: "code", code: "1234" }, { answers: valid, session: await inFlow({ step: "code", purpose: "register" }) });
    expect(registering).toMatchObject({ status: 302, location: "/en/register" });
    expect(registering.session.get("authFlow")).toMatchObject({ verificationToken: "v".repeat(20) });
  });

  it("another number ends the flow; another code says it was sent", async () => {
    const edited = await post(action, "/login", { intent: "edit" }, { session: await inFlow() });
    expect(edited).toMatchObject({ status: 302, location: "/login", calls: [] });
    expect(edited.session.get("authFlow")).toBeUndefined();

    const resent = await post(action, "/en/login", { intent: "resend" }, { answers: { "POST /otp-resend": SENT }, session: await inFlow({ step: "code" }) });
    expect(resent).toMatchObject({ status: 302, location: "/en/login", calls: ["POST /otp-resend"] });
    expect(toastOf(resent.session)).toMatchObject({ type: "info" });
  });
});
