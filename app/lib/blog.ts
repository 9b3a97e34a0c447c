/** The magazine's addresses (language-neutral; links put them in the page's language). */

/** An article's page: `/blog/{id}/{slug}`. */
export function postPath(post: { id: number; slug: string }): string {
  return `/blog/${post.id}/${encodeURIComponent(post.slug)}`;
}

/** A category's (or sub-category's) page. */
export function postCategoryPath(id: number): string {
  return `/blog/category/${id}`;
}

/** The id in `/blog/{id}/…` or `/blog/category/{id}`: a positive whole number, else null (no page). */
export function blogId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
