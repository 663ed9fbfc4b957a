CREATE TABLE "click_daily_values" (
	"link_id" integer NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "click_daily_values_link_id_day_dimension_value_pk" PRIMARY KEY("link_id","day","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "click_rollups" DROP CONSTRAINT "click_rollups_link_id_hour_dimension_value_is_bot_pk";--> statement-breakpoint
ALTER TABLE "click_rollups" ADD CONSTRAINT "click_rollups_link_id_dimension_hour_value_is_bot_pk" PRIMARY KEY("link_id","dimension","hour","value","is_bot");--> statement-breakpoint
ALTER TABLE "click_daily_values" ADD CONSTRAINT "click_daily_values_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The clicks already counted, summed per UTC day (humans only: breakdowns leave bots out).
INSERT INTO "click_daily_values" ("link_id", "day", "dimension", "value", "count")
SELECT "link_id", ("hour" AT TIME ZONE 'UTC')::date, "dimension", "value", sum("count")
FROM "click_rollups"
WHERE "dimension" <> 'total' AND NOT "is_bot"
GROUP BY 1, 2, 3, 4;
