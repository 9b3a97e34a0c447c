import { createContext, useContext } from "react";
import type { InlinePicture } from "~/lib/images";

/**
 * The page's inline pictures by media path: given to the server render by its loaders
 * (RouterContextProvider.inlinePictures), and read back from the document before hydrating
 * (entry.client.tsx), so that the browser renders the same attributes.
 */
export const InlinePicturesContext = createContext<ReadonlyMap<string, InlinePicture>>(new Map());

/** The inline picture of a media path, if the page has one. */
export function useInlinePicture(src: string | null | undefined): InlinePicture | undefined {
  const pictures = useContext(InlinePicturesContext);
  return src ? pictures.get(src) : undefined;
}

/** Marks a preview `<img>` with its media path; a sharp one follows it, marked too. */
export const INLINE_SRC = "data-inline-src";
export const INLINE_SHARP = "data-inline-sharp";

/**
 * The sharp pictures the server wrote into the document, with their previews (see INLINE_SRC). A
 * preview alone is the background of an <img> whose file the browser fetches; the browser needs
 * no copy of it (suppressHydrationWarning keeps the server's attribute).
 */
export function readInlinePictures(root: ParentNode): Map<string, InlinePicture> {
  const pictures = new Map<string, InlinePicture>();
  for (const sharp of root.querySelectorAll<HTMLImageElement>(`img[${INLINE_SRC}] + img[${INLINE_SHARP}]`)) {
    const preview = sharp.previousElementSibling!;
    const src = preview.getAttribute(INLINE_SRC)!;
    pictures.set(src, { src, preview: preview.getAttribute("src")!, sharp: sharp.getAttribute("src")! });
  }
  return pictures;
}
