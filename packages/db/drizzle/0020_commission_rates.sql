CREATE TABLE "commission_rates" (
	"category" text PRIMARY KEY NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "commission_rates_percent_check" CHECK ("commission_rates"."percent" >= 0 AND "commission_rates"."percent" <= 50)
);
--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;