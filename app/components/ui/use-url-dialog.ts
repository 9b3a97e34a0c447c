import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useCallback, useEffect, useState } from "react";

export const DIALOG_PARAM = "dialog";

/**
 * A dialog that opens without JavaScript too (docs/shop/18-rulings.md §18.1): its trigger is a link to
 * the same page with `?dialog=name`, which the server renders open. With JavaScript the link only
 * toggles state, so no loader runs again; closing a dialog that the URL opened drops the parameter.
 */
export function useUrlDialog(name: string) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = searchParams.get(DIALOG_PARAM) === name;
  const [open, setOpen] = useState(fromUrl);
  // Once opened, a dialog stays rendered (closed), so that it can animate its closing and its
  // code, fetched on first opening, is not asked for before that.
  const [used, setUsed] = useState(fromUrl);
  useEffect(() => setOpen(fromUrl), [fromUrl]);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);

  const hrefWith = (value: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (value) params.set(DIALOG_PARAM, value);
    else params.delete(DIALOG_PARAM);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const closeHref = hrefWith(null);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => {
    setOpen(false);
    if (fromUrl) navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [fromUrl, closeHref, navigate]);
  const trigger = {
    href: hrefWith(name),
    onClick: (event: React.MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      show();
    },
    "aria-haspopup": "dialog" as const,
  };
  return { open, used: used || open, show, hide, closeHref, trigger };
}

/** A link that opens a dialog: its URL, and with JavaScript the handler that opens it in place. */
export type DialogLink = Pick<ReturnType<typeof useUrlDialog>["trigger"], "href"> & Partial<ReturnType<typeof useUrlDialog>["trigger"]>;
