import type { SubmissionResult } from "@conform-to/react";
import { useRouteLoaderData } from "react-router";
import type { FormEvent } from "react";
import { useT } from "~/components/locale";
import { useShellPersonal } from "~/components/shell/personal-slots";
import { Button } from "~/components/ui/button";
import { Slot } from "~/components/ui/slot";
import { Icon } from "~/components/ui/icons";
import { formatNumber } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import type { ShellPersonal, Viewer } from "~/lib/shell-slots";

// A product page's parts that differ for a signed-in shopper (decision 46). The page is rendered
// once for everyone; for a signed-in shopper the server renders these on their own, outside React Router's
// router (entry.server.tsx shellSlots), and puts them in place of the shared ones: they take
// everything by props, use no hook but the translator, and their forms and links are plain ones
// (the page adds its handlers when it hydrates).

/** The like button (its form is the page's): pressed when the shopper likes the product. */
export function LikeButton({ liked, likes, locale }: { liked: boolean; likes: number; locale: Locale }) {
  const t = useT();
  return (
    <Slot name="product-like">
    <button
      type="submit"
      name="intent"
      value="like"
      className="inline-flex items-center gap-1.5 rounded-xl px-3 py-2 text-secondary hover:bg-primary"
      aria-pressed={liked}
      data-like={liked}
      data-likes={likes}
      data-shell="product-like"
    >
      <Icon name="heart" width={18} height={18} className={liked ? "fill-third text-third" : ""} />
      {t(liked ? "product.unlike" : "product.like")}
      <span className="text-xs text-muted">({formatNumber(likes, locale)})</span>
    </button>
    </Slot>
  );
}

/** The way to write a comment: its dialog for a signed-in shopper, signing in first for a guest. */
export function CommentWriteLink({ href }: { href: string }) {
  const t = useT();
  return (
    <Slot name="comment-write">
    <a
      href={href}
      className="rounded-xl border border-secondary px-4 py-2 text-sm font-semibold text-secondary hover:bg-primary"
      data-write-comment=""
      data-shell="comment-write"
    >
      {t("product.writeComment")}
    </a>
    </Slot>
  );
}

/**
 * Under the questions: a form to ask one (signed in), posted to the page itself, or a way to sign in
 * first. `onSubmit` is the page's own (a submission without a document load once it hydrated).
 * `lastResult`: the page's answer to a question refused (routes/product.server.ts), its message
 * beside the field and what was typed; read by hand, as this form has no hook.
 */
export function QuestionAsk({
  signedIn,
  action,
  loginHref,
  onSubmit,
  lastResult,
}: {
  signedIn: boolean;
  action: string;
  loginHref: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const error = lastResult?.error?.question?.[0];
  const typed = lastResult?.initialValue?.question;
  return (
    <Slot name="question-ask">
    <div data-shell="question-ask">
      {signedIn ? (
        <form method="post" action={action} onSubmit={onSubmit} className="mt-4 flex flex-col gap-2" data-ask="">
          <label htmlFor="question-text" className="text-sm font-semibold">{t("product.askTitle")}</label>
          {/* No required or minLength: the shop says what is wrong beside the field, in the page's language. */}
          <textarea
            id="question-text"
            name="question"
            maxLength={1000}
            rows={3}
            defaultValue={typeof typed === "string" ? typed : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "question-text-error" : undefined}
            className="rounded-xl border border-line bg-white p-3 text-sm aria-[invalid=true]:border-third"
          />
          {error ? (
            <p id="question-text-error" className="text-sm text-third" data-field-error="question">
              {error}
            </p>
          ) : null}
          <Button type="submit" name="intent" value="question" variant="secondary" className="self-start">{t("product.askSubmit")}</Button>
        </form>
      ) : (
        <a href={loginHref} className="mt-3 inline-block text-sm font-semibold text-secondary underline">{t("product.signInToAsk")}</a>
      )}
    </div>
    </Slot>
  );
}

/** A mobile field's slot, which the server fills in with a signed-in shopper's own (`value`). */
export const VIEWER_MOBILE_SLOT = { slot: "viewer-mobile", "data-shell": "viewer-mobile" } as const;

/**
 * The signed-in shopper as pages show them (their mobile, whether they are a VIP), null for a
 * guest: the default layout's, or on a shared page the values it was sent with.
 */
export function useViewer(): Viewer | null {
  // The default layout's data, read by the type its loader's `viewer` is checked against there (useShellPersonal): a component may not import a layout.
  const shell = useRouteLoaderData<Pick<ShellPersonal, "viewer">>("layout-default");
  return useShellPersonal("viewer", shell, shell?.viewer ?? null);
}
