-- "Rental" is a choice of its own under "I'm interested in" (before, rental requests were stored as sales).
-- SQLite cannot change a CHECK constraint, so contact_messages is rebuilt with every column and row as they
-- are, the new interest allowed. Dropping a table whose rows another table refers to breaks a foreign key
-- (D1 always enforces them), so the outbox (contact_deliveries, which refers to the messages) is set aside
-- first and rebuilt after, unchanged, and so is each message's reference to the one it follows (follows_id),
-- which the rebuilt table takes only once it has the name the reference names. The old table's rows refer to
-- each other as they go: the check of those references waits for the end of the migration.
PRAGMA defer_foreign_keys = true;
CREATE TABLE contact_follows_kept AS SELECT id, follows_id FROM contact_messages WHERE follows_id IS NOT NULL;
CREATE TABLE contact_deliveries_kept AS SELECT * FROM contact_deliveries;
DROP TABLE contact_deliveries;

CREATE TABLE contact_messages_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  interest TEXT NOT NULL CHECK (interest IN ('sales', 'rental', 'service', 'parts', 'general')),
  message TEXT NOT NULL,
  idempotency_key TEXT UNIQUE,
  request_hash TEXT NOT NULL,
  retry_fingerprint TEXT,
  request TEXT CHECK (request IN ('test-drive', 'quote', 'rental', 'service')),
  vehicle_id TEXT,
  preferred_date TEXT,
  preferred_time TEXT CHECK (preferred_time IN ('morning', 'afternoon')),
  rental_fleet TEXT,
  rental_plan TEXT,
  rental_start TEXT,
  rental_town TEXT,
  request_summary TEXT,
  estimate_plan_usd REAL,
  estimate_delivery_usd REAL,
  estimate_deposit_usd REAL,
  estimate_total_usd REAL,
  estimate_miles REAL,
  source_page TEXT,
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  utm_term TEXT,
  utm_content TEXT,
  vehicle_name TEXT,
  vehicle_year INTEGER,
  vehicle_make TEXT,
  vehicle_model TEXT,
  vehicle_price_usd REAL,
  vehicle_condition TEXT CHECK (vehicle_condition IN ('new', 'used')),
  follows_id INTEGER REFERENCES contact_messages (id)
);

INSERT INTO contact_messages_rebuilt (
  id, created_at, first_name, last_name, email, phone, interest, message, idempotency_key, request_hash,
  retry_fingerprint, request, vehicle_id, preferred_date, preferred_time, rental_fleet, rental_plan, rental_start,
  rental_town, request_summary, estimate_plan_usd, estimate_delivery_usd, estimate_deposit_usd, estimate_total_usd,
  estimate_miles, source_page, utm_source, utm_medium, utm_campaign, utm_term, utm_content, vehicle_name,
  vehicle_year, vehicle_make, vehicle_model, vehicle_price_usd, vehicle_condition, follows_id
)
SELECT
  id, created_at, first_name, last_name, email, phone, interest, message, idempotency_key, request_hash,
  retry_fingerprint, request, vehicle_id, preferred_date, preferred_time, rental_fleet, rental_plan, rental_start,
  rental_town, request_summary, estimate_plan_usd, estimate_delivery_usd, estimate_deposit_usd, estimate_total_usd,
  estimate_miles, source_page, utm_source, utm_medium, utm_campaign, utm_term, utm_content, vehicle_name,
  vehicle_year, vehicle_make, vehicle_model, vehicle_price_usd, vehicle_condition, NULL
FROM contact_messages;

-- Ids are never reused (AUTOINCREMENT): the rebuilt table carries on from the last id ever given.
DELETE FROM sqlite_sequence WHERE name = 'contact_messages_rebuilt';
INSERT INTO sqlite_sequence (name, seq) SELECT 'contact_messages_rebuilt', seq FROM sqlite_sequence WHERE name = 'contact_messages';

DROP TABLE contact_messages;
ALTER TABLE contact_messages_rebuilt RENAME TO contact_messages;
UPDATE contact_messages SET follows_id = (SELECT k.follows_id FROM contact_follows_kept k WHERE k.id = contact_messages.id)
WHERE id IN (SELECT id FROM contact_follows_kept);
DROP TABLE contact_follows_kept;

CREATE INDEX IF NOT EXISTS contact_messages_created_at ON contact_messages (created_at);
CREATE INDEX IF NOT EXISTS contact_messages_retry ON contact_messages (retry_fingerprint, created_at);

CREATE TABLE contact_deliveries (
  message_id INTEGER NOT NULL REFERENCES contact_messages (id),
  destination TEXT NOT NULL CHECK (destination IN ('crm', 'sales', 'customer', 'webhook')),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'unknown')),
  attempts INTEGER NOT NULL DEFAULT 0,
  unanswered INTEGER NOT NULL DEFAULT 0,
  next_at TEXT,
  last_error TEXT,
  recipient TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  sent_at TEXT,
  PRIMARY KEY (message_id, destination)
);
INSERT INTO contact_deliveries SELECT * FROM contact_deliveries_kept;
DROP TABLE contact_deliveries_kept;
CREATE INDEX IF NOT EXISTS contact_deliveries_due ON contact_deliveries (state, next_at);
