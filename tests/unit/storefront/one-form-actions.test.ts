import { describe, expect, it } from "vitest";
import { ORDER_FILTERS } from "../../../shop-api/contract/orders";
import { action as article } from "~/routes/blog-post.server";
import { action as favorites } from "~/routes/profile-favorites.server";
import { action as account } from "~/routes/profile-user-information-edit.server";
import { action as profile } from "~/routes/profile.server";
import { action as register } from "~/routes/register.server";
import { appLinkAction as appLink } from "~/shop/actions/app-link-action.server";
import { post, refusal, sessionInFlow, toastOf } from "./action-support";

// The pages of one form on decision 44's pattern (routes/register.server.ts, profile.server.ts,
// profile-favorites.server.ts, blog-post.server.ts, profile-user-information-edit.server.ts, and the
// app-download pages' shop/actions/app-link-action.server.ts): one handler, picked by its intent; an
// unknown intent (or none) goes back to the page, asking nothing.

const signedIn = { signedIn: true };
/** The Shop API's account of the signed-in Sara. */
const SARA = { user_id: 1, name: "Sara Rad", first_name: "Sara", last_name: "Rad", mobile: "09121234567", email: null, national_code: null, birth_date: null, created_at: "2026-01-01T00:00:00Z" };

describe("registration", () => {
  const verified = () => sessionInFlow({ purpose: "register", step: "code", verificationToken: "v".repeat(20) });

  it("sends a shopper without a verified mobile to sign in, and an unknown intent back to the page", async () => {
    expect(await post(register, "/en/register", { intent: "register", name: "Sara" })).toMatchObject({ status: 302, location: "/en/login", calls: [] });
    expect(await post(register, "/en/register", { name: "Sara" }, { session: await verified() })).toMatchObject({ status: 302, location: "/en/register", calls: [] });
  });

  it("refuses a short name and passwords that differ beside their fields, the name kept and the passwords not", async () => {
    const answered = refusal(await post(register, "/en/register", { intent: "register", name: "S", password: "Secret123", confirm: "Secret124" }, { session: await verified() }));
    expect(answered).toMatchObject({ status: 400, intent: "register", errors: { name: expect.any(String), confirm: expect.any(String) }, kept: { name: "S" } });
    expect(answered.kept).not.toHaveProperty("password");
  });

  it("signs the new account in and goes where the flow was going, with a toast", async () => {
    const answers = {
      "POST /register": { json: { data: { token: "t".repeat(20) } } },
      "GET /user": { json: { data: SARA } },
      "GET /user-orders": { json: { data: [], pagination: { page: 1, per_page: 1, total: 0, last_page: 1 }, counts: Object.fromEntries(Object.keys(ORDER_FILTERS).map((filter) => [filter, 0])) } },
    };
    const answered = await post(register, "/en/register", { intent: "register", name: "Sara Rad", password: "Secret123", confirm: "Secret123" }, { answers, session: await verified() });
    expect(answered).toMatchObject({ status: 302, location: "/profile", calls: expect.arrayContaining(["POST /register", "GET /user"]) });
    expect(answered.session.get("user")).toMatchObject({ id: 1, name: "Sara Rad" });
    expect(toastOf(answered.session)).toMatchObject({ type: "success" });
  });

  it("starts again from sign-in, with a toast, when the Shop API no longer takes the verification", async () => {
    const answers = { "POST /register": { status: 401, json: { message: "expired" } } };
    const answered = await post(register, "/register", { intent: "register", name: "سارا", password: "Secret123", confirm: "Secret123" }, { answers, session: await verified() });
    expect(answered).toMatchObject({ status: 302, location: "/login", calls: ["POST /register"] });
    expect(toastOf(answered.session)).toMatchObject({ type: "error" });
    expect(answered.session.get("authFlow")).toBeUndefined();
  });
});

describe("signing out", () => {
  it("sends an unknown intent back to the profile, asking nothing", async () => {
    expect(await post(profile, "/en/profile", { intent: "log-out" }, signedIn)).toMatchObject({ status: 302, location: "/en/profile", calls: [] });
  });

  it("forgets the token and the session, with a new client token, and goes home with a goodbye", async () => {
    const answered = await post(profile, "/en/profile", { intent: "logout" }, { ...signedIn, answers: { "POST /logout": {} } });
    expect(answered).toMatchObject({ status: 302, location: "/en", calls: ["POST /logout"] });
    expect(answered.session.get("user")).toBeUndefined();
    expect(toastOf(answered.session)).toEqual({ type: "info", message: "You have signed out." });
  });
});

describe("the favourites' un-like", () => {
  const liked = { "GET /user-post-favorite": { json: { data: [{ id: 4, slug: "s", title: "T", excerpt: "", image: "i.jpg", url: "u", published_at: "2026-01-01", liked_at: "2026-01-02" }] } } };

  it("sends a guest to sign in, and an unknown intent back to the page, asking nothing", async () => {
    expect(await post(favorites, "/profile/favorites", { intent: "unlike-post", post_id: "4" })).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fprofile%2Ffavorites", calls: [] });
    expect(await post(favorites, "/en/profile/favorites", { intent: "like", post_id: "4" }, signedIn)).toMatchObject({ status: 302, location: "/en/profile/favorites", calls: [] });
  });

  it("leaves alone an id that is none, and a post no longer liked (a form sent twice)", async () => {
    expect(await post(favorites, "/profile/favorites", { intent: "unlike-post", post_id: "x" }, signedIn)).toMatchObject({ status: 302, location: "/profile/favorites", calls: [] });
    expect(await post(favorites, "/profile/favorites", { intent: "unlike-post", post_id: "5" }, { ...signedIn, answers: liked })).toMatchObject({ status: 302, calls: ["GET /user-post-favorite"] });
  });

  it("un-likes a liked post, back to the page with a toast", async () => {
    const answers = { ...liked, "POST /like": { json: { data: { liked: false, likes: 0 } } } };
    const answered = await post(favorites, "/en/profile/favorites", { intent: "unlike-post", post_id: "4" }, { ...signedIn, answers });
    expect(answered).toMatchObject({ status: 302, location: "/en/profile/favorites", calls: ["GET /user-post-favorite", "POST /like"] });
    expect(toastOf(answered.session)).toMatchObject({ type: "success" });
  });
});

describe("keeping an article", () => {
  const body = { post: { id: 7, slug: "gold-care", title: "T", excerpt: "", image: "i.jpg", url: "u", published_at: "2026-01-01", body: [], reading_minutes: 1, updated_at: "2026-01-01", category: null, parent_category: null }, products: [], related: [] };
  const params = { id: "7", slug: "gold-care" };
  const found = { "GET /posts/7": { json: { data: body } } };

  it("answers an unknown article 404, sends a guest to sign in and back, and an unknown intent back to the article", async () => {
    expect(await post(article, "/blog/8/x", { intent: "keep" }, { params: { id: "8" }, answers: { "GET /posts/8": { status: 404, json: { message: "" } } } })).toMatchObject({ status: 404 });
    expect(await post(article, "/blog/7/gold-care", { intent: "keep" }, { params, answers: found })).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fblog%2F7%2Fgold-care" });
    const unknown = await post(article, "/en/blog/7/gold-care", { intent: "like" }, { ...signedIn, params, answers: found });
    expect(unknown).toMatchObject({ status: 302, location: "/en/blog/7/gold-care" });
    expect(unknown.calls).not.toContain("POST /like");
  });

  it("keeps it, back to the article with a toast", async () => {
    const answers = { ...found, "POST /like": { json: { data: { liked: true, likes: 3 } } } };
    const answered = await post(article, "/en/blog/7/gold-care", { intent: "keep" }, { ...signedIn, params, answers });
    expect(answered).toMatchObject({ status: 302, location: "/en/blog/7/gold-care" });
    expect(answered.calls).toContain("POST /like");
    expect(toastOf(answered.session)).toMatchObject({ type: "success" });
  });
});

describe("the account form", () => {
  it("sends a guest to sign in, and an unknown intent (or none, as the form posted before) back to the page", async () => {
    expect(await post(account, "/profile/user-information/edit", { intent: "save", first_name: "سارا" })).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fprofile%2Fuser-information%2Fedit", calls: [] });
    expect(await post(account, "/en/profile/user-information/edit", { first_name: "Sara", last_name: "Rad" }, signedIn)).toMatchObject({ status: 302, location: "/en/profile/user-information/edit", calls: [] });
  });

  it("refuses a half birth date beside it, what was typed kept, and the Shop API's refusal above the form", async () => {
    const ours = refusal(await post(account, "/en/profile/user-information/edit", { intent: "save", first_name: "Sara", last_name: "Rad", birth_day: "3" }, signedIn));
    expect(ours).toMatchObject({ status: 400, intent: "save", errors: { birth_date: expect.any(String) }, kept: { first_name: "Sara", birth_day: "3" } });

    const answers = { "POST /user": { status: 400, json: { message: "This e-mail is taken.", code: 400 } } };
    const theirs = await post(account, "/en/profile/user-information/edit", { intent: "save", first_name: "Sara", last_name: "Rad", email: "sara@example.com" }, { ...signedIn, answers });
    expect(theirs).toMatchObject({ status: 422, data: { intent: "save", result: { error: { "": ["This e-mail is taken."] } } } });
  });

  it("saves, back to the details with a toast, the header's name following", async () => {
    const answers = { "POST /user": { json: { data: { ...SARA, name: "Sara Tehrani", last_name: "Tehrani" } } } };
    const answered = await post(account, "/en/profile/user-information/edit", { intent: "save", first_name: "Sara", last_name: "Tehrani" }, { ...signedIn, answers });
    expect(answered).toMatchObject({ status: 302, location: "/en/profile/user-information", calls: ["POST /user"] });
    expect(answered.session.get("user")).toMatchObject({ name: "Sara Tehrani" });
    expect(toastOf(answered.session)).toMatchObject({ type: "success" });
  });
});

describe("the app link by SMS (both app-download pages)", () => {
  it("sends an unknown intent back to the page, asking nothing", async () => {
    expect(await post(appLink, "/en/downloadapp", { mobile: "09121234567" })).toMatchObject({ status: 302, location: "/en/downloadapp", calls: [] });
  });

  it("refuses a wrong number, and one texted minutes ago, beside the field, what was typed kept", async () => {
    const ours = refusal(await post(appLink, "/en/landing/app", { intent: "app-link", mobile: "0912" }));
    expect(ours).toMatchObject({ status: 400, intent: "app-link", errors: { mobile: expect.any(String) }, kept: { mobile: "0912" } });
    const answers = { "POST /get-app-link": { status: 429, json: { message: "Texted a minute ago.", code: 429, retry_after: 60, retry_at: "2026-11-25T10:00:30Z" } } };
    const theirs = refusal(await post(appLink, "/en/landing/app", { intent: "app-link", mobile: "09121234567" }, { answers }));
    expect(theirs).toMatchObject({ status: 422, intent: "app-link", errors: { mobile: "Texted a minute ago." } });
  });

  it("texts the link, back to the form with the news", async () => {
    const answers = { "POST /get-app-link": { json: { data: { mobile: "09121234567", message: "The link is on its way." } } } };
    const answered = await post(appLink, "/downloadapp", { intent: "app-link", mobile: "۰۹۱۲۱۲۳۴۵۶۷" }, { answers });
    expect(answered).toMatchObject({ status: 302, location: "/downloadapp#app-link", calls: ["POST /get-app-link"] });
    expect(toastOf(answered.session)).toEqual({ type: "success", message: "The link is on its way." });
  });
});
