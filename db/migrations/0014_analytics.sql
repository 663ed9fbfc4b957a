CREATE TABLE "link_visitor_days" (
	"link_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "link_visitor_days_link_id_day_pk" PRIMARY KEY("link_id","day")
);
--> statement-breakpoint
CREATE TABLE "link_visitors" (
	"link_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" bigint NOT NULL,
	CONSTRAINT "link_visitors_link_id_day_visitor_pk" PRIMARY KEY("link_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_analytics" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"record_referrer" boolean DEFAULT true NOT NULL,
	"record_device" boolean DEFAULT true NOT NULL,
	"record_country" boolean DEFAULT true NOT NULL,
	CONSTRAINT "workspace_analytics_time_zone_check" CHECK (length("workspace_analytics"."time_zone") between 1 and 64)
);
--> statement-breakpoint
ALTER TABLE "link_visitor_days" ADD CONSTRAINT "link_visitor_days_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_visitors" ADD CONSTRAINT "link_visitors_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_analytics" ADD CONSTRAINT "workspace_analytics_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;