CREATE TABLE "password_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "password_failures_mobile_idx" ON "password_failures" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "password_failures_client_address_idx" ON "password_failures" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_client_address_idx" ON "one_time_codes" USING btree ("client_address","created_at");