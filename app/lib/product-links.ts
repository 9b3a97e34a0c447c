// Links of a product page that depend on whether the shopper is signed in (decision 46): the page
// and the server's slot renderer (entry.server.tsx) make them alike.

/** Where the comment link leads: the comment dialog on this page, or signing in first and coming back to it. */
export function commentWriteHref(signedIn: boolean, pathname: string, search: string, localizedLogin: string): string {
  const params = new URLSearchParams(search);
  params.set("dialog", "comment");
  if (signedIn) return `${pathname}?${params}`;
  return `${localizedLogin}?redirectTo=${encodeURIComponent(`${pathname}?dialog=comment`)}`;
}

/** Where a guest signs in before asking a question, coming back to this page. */
export function questionLoginHref(pathname: string, search: string, localizedLogin: string): string {
  return `${localizedLogin}?redirectTo=${encodeURIComponent(pathname + search)}`;
}
