ALTER TABLE "links" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_import_key_unique" UNIQUE("import_key");