import { data, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { translatorFor } from "~/server-lib/i18n.server";
import { readForm } from "~/server-lib/form-body.server";
import { intentOf } from "~/server-lib/intent-action.server";
import { blogId, postPath } from "~/lib/blog";
import { localizePath } from "~/lib/locale";
import type { PostDetail } from "../../shop-api/contract/blog";
import type { ShopContext } from "~/shop/request/client.server";
import { getPost } from "~/shop/api/blog.server";
import { redirectWithToast } from "~/shop/request/flash.server";
import { toggleLike } from "~/shop/api/pages.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

/** The article of `/blog/{id}/{slug}`, or a 404 (an unknown or malformed id). */
export async function articleOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const ctx = args.context.shop;
  const id = blogId(args.params.id);
  const article = id === null ? null : await getPost(ctx, id);
  if (!article) throw data(null, { status: 404 });
  return { ctx, article };
}

/** What each handler is given: the signed-in shopper's context, the request's args, the article and its address. */
interface ArticlePost {
  ctx: ShopContext;
  args: Route.ActionArgs;
  post: PostDetail;
  here: string;
}

/** One handler per intent (decision 44): the article's one form. */
const HANDLERS = {
  /** Keeping the article among favourites, or letting it go (`POST /like {model: "post"}`, a toggle). */
  async keep(_form, { ctx, args, post, here }) {
    const { liked } = await toggleLike(ctx, "post", post.id);
    const t = await translatorFor(ctx.locale, "blog");
    const message = t(liked ? "blog.keptToast" : "blog.releasedToast");
    return redirectWithToast(args.context.session, here, { type: "success", message });
  },
} satisfies Record<string, (form: FormData, post: ArticlePost) => Promise<unknown>>;

/** The article's action: a guest is sent to sign in and comes back to it; an unknown intent goes back to it. */
export async function action(args: Route.ActionArgs) {
  const { article } = await articleOf(args);
  const form = await readForm(args.request);
  const { ctx } = await requireSignedIn(args);
  const here = localizePath(postPath(article.post), ctx.locale);
  const intent = intentOf(form, HANDLERS);
  return intent ? HANDLERS[intent](form, { ctx, args, post: article.post, here }) : redirect(here);
}
