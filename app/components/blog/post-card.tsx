import type { Post } from "../../../shop-api/contract/catalogue";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Image } from "~/components/ui/image";
import { postPath } from "~/lib/blog";
import { formatDate } from "~/lib/format";

/**
 * A magazine post as a card: cover, date (Jalali on Persian pages), title, excerpt and a link to
 * the article in the shop. The home page's magazine section, /blog, its categories and an
 * article's related posts show it; its words are `common`'s, loaded on every page.
 */
export function PostCard({ post, headingLevel = 3 }: { post: Post; headingLevel?: 2 | 3 }) {
  const t = useT();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white" data-post={post.id}>
      <Image src={post.image} alt="" width={800} height={500} displayWidth={300} sizes="(min-width: 769px) 300px, 75vw" className="aspect-[8/5] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <time dateTime={post.published_at} className="text-xs text-muted">{formatDate(post.published_at, locale)}</time>
        <Heading className="line-clamp-2 font-semibold leading-6">{post.title}</Heading>
        <p className="line-clamp-2 text-sm leading-6 text-muted">{post.excerpt}</p>
        <AppLink to={postPath(post)} className="mt-auto text-sm font-semibold text-gold-700 hover:underline" data-post-link="">
          {t("home.readPost")}
          <span className="sr-only">: {post.title}</span>
        </AppLink>
      </div>
    </article>
  );
}
