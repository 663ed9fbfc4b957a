ALTER TABLE "links" DROP CONSTRAINT "links_owner_id_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "links_owner_id_idx";--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Links move from their account to that account's personal workspace (docs/decisions/0133).
-- An account made by a build that did not yet make one at sign-up gets its workspace first,
-- so no owned link is left without a home.
INSERT INTO "workspaces" ("id", "name", "personal_account_id")
SELECT 'ws_' || substr(md5(random()::text || clock_timestamp()::text || a."id"::text), 1, 16), 'Personal', a."id"
FROM "accounts" a
WHERE NOT EXISTS (SELECT 1 FROM "workspaces" w WHERE w."personal_account_id" = a."id");--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "account_id", "role")
SELECT w."id", w."personal_account_id", 'owner' FROM "workspaces" w
WHERE w."personal_account_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "links" l SET "workspace_id" = w."id"
FROM "workspaces" w
WHERE w."personal_account_id" = l."owner_id";--> statement-breakpoint
CREATE INDEX "links_workspace_id_idx" ON "links" USING btree ("workspace_id","id");--> statement-breakpoint
ALTER TABLE "links" DROP COLUMN "owner_id";
