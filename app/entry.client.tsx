import { HydratedRouter } from "react-router/dom";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { InlinePicturesContext, readInlinePictures } from "~/components/ui/inline-pictures";
import { FIRST_SCREEN_END_ID, INLINE_CSS_ID, InlineCssContext } from "~/components/ui/inline-styles";
import { reloadOnceForChunkError } from "~/lib/chunk-reload";

// The server inlined the stylesheet (and its part for what follows the first screen); render the
// same text back so hydration leaves it in place.
const headCss = document.getElementById(INLINE_CSS_ID)?.textContent;
const inlineCss = headCss == null ? null : { head: headCss, afterFirstScreen: document.getElementById(FIRST_SCREEN_END_ID)?.textContent ?? "" };
// Likewise the sharp pictures the server sent inside the HTML (decision 47).
const inlinePictures = readInlinePictures(document);

// A lazily loaded chunk that is gone (a new deploy) reloads the page, at most once a minute.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForChunkError((event as Event & { payload?: unknown }).payload ?? new Error("ChunkLoadError"))) {
    event.preventDefault();
  }
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <InlineCssContext.Provider value={inlineCss}>
        <InlinePicturesContext.Provider value={inlinePictures}>
          <HydratedRouter />
        </InlinePicturesContext.Provider>
      </InlineCssContext.Provider>
    </StrictMode>,
  );
});
