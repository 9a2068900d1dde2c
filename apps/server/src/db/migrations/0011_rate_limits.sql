CREATE TABLE "rate_limits" (
	"key_hash" "bytea" PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
