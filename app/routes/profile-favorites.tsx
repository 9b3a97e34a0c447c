import { Form } from "react-router";
import type { Route } from "./+types/profile-favorites";
import type { FavoritePost, FavoriteProduct } from "../../shop-api/contract/profile";
import { ProductCard } from "~/components/catalogue/product-card";
import { useLocale, useLocalizedPath, useT } from "~/components/locale";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { postPath } from "~/lib/blog";
import { formatDate } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getFavoritePosts, getFavoriteProducts } from "~/shop/api/profile.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.favorites"), backBtnPath: "/profile" }),
};

/** /profile/favorites: the products and magazine posts the shopper likes (`GET /user-product-favorite`, `GET /user-post-favorite`). */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const [products, posts, t] = await Promise.all([getFavoriteProducts(ctx), getFavoritePosts(ctx), translatorFor(ctx.locale, "profile")]);
  return { i18n: messagesFor(ctx.locale, "profile"), title: t("profile.meta.favorites"), products, posts };
}

export const meta: Route.MetaFunction = privatePageMeta;

/** Un-liking a post: profile-favorites.server.ts. */
export { action } from "./profile-favorites.server";

// On a phone two product cards a row leave each ~130 px inside the profile card's padding: too little
// for a nine-digit price (the VIP's). A narrower padding gives them the room.
const narrowPadding = "max-sm:px-3";
const removeClass = "inline-flex min-h-10 w-full items-center justify-center gap-1.5 rounded-xl border border-line bg-white px-3 text-sm font-semibold text-third hover:bg-page";

export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const { products, posts } = loaderData;
  const t = useT();
  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.favorites")} />
      <ProfileCard className={narrowPadding} data-favorite-products="">
        <h2 className="mb-4 font-bold text-secondary">{t("profile.favorites.products")}</h2>
        {products.length === 0 ? (
          <p className="text-sm text-muted">{t("profile.favorites.noProducts")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {products.map((product) => (
              <FavoriteProductItem key={product.id} product={product} />
            ))}
          </ul>
        )}
      </ProfileCard>
      <ProfileCard className={narrowPadding} data-favorite-posts="">
        <h2 className="mb-4 font-bold text-secondary">{t("profile.favorites.posts")}</h2>
        {posts.length === 0 ? (
          <p className="text-sm text-muted">{t("profile.favorites.noPosts")}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {posts.map((post) => (
              <FavoritePostItem key={post.id} post={post} />
            ))}
          </ul>
        )}
      </ProfileCard>
    </ProfileFrame>
  );
}

/** A liked product, and the product page's own like form (a toggle), which brings the shopper back here. */
function FavoriteProductItem({ product }: { product: FavoriteProduct }) {
  const t = useT();
  const localize = useLocalizedPath();
  return (
    <li className="flex flex-col gap-2" data-favorite-product={product.id}>
      <ProductCard product={product} />
      <Form method="post" action={localize(`/${product.slug_with_cat}`)}>
        <input type="hidden" name="redirectTo" value={localize("/profile/favorites")} />
        <button type="submit" name="intent" value="like" className={removeClass} data-unlike="">
          <Icon name="heart" width={16} height={16} className="fill-current" />
          {t("profile.favorites.remove")}
          <span className="sr-only">{product.name}</span>
        </button>
      </Form>
    </li>
  );
}

/** A kept magazine post, leading to its article in the shop. */
function FavoritePostItem({ post }: { post: FavoritePost }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="flex gap-3 rounded-2xl border border-line p-3" data-favorite-post={post.id}>
      <Image src={post.image} alt="" width={160} height={100} displayWidth={112} sizes="112px" className="h-20 w-28 shrink-0 rounded-xl object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <AppLink to={postPath(post)} className="line-clamp-2 font-semibold text-secondary hover:underline">{post.title}</AppLink>
        <p className="text-xs text-muted">{formatDate(post.published_at, locale)}</p>
        <Form method="post" className="mt-auto">
          <input type="hidden" name="post_id" value={post.id} />
          <button type="submit" name="intent" value="unlike-post" className="inline-flex items-center gap-1 text-xs font-semibold text-third hover:underline" data-unlike-post="">
            <Icon name="heart" width={14} height={14} className="fill-current" />
            {t("profile.favorites.remove")}
            <span className="sr-only">{post.title}</span>
          </button>
        </Form>
      </div>
    </li>
  );
}
