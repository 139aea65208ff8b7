ALTER TABLE "delivery_messages" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "delivery_messages" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "delivery_messages" ADD COLUMN "image_height" integer;