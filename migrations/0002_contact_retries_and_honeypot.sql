-- A post without an Idempotency-Key that repeats a message stored in the last 10 minutes (the same e-mail
-- and message, normalized) is a retry: it is answered with the first message's id and stores nothing.
-- retry_fingerprint is the SHA-256 of that normalized pair (NULL for messages stored before this column).
ALTER TABLE contact_messages ADD COLUMN retry_fingerprint TEXT;

CREATE INDEX IF NOT EXISTS contact_messages_retry ON contact_messages (retry_fingerprint, created_at);

-- Rate-limit events are stored messages or posts caught by the honeypot. A caught post spends its client's
-- whole allowance for the window, and is recorded at most once per client per window (so a bot's flood
-- costs one write). From here on contact_spam_counts.hits counts those records per day (caught clients,
-- one per client per 10 minutes), not every caught post.
ALTER TABLE contact_rate_events ADD COLUMN kind TEXT NOT NULL DEFAULT 'message' CHECK (kind IN ('message', 'honeypot'));
