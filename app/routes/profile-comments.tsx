import type { Route } from "./+types/profile-comments";
import type { UserComment } from "../../shop-api/contract/profile";
import { useLocale, useT } from "~/components/locale";
import { Stars } from "~/components/product/product-sections";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { AppLink } from "~/components/ui/app-link";
import { Pagination } from "~/components/ui/pagination";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { formatDate } from "~/lib/format";
import { imageUrl } from "~/lib/images";
import { pageParam } from "~/lib/listing";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getUserComments } from "~/shop/api/profile.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.comments"), backBtnPath: "/profile" }),
};

/** /profile/comments: what the shopper wrote about products (`GET /user-comments`), with what the shop made of it. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const page = pageParam(new URL(args.url).searchParams);
  const [comments, t] = await Promise.all([getUserComments(ctx, page), translatorFor(ctx.locale, "profile")]);
  return { i18n: messagesFor(ctx.locale, "profile"), title: t("profile.meta.comments"), comments };
}

export const meta: Route.MetaFunction = privatePageMeta;

const STATUS_TONE: Record<UserComment["status"], string> = {
  pending: "bg-gold-50 text-gold-700",
  approved: "bg-secondary text-white",
  rejected: "bg-third/10 text-third",
};

export default function CommentsPage({ loaderData }: Route.ComponentProps) {
  const { comments } = loaderData;
  const t = useT();
  const locale = useLocale();
  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.comments")} />
      {comments.data.length === 0 ? (
        <ProfileCard>
          <p className="text-center text-sm text-muted" data-comments-empty="">{t("profile.comments.empty")}</p>
        </ProfileCard>
      ) : (
        <ul className="flex flex-col gap-4" data-user-comments="">
          {comments.data.map((comment) => (
            <li key={comment.id} className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5" data-user-comment={comment.id} data-comment-status={comment.status}>
              <div className="flex flex-wrap items-center gap-3">
                <img src={imageUrl(comment.product.image, 96)} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-xl bg-page object-cover" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <AppLink to={`/${comment.product.slug_with_cat}`} className="font-semibold text-secondary hover:underline">{comment.product.name}</AppLink>
                  <span className="text-xs text-muted">{formatDate(comment.created_at, locale)}</span>
                </span>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[comment.status]}`}>{t(`profile.comments.status.${comment.status}`)}</span>
              </div>
              <p className="flex items-center gap-2">
                <Stars rating={comment.rating} />
                <span className="sr-only">{t("catalogue.rating", { rating: comment.rating })}</span>
              </p>
              <p className="leading-7" dir="auto">{comment.text}</p>
              {comment.status === "pending" ? <p className="text-xs text-muted">{t("profile.comments.pendingNote")}</p> : null}
              {comment.reply ? (
                <div className="rounded-2xl bg-page p-3 text-sm">
                  <p className="mb-1 text-xs font-semibold text-secondary">{t("profile.comments.reply")}</p>
                  <p className="leading-6" dir="auto">{comment.reply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={comments.pagination.page}
        lastPage={comments.pagination.last_page}
        href={(page) => `/profile/comments${page > 1 ? `?page=${page}` : ""}`}
        label={t("profile.comments.pages")}
      />
    </ProfileFrame>
  );
}
