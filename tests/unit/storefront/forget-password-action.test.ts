import { describe, expect, it } from "vitest";
import { action } from "~/routes/forget-password.server";
import type { AuthFlow } from "~/shop/request/session.server";
import { CODE_SENT as SENT, post, refusal, sessionInFlow, toastOf } from "./action-support";

// /forgetpassword's action (routes/forget-password.server.ts, decision 44): the number and the code
// as sign-in's (shop/actions/auth-flow.server.ts), then the new password; each refusal beside its field.

const MOBILE = "09121234567";
const inFlow = (flow: Partial<AuthFlow> = {}) => sessionInFlow({ purpose: "forget", ...flow });
const TOKEN = "v".repeat(20);

describe("/forgetpassword's action", () => {
  it("sends an unknown intent back to the page, asking the Shop API nothing", async () => {
    expect(await post(action, "/forgetpassword", { intent: "register" }, { session: await inFlow() })).toMatchObject({ status: 302, location: "/forgetpassword", calls: [] });
  });

  it("the number: refused beside it when it is none, or no account's (404); else its code's step", async () => {
    expect(refusal(await post(action, "/en/forgetpassword", { intent: "mobile", mobile: "12" }))).toMatchObject({ status: 400, errors: { mobile: "A mobile number starts with 09 and has 11 digits." }, kept: { mobile: "12" } });
    const unknown = await post(action, "/en/forgetpassword", { intent: "mobile", mobile: MOBILE }, { answers: { "POST /new-send-code": { status: 404, json: { message: "" } } } });
    expect(refusal(unknown)).toMatchObject({ status: 404, errors: { mobile: "There is no account with this number." }, kept: { mobile: MOBILE } });

    const sent = await post(action, "/en/forgetpassword", { intent: "mobile", mobile: MOBILE, redirectTo: "/en/checkout/cart" }, { answers: { "POST /new-send-code": SENT } });
    expect(sent).toMatchObject({ status: 302, location: "/en/forgetpassword", calls: ["POST /new-send-code"] });
    expect(sent.session.get("authFlow")).toMatchObject({ mobile: MOBILE, step: "code", purpose: "forget", redirectTo: "/en/checkout/cart" });
  });

  it("a step of a flow that has ended goes back to the number's, saying so", async () => {
    for (const intent of ["code", "resend", "password"]) {
      const answered = await post(action, "/forgetpassword", { intent, code: "1234" });
      expect(answered, intent).toMatchObject({ status: 302, location: "/forgetpassword", calls: [] });
      expect(toastOf(answered.session), intent).toEqual({ type: "error", message: "مهلت این مرحله به پایان رسید؛ لطفاً دوباره شروع کنید." });
    }
  });

  it("the code: refused beside it when wrong (401); checked, on to the new password", async () => {
    const wrong = await post(action, "/forgetpassword", { intent: "code", code: "1234" }, { answers: { "POST /new-validate-code": { status: 401, json: { message: "" } } }, session: await inFlow() });
    expect(refusal(wrong)).toMatchObject({ status: 401, intent: "code", kept: { code: "1234" } });
    const checked = await post(action, "/forgetpassword", { intent: "code", code: "1234" }, { answers: { "POST /new-validate-code": { json: { data: { verification_token: TOKEN } } } }, session: await inFlow() });
    expect(checked).toMatchObject({ status: 302, location: "/forgetpassword" });
    expect(checked.session.get("authFlow")).toMatchObject({ step: "new-password", verificationToken: TOKEN });
  });

  it("the new password: only once the code was checked; refused beside the confirmation, neither sent back", async () => {
    expect(await post(action, "/forgetpassword", { intent: "password", password: "secret-12", confirm: "secret-12" }, { session: await inFlow() })).toMatchObject({ status: 302, location: "/forgetpassword", calls: [] });

    const mismatch = refusal(await post(action, "/en/forgetpassword", { intent: "password", password: "secret-12", confirm: "secret-13" }, { session: await inFlow({ verificationToken: TOKEN }) }));
    expect(mismatch).toMatchObject({ status: 400, intent: "password", errors: { confirm: "The passwords do not match." } });
    expect(mismatch.kept).not.toHaveProperty("password");
    expect(mismatch.kept).not.toHaveProperty("confirm");

    // Changed, but the new password does not sign in: to sign-in, saying it was changed.
    const answers = { "POST /new-forget-password": { json: { data: {} } }, "POST /otp-token": { status: 403, json: { message: "" } } };
    const changed = await post(action, "/en/forgetpassword", { intent: "password", password: "secret-12", confirm: "secret-12" }, { answers, session: await inFlow({ verificationToken: TOKEN }) });
    expect(changed).toMatchObject({ status: 302, location: "/en/login", calls: ["POST /new-forget-password", "POST /otp-token"] });
    expect(toastOf(changed.session)).toEqual({ type: "info", message: "Your password was changed." });
    expect(changed.session.get("authFlow")).toBeUndefined();
  });
});
