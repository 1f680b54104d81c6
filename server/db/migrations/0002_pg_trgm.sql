-- Trigram search (DESIGN.md §8 "Search"): GIN indexes on searchable text columns use pg_trgm.
-- PGlite ships it (loaded as an extension by the embedded store); on PostgreSQL it is in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
