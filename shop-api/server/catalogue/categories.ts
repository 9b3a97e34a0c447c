import { and, asc, eq } from "drizzle-orm";
import type { Category, Lang } from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { categories, categoryTexts } from "../db/schema";

/** A category of the tree, in one language. */
export interface TreeCategory {
  id: number;
  slug: string;
  parentId: number | null;
  image: string | null;
  robot: string;
  title: string;
  description: string;
  metaDescription: string;
}

/**
 * The whole category tree in a language (a few dozen rows, one query): category pages need a
 * category's ancestors (breadcrumb, full slug) and descendants (their products count too).
 */
export class CategoryTree {
  private readonly bySlug: Map<string, TreeCategory>;
  private readonly byId: Map<number, TreeCategory>;
  private readonly children = new Map<number, TreeCategory[]>();
  private readonly order = new Map<number, number>();

  constructor(rows: TreeCategory[]) {
    this.bySlug = new Map(rows.map((row) => [row.slug, row]));
    this.byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      if (row.parentId === null) continue;
      const siblings = this.children.get(row.parentId) ?? [];
      siblings.push(row);
      this.children.set(row.parentId, siblings);
    }
    // Read top to bottom: each top category (in display order), then its sub-categories.
    for (const top of rows.filter((row) => row.parentId === null)) {
      for (const at of this.subtree(top)) this.order.set(at.id, this.order.size);
    }
  }

  static async load(db: ShopDatabase, lang: Lang): Promise<CategoryTree> {
    const rows = await db
      .select({
        id: categories.id,
        slug: categories.slug,
        parentId: categories.parentId,
        image: categories.image,
        robot: categories.robot,
        title: categoryTexts.title,
        description: categoryTexts.description,
        metaDescription: categoryTexts.metaDescription,
      })
      .from(categories)
      .innerJoin(categoryTexts, and(eq(categoryTexts.categoryId, categories.id), eq(categoryTexts.lang, lang)))
      .orderBy(asc(categories.position), asc(categories.id));
    return new CategoryTree(rows);
  }

  find(slug: string): TreeCategory | undefined {
    return this.bySlug.get(slug);
  }

  byCategoryId(id: number): TreeCategory | undefined {
    return this.byId.get(id);
  }

  /** A category's place when the tree is read top to bottom. */
  orderOf(category: TreeCategory): number {
    return this.order.get(category.id) ?? Number.MAX_SAFE_INTEGER;
  }

  childrenOf(category: TreeCategory): TreeCategory[] {
    return this.children.get(category.id) ?? [];
  }

  /** The category and everything under it. */
  subtree(category: TreeCategory): TreeCategory[] {
    return [category, ...this.childrenOf(category).flatMap((child) => this.subtree(child))];
  }

  /** From the top category down to this one. */
  path(category: TreeCategory): TreeCategory[] {
    const chain: TreeCategory[] = [];
    for (let at: TreeCategory | undefined = category; at; at = at.parentId === null ? undefined : this.byId.get(at.parentId)) {
      chain.unshift(at);
      if (chain.length > 10) break; // a cycle in hand-edited data must not hang the server
    }
    return chain;
  }

  top(category: TreeCategory): TreeCategory {
    return this.path(category)[0] ?? category;
  }

  fullSlug(category: TreeCategory): string {
    return this.path(category)
      .map((at) => at.slug)
      .join("/");
  }

  breadcrumb(category: TreeCategory): { title: string; slug: string }[] {
    return this.path(category).map((at) => ({ title: at.title, slug: at.slug }));
  }

  /** The category as its page shows it (docs/shop/03-entities.md §3.5). */
  json(category: TreeCategory): Category {
    const parent = category.parentId === null ? undefined : this.byId.get(category.parentId);
    return {
      id: category.id,
      title: category.title,
      slug: category.slug,
      full_slug: this.fullSlug(category),
      description: category.description === "" ? null : category.description,
      meta_description: category.metaDescription,
      image: category.image,
      parent_slug: parent?.slug ?? null,
      slug_with_cat: category.slug,
      canonical: `/${category.slug}`,
      robot: category.robot,
    };
  }
}
