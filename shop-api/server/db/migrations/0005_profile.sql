ALTER TYPE "public"."order_status" ADD VALUE 'returned';--> statement-breakpoint
CREATE TABLE "post_likes" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "karat" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gram" numeric(7, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "wages_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "none_gold" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "none_gold_wages" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "profit_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_comments_user_idx" ON "product_comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_likes_user_idx" ON "product_likes" USING btree ("user_id","created_at");--> statement-breakpoint
-- Hand-written: an account made before has its name's two parts (the first word, and the rest), and
-- an open gateway session began when its order was placed.
UPDATE "users" SET "first_name" = split_part(btrim("name"), ' ', 1), "last_name" = nullif(btrim(substr(btrim("name"), length(split_part(btrim("name"), ' ', 1)) + 1)), '') WHERE nullif(btrim("name"), '') IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "payment_started_at" = "created_at" WHERE "gateway_token_hash" IS NOT NULL;
