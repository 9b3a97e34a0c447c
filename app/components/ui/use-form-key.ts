import { useEffect, useState } from "react";

/**
 * A form's one-time key (docs/decisions/0050): the one the server rendered the form with, or, for a
 * form first shown in the browser (a dialog opened on a page everyone shares), one made there once
 * it is on screen, so that the HTML and the hydrated page never disagree.
 */
export function useFormKey(rendered: string | null): string | null {
  const [key, setKey] = useState(rendered);
  useEffect(() => {
    if (!key) setKey(crypto.randomUUID());
  }, [key]);
  return key;
}
