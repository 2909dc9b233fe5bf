-- Contact form messages. A message is stored before the visitor is told it was received; each
-- accepted POST /api/contact writes exactly one row.
CREATE TABLE IF NOT EXISTS contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL, -- ISO 8601 UTC, e.g. 2026-11-22T14:03:07.512Z
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  interest TEXT NOT NULL CHECK (interest IN ('sales', 'service', 'parts', 'general')),
  message TEXT NOT NULL,
  -- The form's Idempotency-Key: UNIQUE, so two concurrent requests with one key cannot both insert
  -- (NULL when a client sent none; SQLite allows many NULLs in a UNIQUE column).
  idempotency_key TEXT UNIQUE,
  -- SHA-256 of the validated fields: a repeat with the same key but another message is refused.
  request_hash TEXT NOT NULL,
  -- When the optional webhook notification was delivered (NULL: not configured, pending or failed).
  notified_at TEXT
);

CREATE INDEX IF NOT EXISTS contact_messages_created_at ON contact_messages (created_at);

-- Sliding-window rate limit per client: one row per stored message, kept only for the window (rows
-- older than 10 minutes are deleted as new ones arrive). client_key is a SHA-256 of the client address,
-- never the address itself.
CREATE TABLE IF NOT EXISTS contact_rate_events (
  client_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS contact_rate_events_client ON contact_rate_events (client_key, created_at);
CREATE INDEX IF NOT EXISTS contact_rate_events_created_at ON contact_rate_events (created_at);

-- Posts caught by the honeypot field: counted per day (nothing of them is stored).
CREATE TABLE IF NOT EXISTS contact_spam_counts (
  day TEXT PRIMARY KEY, -- YYYY-MM-DD (UTC)
  hits INTEGER NOT NULL DEFAULT 0
);
