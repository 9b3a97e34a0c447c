import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/profile-favorites";
import { z } from "zod";
import { translatorFor } from "~/server-lib/i18n.server";
import { readForm } from "~/server-lib/form-body.server";
import { intentOf } from "~/server-lib/intent-action.server";
import { localizePath } from "~/lib/locale";
import type { ShopContext } from "~/shop/request/client.server";
import { redirectWithToast } from "~/shop/request/flash.server";
import { toggleLike } from "~/shop/api/pages.server";
import { getFavoritePosts } from "~/shop/api/profile.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

/** What an un-like of a post sends: the post's id, hidden in its button's form. */
const unlikePostSchema = z.object({ post_id: z.coerce.number().int().positive() });

/** What each handler is given: the signed-in shopper's context, the request's args, the page's address. */
interface FavoritesPost {
  ctx: ShopContext;
  args: Route.ActionArgs;
  here: string;
}

/** One handler per intent (decision 44). A product is un-liked by its own page's like form. */
const HANDLERS = {
  /**
   * Un-liking a post (`POST /like {model: "post"}`). The like is a toggle: a post no longer liked
   * (a form sent twice), or an id that is none, is left alone and the page shown again.
   */
  async "unlike-post"(form, { ctx, args, here }) {
    const submission = parseWithZod(form, { schema: unlikePostSchema });
    if (submission.status !== "success") return redirect(here);
    const id = submission.value.post_id;
    const liked = await getFavoritePosts(ctx);
    if (!liked.some((post) => post.id === id)) return redirect(here);
    await toggleLike(ctx, "post", id);
    const t = await translatorFor(ctx.locale, "profile");
    return redirectWithToast(args.context.session, here, { type: "success", message: t("profile.favorites.removed") });
  },
} satisfies Record<string, (form: FormData, post: FavoritesPost) => Promise<unknown>>;

/** /profile/favorites' action: a guest is sent to sign in; an unknown intent goes back to the page. */
export async function action(args: Route.ActionArgs) {
  const { ctx } = await requireSignedIn(args);
  const form = await readForm(args.request);
  const here = localizePath("/profile/favorites", ctx.locale);
  const intent = intentOf(form, HANDLERS);
  return intent ? HANDLERS[intent](form, { ctx, args, here }) : redirect(here);
}
