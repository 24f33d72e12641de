-- Extensions the schema needs; PGlite loads them when the database is opened.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
