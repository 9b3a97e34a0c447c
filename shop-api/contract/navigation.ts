import { z } from "zod";
import { envelope } from "./common";

export interface MenuItem {
  id: number;
  title: string;
  /** An internal path segment ("necklaces", "info/about") or an absolute http(s) URL. */
  slug: string;
  children: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    children: z.array(menuItemSchema),
  }),
);

/** `GET /menu` (the header navigation) and `GET /original-menu` (the category tree). */
export const menuResponseSchema = envelope(z.array(menuItemSchema));

export const footerRowSchema = z.object({ title: z.string(), url: z.string() });
export const footerListSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  rows: z.array(footerRowSchema),
});
export type FooterList = z.infer<typeof footerListSchema>;
export type FooterRow = z.infer<typeof footerRowSchema>;

/** `GET /footer-lists` and `GET /footer-lists/{id}`. */
export const footerListsResponseSchema = envelope(z.array(footerListSchema));
export const footerListResponseSchema = envelope(footerListSchema);

export const pageLocationSchema = z.enum(["header", "footer"]);
export type PageLocation = z.infer<typeof pageLocationSchema>;

export const singlePageLinkSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
});
export type SinglePageLink = z.infer<typeof singlePageLinkSchema>;

/** `GET /single-page-list?location=header|footer`. */
export const singlePageListResponseSchema = envelope(z.array(singlePageLinkSchema));
