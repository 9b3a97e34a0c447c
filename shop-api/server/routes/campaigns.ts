import { and, eq, inArray } from "drizzle-orm";
import { Router } from "express";
import type { z } from "zod";
import type { CampaignState, campaignResponseSchema } from "../../contract";
import { loadProductCards } from "../catalogue/product-cards";
import { langOf } from "../checkout/messages";
import { refuse } from "../contact/messages";
import type { ShopDatabase } from "../db/connect";
import { campaignProducts, campaignTexts, campaigns, products } from "../db/schema";
import type { GoldPriceSource } from "../gold-price";

type Answer<T extends z.ZodType> = z.infer<T>;

/** A campaign holds a few dozen pieces at most. */
const MAX_PRODUCTS = 60;

export function campaignState(now: Date, startsAt: Date, endsAt: Date): CampaignState {
  if (now < startsAt) return "upcoming";
  return now < endsAt ? "running" : "ended";
}

/**
 * `GET /campaigns/{slug}` (docs/shop/07-shop-api.md §7.3): its texts, dates, state and, unless it
 * ended, its products priced now.
 */
export function campaignRoutes(db: ShopDatabase, goldPrice: GoldPriceSource, clock: () => Date): Router {
  const router = Router();

  router.get(
    "/campaigns/:slug",
    async (req, res) => {
      const lang = langOf(req);
      const [row] = await db
        .select({ campaign: campaigns, texts: campaignTexts })
        .from(campaigns)
        .innerJoin(campaignTexts, and(eq(campaignTexts.campaignId, campaigns.id), eq(campaignTexts.lang, lang)))
        .where(eq(campaigns.slug, String(req.params.slug)));
      if (!row) throw refuse(lang, 404, "noCampaign");
      const { campaign, texts } = row;
      const state = campaignState(clock(), campaign.startsAt, campaign.endsAt);
      const chosen =
        state === "ended"
          ? []
          : await db
              .select({ productId: campaignProducts.productId, position: campaignProducts.position })
              .from(campaignProducts)
              .where(eq(campaignProducts.campaignId, campaign.id));
      const position = new Map(chosen.map((item) => [item.productId, item.position]));
      const cards =
        chosen.length === 0
          ? []
          : await loadProductCards(db, lang, goldPrice.now().price, {
              where: inArray(products.id, [...position.keys()]),
              orderBy: [],
              limit: MAX_PRODUCTS,
            });
      cards.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      res.json({
        data: {
          slug: campaign.slug,
          title: texts.title,
          subtitle: texts.subtitle,
          description: texts.description,
          meta_description: texts.metaDescription,
          banner: { image: campaign.banner, image_mobile: campaign.bannerMobile, alt: texts.bannerAlt },
          starts_at: campaign.startsAt.toISOString(),
          ends_at: campaign.endsAt.toISOString(),
          state,
          products: cards,
        },
      } satisfies Answer<typeof campaignResponseSchema>);
    },
  );

  return router;
}
