import type { Post } from "../../../shop-api/contract/catalogue";
import { useT } from "~/components/locale";
import { PostCard } from "./post-card";

/** Posts as a grid of cards (/blog, a category, an article's related posts), or a line saying there are none. */
export function PostGrid({ posts }: { posts: Post[] }) {
  const t = useT();
  if (posts.length === 0) return <p className="mt-6 text-sm text-muted">{t("blog.empty")}</p>;
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 md:grid-cols-3" data-blog-posts="">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
