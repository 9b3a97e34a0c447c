import { z } from "zod";
import { mediaPathSchema, productCardSchema } from "./catalogue";
import { envelope } from "./common";

/** Where a campaign stands now: before its start, running, or over. */
export const CAMPAIGN_STATES = ["upcoming", "running", "ended"] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/**
 * `GET /campaigns/{slug}` (lang; docs/shop/07-shop-api.md §7.3): a sale of chosen pieces between two dates,
 * with its banner (a wide picture and a tall one for phones, no text on them) and its products as
 * cards priced now. An ended campaign answers its texts and dates with no products; 404 unknown.
 */
export const campaignSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** A line under the title. */
  subtitle: z.string(),
  /** Paragraphs of plain text. */
  description: z.array(z.string()),
  meta_description: z.string(),
  banner: z.object({ image: mediaPathSchema, image_mobile: mediaPathSchema, alt: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(CAMPAIGN_STATES),
  products: z.array(productCardSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignResponseSchema = envelope(campaignSchema);
