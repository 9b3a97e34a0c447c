import { and, asc, eq, inArray } from "drizzle-orm";
import { Router } from "express";
import { z } from "zod";
import type { Lang, faqGroupResponseSchema, faqGroupsResponseSchema, singlePageResponseSchema } from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { faqGroupTexts, faqGroups, faqTexts, faqs, singlePages } from "../db/schema";
import { HttpError } from "../http/errors";
import { parseInput, queryLang } from "../http/input";

type Answer<T extends z.ZodType> = z.infer<T>;

const pageParamsSchema = z.object({ key: z.string().min(1).max(200) });
const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** The paragraphs of a page's simple HTML body (`<p>…</p>`), as plain text. */
export function paragraphsOf(html: string): string[] {
  return html
    .split(/<\/p\s*>|<br\s*\/?>/i)
    .map((chunk) =>
      chunk
        .replace(/<[^>]*>/g, "")
        .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
        .replace(/\s+/g, " ")
        .trim()
    )
    .filter((paragraph) => paragraph !== "");
}

/** About 160 characters of the first paragraph, cut at a word. */
function summary(paragraphs: string[]): string {
  const first = paragraphs[0] ?? "";
  if (first.length <= 160) return first;
  const cut = first.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 100))}…`;
}

/** Single pages (`/info/{slug}` of the storefront) and the FAQ page. */
export function informationRoutes(db: ShopDatabase): Router {
  const router = Router();

  /**
   * `GET /single-page/{slug or id}`: the page in the asked language. Each language's row has its
   * own id (the single-page lists answer them); an id of either language finds the page.
   */
  router.get(
    "/single-page/:key",
    async (req, res) => {
      const lang = queryLang(req);
      const { key } = parseInput(pageParamsSchema, req.params);
      let slug = key;
      if (/^\d+$/.test(key)) {
        const [byId] = await db.select({ slug: singlePages.slug }).from(singlePages).where(eq(singlePages.id, Number(key)));
        if (!byId) throw new HttpError(404, `No single page ${key}`);
        slug = byId.slug;
      }
      const [pages, [page]] = await Promise.all([
        db
          .select({ id: singlePages.id, slug: singlePages.slug, title: singlePages.title, location: singlePages.location })
          .from(singlePages)
          .where(eq(singlePages.lang, lang))
          .orderBy(asc(singlePages.position), asc(singlePages.id)),
        db
          .select()
          .from(singlePages)
          .where(and(eq(singlePages.slug, slug), eq(singlePages.lang, lang))),
      ]);
      if (!page) throw new HttpError(404, `No single page "${key}"`);
      const body = paragraphsOf(page.body);
      const links = (location: "header" | "footer") =>
        pages.filter((link) => link.location === location).map(({ id, slug: linkSlug, title }) => ({ id, slug: linkSlug, title }));
      res.json({
        data: {
          id: page.id,
          slug: page.slug,
          title: page.title,
          body,
          meta_description: summary(body),
          header_pages: links("header"),
          footer_pages: links("footer"),
        },
      } satisfies Answer<typeof singlePageResponseSchema>);
    }
  );

  router.get(
    "/faqs",
    async (req, res) => {
      res.json({ data: await loadFaqGroups(db, queryLang(req)) } satisfies Answer<typeof faqGroupsResponseSchema>);
    }
  );

  router.get(
    "/faqs/:id",
    async (req, res) => {
      const { id } = parseInput(idParamsSchema, req.params);
      const [group] = await loadFaqGroups(db, queryLang(req), id);
      if (!group) throw new HttpError(404, `No FAQ group ${id}`);
      res.json({ data: group } satisfies Answer<typeof faqGroupResponseSchema>);
    }
  );

  return router;
}

/** The FAQ groups of a language with their questions, in order (or the one group `onlyId`). */
async function loadFaqGroups(db: ShopDatabase, lang: Lang, onlyId?: number) {
  const groups = await db
    .select({ id: faqGroups.id, title: faqGroupTexts.title })
    .from(faqGroups)
    .innerJoin(faqGroupTexts, and(eq(faqGroupTexts.groupId, faqGroups.id), eq(faqGroupTexts.lang, lang)))
    .where(onlyId === undefined ? undefined : eq(faqGroups.id, onlyId))
    .orderBy(asc(faqGroups.position), asc(faqGroups.id));
  if (groups.length === 0) return [];
  const items = await db
    .select({ id: faqs.id, groupId: faqs.groupId, question: faqTexts.question, answer: faqTexts.answer })
    .from(faqs)
    .innerJoin(faqTexts, and(eq(faqTexts.faqId, faqs.id), eq(faqTexts.lang, lang)))
    .where(inArray(faqs.groupId, groups.map((group) => group.id)))
    .orderBy(asc(faqs.position), asc(faqs.id));
  return groups.map((group) => ({
    ...group,
    items: items.filter((item) => item.groupId === group.id).map(({ groupId: _groupId, ...item }) => item),
  }));
}
