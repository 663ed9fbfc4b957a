CREATE TABLE "domains" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verification_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_error" text,
	"proof_missing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_status_check" CHECK ("domains"."status" in ('pending', 'verified', 'failing')),
	CONSTRAINT "domains_name_check" CHECK ("domains"."name" = lower("domains"."name") and length("domains"."name") between 4 and 253)
);
--> statement-breakpoint
ALTER TABLE "links" DROP CONSTRAINT "links_code_key_unique";--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "domain_id" text;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_workspace_name_unique" ON "domains" USING btree ("workspace_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_verified_name_unique" ON "domains" USING btree ("name") WHERE "domains"."status" = 'verified';--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "links_code_key_unique" ON "links" USING btree ("code_key") WHERE "links"."domain_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "links_domain_code_key_unique" ON "links" USING btree ("domain_id","code_key") WHERE "links"."domain_id" is not null;