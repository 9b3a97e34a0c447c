import { useT } from "~/components/locale";
import { Dialog } from "~/components/ui/dialog.lazy";
import { Icon } from "~/components/ui/icons";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  closeHref: string;
  /** The absolute address of the page being shared. */
  url: string;
  title: string;
  instagramUrl: string | null;
}

/**
 * The share dialog (docs/shop/02-pages.md §2.8): copy link; Instagram (copies the link, then opens the
 * shop's profile); WhatsApp; Telegram; system share, which falls back to copying the link where the
 * browser has none. Without JavaScript: the link to select and plain share links.
 */
export function ShareDialog({ open, onClose, closeHref, url, title, instagramUrl }: ShareDialogProps) {
  const t = useT();
  const toast = useToast();
  const hydrated = useHydrated();
  const text = `${title} ${url}`;

  const copy = async (message: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ type: "success", message });
    } catch (error) {
      console.error(error); // clipboard errors are only logged (docs/shop/08-errors.md §8.9)
    }
  };
  const systemShare = async () => {
    if (typeof navigator.share !== "function") {
      await copy(t("share.unsupported"));
      return;
    }
    try {
      await navigator.share({ title, url });
    } catch (error) {
      console.error(error);
    }
  };

  const tile = "flex flex-col items-center gap-2 rounded-xl p-3 text-xs font-semibold text-secondary hover:bg-page";
  const round = "grid size-12 place-items-center rounded-full text-white";
  return (
    <Dialog open={open} onClose={onClose} closeHref={closeHref} title={t("share.title")} placement="bottom">
      <div className="p-5" data-share-dialog="">
        <label className="block text-xs font-semibold text-muted" htmlFor="share-url">{t("share.linkLabel")}</label>
        <div className="mt-2 flex gap-2">
          <input id="share-url" readOnly value={url} dir="ltr" className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-page px-3 text-sm" onFocus={(e) => e.currentTarget.select()} />
          {hydrated ? (
            <button type="button" onClick={() => copy(t("share.copied"))} className="rounded-xl bg-secondary px-4 text-sm font-semibold text-white" data-share="copy">
              {t("share.copy")}
            </button>
          ) : null}
        </div>
        <ul className="mt-5 grid grid-cols-4 gap-2">
          {instagramUrl ? (
            <li>
              <a
                href={instagramUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={tile}
                onClick={() => void copy(t("share.copied"))}
                data-share="instagram"
              >
                <span className={`${round} bg-gradient-to-tr from-amber-400 via-pink-500 to-purple-600`}><Icon name="instagram" /></span>
                {t("share.instagram")}
              </a>
            </li>
          ) : null}
          <li>
            <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer" className={tile} data-share="whatsapp">
              <span className={`${round} bg-emerald-500`}><Icon name="share" /></span>
              {t("share.whatsapp")}
            </a>
          </li>
          <li>
            <a
              href={`https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={tile}
              data-share="telegram"
            >
              <span className={`${round} bg-sky-500`}><Icon name="telegram" /></span>
              {t("share.telegram")}
            </a>
          </li>
          {hydrated ? (
            <li>
              <button type="button" onClick={systemShare} className={`${tile} w-full`} data-share="system">
                <span className={`${round} bg-secondary`}><Icon name="share" /></span>
                {t("share.system")}
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </Dialog>
  );
}
