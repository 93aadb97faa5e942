-- drizzle-kit cannot write CREATE EXTENSION: trigram search (pg_trgm) and the rental no-overlap
-- exclusion constraint (btree_gist) need these on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
