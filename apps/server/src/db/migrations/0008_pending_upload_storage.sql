-- An upload's bytes are a multipart upload of the storage driver, begun on its first chunk; the chunks
-- received are recorded here (index -> the driver's receipt), where every server instance sees them.
ALTER TABLE "pending_uploads" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD COLUMN "storage_upload_id" text;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD COLUMN "parts" jsonb DEFAULT '{}'::jsonb NOT NULL;