CREATE TYPE "public"."device" AS ENUM('desktop', 'mobile');--> statement-breakpoint
CREATE TYPE "public"."layout_section_kind" AS ENUM('list', 'amazing-products', 'vip-category');--> statement-breakpoint
CREATE TYPE "public"."list_source" AS ENUM('items', 'bestselling', 'latest-posts');--> statement-breakpoint
CREATE TYPE "public"."list_type" AS ENUM('banner', 'slider', 'category', 'brand', 'video', 'product', 'blog');--> statement-breakpoint
CREATE TYPE "public"."variety_option" AS ENUM('size', 'length', 'colour');--> statement-breakpoint
CREATE TABLE "brand_texts" (
	"brand_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brand_texts_brand_id_lang_pk" PRIMARY KEY("brand_id","lang")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"logo" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"image" text,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "category_texts" (
	"category_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"meta_description" text NOT NULL,
	CONSTRAINT "category_texts_category_id_lang_pk" PRIMARY KEY("category_id","lang")
);
--> statement-breakpoint
CREATE TABLE "layout_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" "lang" NOT NULL,
	"page" text NOT NULL,
	"device" "device" NOT NULL,
	"position" integer NOT NULL,
	"kind" "layout_section_kind" NOT NULL,
	"list_key" text,
	"title" text
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"slide_id" integer,
	"category_id" integer,
	"brand_id" integer,
	"video_id" integer,
	"post_id" integer,
	"product_id" integer,
	CONSTRAINT "list_items_one_target" CHECK (num_nonnulls("list_items"."slide_id", "list_items"."category_id", "list_items"."brand_id", "list_items"."video_id", "list_items"."post_id", "list_items"."product_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "list_texts" (
	"list_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"title" text,
	CONSTRAINT "list_texts_list_id_lang_pk" PRIMARY KEY("list_id","lang")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" "list_type" NOT NULL,
	"source" "list_source" DEFAULT 'items' NOT NULL,
	"size" integer
);
--> statement-breakpoint
CREATE TABLE "media_artworks" (
	"path" text PRIMARY KEY NOT NULL,
	"recipe" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_texts" (
	"post_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "post_texts_post_id_lang_pk" PRIMARY KEY("post_id","lang")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"is_news" boolean DEFAULT false NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_images_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	CONSTRAINT "product_texts_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
CREATE TABLE "product_varieties" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"option" "variety_option",
	"value" text,
	"gram" numeric(7, 3) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_varieties_position_unique" UNIQUE("product_id","position"),
	CONSTRAINT "product_varieties_stock_not_negative" CHECK ("product_varieties"."stock" >= 0),
	CONSTRAINT "product_varieties_gram_positive" CHECK ("product_varieties"."gram" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"karat" integer DEFAULT 18 NOT NULL,
	"gram" numeric(7, 3) NOT NULL,
	"wages_percent" numeric(5, 2) NOT NULL,
	"none_gold" bigint DEFAULT 0 NOT NULL,
	"none_gold_wages" bigint DEFAULT 0 NOT NULL,
	"max_cart_add" integer DEFAULT 1 NOT NULL,
	"discount_percent" integer,
	"rating" numeric(3, 2) DEFAULT 4 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_gram_positive" CHECK ("products"."gram" > 0),
	CONSTRAINT "products_max_cart_add_positive" CHECK ("products"."max_cart_add" >= 1),
	CONSTRAINT "products_discount_range" CHECK ("products"."discount_percent" BETWEEN 1 AND 99),
	CONSTRAINT "products_rating_range" CHECK ("products"."rating" BETWEEN 0 AND 5),
	CONSTRAINT "products_money_not_negative" CHECK ("products"."none_gold" >= 0 AND "products"."none_gold_wages" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slide_texts" (
	"slide_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"alt" text NOT NULL,
	"title" text,
	"subtitle" text,
	CONSTRAINT "slide_texts_slide_id_lang_pk" PRIMARY KEY("slide_id","lang")
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"image_mobile" text,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_texts" (
	"video_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "video_texts_video_id_lang_pk" PRIMARY KEY("video_id","lang")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"poster" text NOT NULL,
	"video_url" text NOT NULL,
	"duration_seconds" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_texts" ADD CONSTRAINT "brand_texts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_texts" ADD CONSTRAINT "category_texts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_texts" ADD CONSTRAINT "list_texts_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_texts" ADD CONSTRAINT "post_texts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_varieties" ADD CONSTRAINT "product_varieties_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_texts" ADD CONSTRAINT "slide_texts_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_texts" ADD CONSTRAINT "video_texts_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "layout_sections_page_idx" ON "layout_sections" USING btree ("lang","page","device");--> statement-breakpoint
CREATE INDEX "list_items_list_idx" ON "list_items" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales_count");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");