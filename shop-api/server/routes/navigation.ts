import { and, asc, eq, inArray } from "drizzle-orm";
import { Router } from "express";
import { z } from "zod";
import {
  pageLocationSchema,
  type FooterList,
  type Lang,
  type MenuItem,
  type SinglePageLink,
} from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { footerLists, footerRows, menuItems, menuKindEnum, singlePages, type MenuKind } from "../db/schema";
import { HttpError } from "../http/errors";
import { parseInput, queryLang } from "../http/input";

const footerListParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const singlePageListQuerySchema = z.object({ location: pageLocationSchema });

/** Header menu, category tree, footer lists and single-page lists: what the shell of every page shows. */
export function navigationRoutes(db: ShopDatabase): Router {
  const router = Router();

  // `GET /menu` (header navigation) and `GET /original-menu` (category tree): each at its own name.
  for (const menu of menuKindEnum.enumValues) {
    router.get(
      `/${menu}`,
      async (req, res) => {
        res.json({ data: await loadMenu(db, queryLang(req), menu) });
      },
    );
  }

  router.get(
    "/footer-lists",
    async (req, res) => {
      res.json({ data: await loadFooterLists(db, queryLang(req)) });
    },
  );

  router.get(
    "/footer-lists/:id",
    async (req, res) => {
      const { id } = parseInput(footerListParamsSchema, req.params);
      const [list] = await loadFooterLists(db, queryLang(req), id);
      if (!list) throw new HttpError(404, `No footer list ${id}`);
      res.json({ data: list });
    },
  );

  router.get(
    "/single-page-list",
    async (req, res) => {
      const { location } = parseInput(singlePageListQuerySchema, req.query);
      const data: SinglePageLink[] = await db
        .select({ id: singlePages.id, slug: singlePages.slug, title: singlePages.title })
        .from(singlePages)
        .where(and(eq(singlePages.lang, queryLang(req)), eq(singlePages.location, location)))
        .orderBy(asc(singlePages.position), asc(singlePages.id));
      res.json({ data });
    },
  );

  return router;
}

async function loadMenu(db: ShopDatabase, lang: Lang, menu: MenuKind): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.lang, lang), eq(menuItems.menu, menu)))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  return buildTree(rows);
}

/** Nests rows under their parents; rows arrive in display order, so children keep it. */
function buildTree(rows: (typeof menuItems.$inferSelect)[]): MenuItem[] {
  const items = new Map<number, MenuItem>(
    rows.map((row) => [row.id, { id: row.id, title: row.title, slug: row.slug, children: [] }]),
  );
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id);
    const parent = row.parentId === null ? undefined : items.get(row.parentId);
    if (item) (parent ? parent.children : roots).push(item);
  }
  return roots;
}

/** Every footer list of a language with its rows, or the one list `onlyId` (when it is in that language). */
async function loadFooterLists(db: ShopDatabase, lang: Lang, onlyId?: number): Promise<FooterList[]> {
  const lists = await db
    .select({ id: footerLists.id, title: footerLists.title })
    .from(footerLists)
    .where(and(eq(footerLists.lang, lang), onlyId === undefined ? undefined : eq(footerLists.id, onlyId)))
    .orderBy(asc(footerLists.position), asc(footerLists.id));
  if (lists.length === 0) return [];
  const rows = await db
    .select({ listId: footerRows.listId, title: footerRows.title, url: footerRows.url })
    .from(footerRows)
    .where(inArray(footerRows.listId, lists.map((list) => list.id)))
    .orderBy(asc(footerRows.position), asc(footerRows.id));
  return lists.map((list) => ({
    ...list,
    rows: rows.filter((row) => row.listId === list.id).map(({ title, url }) => ({ title, url })),
  }));
}
