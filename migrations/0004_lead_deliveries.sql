-- Every stored message goes to several destinations, each delivered on its own through this outbox: the ADF
-- lead to the dealer's CRM (sales requests), the readable e-mail to the sales inbox, the acknowledgement to the
-- customer, and the optional webhook. One row per message per destination, written in the same transaction as
-- the message, so a stored message always has its deliveries and one that fails holds back no other.
--   state       pending: waiting for its next attempt (not before next_at); sending: an attempt holds it until
--               next_at (the claim, longer than the attempt's own time-out); sent: the destination accepted it;
--               failed: given up (refused outright, out of attempts, or too old); unknown: twice no answer in
--               time, so it may have arrived: not tried again, listed for a person to check.
--   attempts    attempts started; unanswered: how many of them ended without an answer (time-out, or a pass
--               that died while sending): the attempt after one is marked a possible repeat.
--   recipient   the address an e-mail goes to (NULL for the webhook, whose address is a secret).
CREATE TABLE IF NOT EXISTS contact_deliveries (
  message_id INTEGER NOT NULL REFERENCES contact_messages (id),
  destination TEXT NOT NULL CHECK (destination IN ('crm', 'sales', 'customer', 'webhook')),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'unknown')),
  attempts INTEGER NOT NULL DEFAULT 0,
  unanswered INTEGER NOT NULL DEFAULT 0,
  next_at TEXT, -- ISO 8601 UTC
  last_error TEXT,
  recipient TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  sent_at TEXT,
  PRIMARY KEY (message_id, destination)
);

CREATE INDEX IF NOT EXISTS contact_deliveries_due ON contact_deliveries (state, next_at);

-- The webhook's delivery so far, carried over from the message's own columns (messages that never had an
-- attempt had no webhook to go to, and get no row).
INSERT INTO contact_deliveries (message_id, destination, state, attempts, next_at, last_error, created_at, updated_at, sent_at)
SELECT id, 'webhook',
  CASE WHEN notified_at IS NOT NULL THEN 'sent' WHEN notify_attempts >= 8 THEN 'failed' ELSE 'pending' END,
  notify_attempts,
  CASE WHEN notified_at IS NULL AND notify_attempts < 8 THEN notify_after END,
  notify_error, created_at, COALESCE(notified_at, notify_after, created_at), notified_at
FROM contact_messages
WHERE notified_at IS NOT NULL OR notify_attempts > 0;

DROP INDEX IF EXISTS contact_messages_pending;
ALTER TABLE contact_messages DROP COLUMN notified_at;
ALTER TABLE contact_messages DROP COLUMN notify_attempts;
ALTER TABLE contact_messages DROP COLUMN notify_after;
ALTER TABLE contact_messages DROP COLUMN notify_error;

-- The cart a request names, as the catalogue described it when the request was stored (what the CRM's lead and
-- the e-mails say, whatever the catalogue says later): its name, model year (when the catalogue has one), make,
-- model, price in US dollars and condition.
ALTER TABLE contact_messages ADD COLUMN vehicle_name TEXT;
ALTER TABLE contact_messages ADD COLUMN vehicle_year INTEGER;
ALTER TABLE contact_messages ADD COLUMN vehicle_make TEXT;
ALTER TABLE contact_messages ADD COLUMN vehicle_model TEXT;
ALTER TABLE contact_messages ADD COLUMN vehicle_price_usd REAL;
ALTER TABLE contact_messages ADD COLUMN vehicle_condition TEXT CHECK (vehicle_condition IN ('new', 'used'));

-- A message stored within 10 minutes of another from the same e-mail address (a visitor who went back and
-- corrected the phone or the cart, say): the id of that earlier message, so every view shows the two together.
ALTER TABLE contact_messages ADD COLUMN follows_id INTEGER REFERENCES contact_messages (id);

-- From here on retry_fingerprint covers every field a visitor typed or chose (names, e-mail, phone, interest,
-- message, request details), not only the e-mail and message: a post without a key that repeats a stored
-- message exactly is still a retry, but one with a corrected phone or cart is a new message (follows_id).
