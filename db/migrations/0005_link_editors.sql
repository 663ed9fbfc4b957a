ALTER TABLE "links" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Until now only an account could make or change its own links (a claimed link counts as its
-- owner's): record that. A link never changed since it was made keeps no editor.
UPDATE "links" SET "created_by" = "owner_id",
  "updated_by" = CASE WHEN "updated_at" > "created_at" THEN "owner_id" END
WHERE "owner_id" IS NOT NULL;
