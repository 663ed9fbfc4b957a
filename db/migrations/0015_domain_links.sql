ALTER TABLE "domains" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_workspace_default_unique" ON "domains" USING btree ("workspace_id") WHERE "domains"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "domains_id_workspace_unique" ON "domains" USING btree ("id","workspace_id");--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_domain_workspace_fk" FOREIGN KEY ("domain_id","workspace_id") REFERENCES "public"."domains"("id","workspace_id") ON DELETE cascade ON UPDATE no action;
