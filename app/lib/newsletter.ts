/**
 * What the footer's newsletter form is answered (routes/resources/newsletter.ts): to its fetcher, or
 * flashed to the page a plain post goes back to and shown beside the field. The contract between
 * that action and the footer's form, a component that never imports a route.
 */
export type NewsletterAnswer = { ok: true; message: string } | { ok: false; email: string; error: string };
