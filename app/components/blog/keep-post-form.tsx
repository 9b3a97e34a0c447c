import { Form, useNavigation } from "react-router";
import { useT } from "~/components/locale";
import { Icon } from "~/components/ui/icons";

/**
 * Keeping an article among the shopper's favourites (`POST /like {model: "post"}`): a plain form
 * posting to the article's own action, a toggle. A guest is sent to sign in and comes back here.
 * With JavaScript the heart turns at once, before the answer.
 */
export function KeepPostForm({ kept }: { kept: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "keep";
  const shown = pending ? !kept : kept;
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-1" data-keep-post="">
      <button
        type="submit"
        name="intent"
        value="keep"
        aria-pressed={shown}
        data-kept={shown}
        className="inline-flex min-h-11 self-start items-center gap-2 rounded-xl border border-line bg-white px-4 text-sm font-semibold text-secondary hover:bg-primary"
      >
        <Icon name="heart" width={18} height={18} className={shown ? "fill-third text-third" : ""} />
        {t(shown ? "blog.kept" : "blog.keep")}
      </button>
      <p className="text-xs text-muted">{t("blog.keepHint")}</p>
    </Form>
  );
}
