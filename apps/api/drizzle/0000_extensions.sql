-- Geography (ARCHITECTURE §6): earthdistance needs cube; pg_trgm serves typo-tolerant search.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
