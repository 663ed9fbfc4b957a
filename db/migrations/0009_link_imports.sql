CREATE TABLE "link_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"created_by" integer,
	"file_name" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_links" integer
);
--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "import_id" text;--> statement-breakpoint
ALTER TABLE "link_imports" ADD CONSTRAINT "link_imports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_imports" ADD CONSTRAINT "link_imports_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_imports_workspace_id_idx" ON "link_imports" USING btree ("workspace_id","started_at");--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_import_id_link_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."link_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "links_import_id_idx" ON "links" USING btree ("import_id");