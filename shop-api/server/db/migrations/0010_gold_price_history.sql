CREATE TYPE "public"."gold_price_alert_direction" AS ENUM('below', 'above');--> statement-breakpoint
CREATE TABLE "gold_price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"direction" "gold_price_alert_direction" NOT NULL,
	"price" bigint NOT NULL,
	"lang" "lang" DEFAULT 'fa' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_price" bigint
);
--> statement-breakpoint
CREATE TABLE "gold_prices" (
	"set_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"price" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gold_price_alerts" ADD CONSTRAINT "gold_price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gold_price_alerts_open_idx" ON "gold_price_alerts" USING btree ("sent_at","direction","price");--> statement-breakpoint
CREATE INDEX "gold_price_alerts_user_idx" ON "gold_price_alerts" USING btree ("user_id","created_at");