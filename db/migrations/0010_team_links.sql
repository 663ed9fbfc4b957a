CREATE TABLE "agents" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"department" text,
	"weight" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"hours" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_weight_check" CHECK ("agents"."weight" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "link_agents" (
	"link_id" integer NOT NULL,
	"agent_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "link_agents_link_id_agent_id_pk" PRIMARY KEY("link_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "links" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "rotation" text;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "fallback_agent_id" text;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "qr_ref" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_agents" ADD CONSTRAINT "link_agents_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_agents" ADD CONSTRAINT "link_agents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_workspace_id_idx" ON "agents" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "link_agents_agent_id_idx" ON "link_agents" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "message_templates_workspace_id_idx" ON "message_templates" USING btree ("workspace_id","name");--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_fallback_agent_id_agents_id_fk" FOREIGN KEY ("fallback_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_destination_check" CHECK (("links"."phone" is null) <> ("links"."rotation" is null));--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_rotation_check" CHECK ("links"."rotation" in ('round_robin', 'weighted', 'sticky'));