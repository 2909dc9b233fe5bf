-- The dealer's desk. Every change of a cart's stock status or a lead's status is one D1 batch: the new state
-- (applied only if the version it was made from is still the current one) and its history line (written
-- only if the state was). A failed or refused change writes nothing.

-- A cart's live state, one row per cart the desk has changed (a cart without one is as the build says).
-- vehicle_id is a catalogue id (the desk refuses ids the deployment's catalogue does not have). version is
-- 1 for the first change and grows by one with each: a change names the version it was made from.
CREATE TABLE IF NOT EXISTS vehicle_stock (
  vehicle_id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('available', 'on-hold', 'sold')),
  hold_until TEXT, -- YYYY-MM-DD, the last day of a hold (the dealer's calendar); only when on hold
  note TEXT, -- why, who the hold is for
  version INTEGER NOT NULL CHECK (version >= 1),
  changed_by TEXT NOT NULL, -- the staff e-mail of the Access sign-in
  changed_at TEXT NOT NULL, -- ISO 8601 UTC
  CHECK ((status = 'on-hold') = (hold_until IS NOT NULL))
);

-- A lead's status (a contact message without a row is new), versioned as above. message_id is a
-- contact_messages id; the desk's writes insert only for a message that exists. No FOREIGN KEY: D1 enforces
-- them, and a later migration that rebuilds contact_messages (SQLite's way to change a column) could not drop it.
CREATE TABLE IF NOT EXISTS lead_states (
  message_id INTEGER PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('new', 'contacted', 'won', 'lost')),
  version INTEGER NOT NULL CHECK (version >= 1),
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS lead_states_status ON lead_states (status);

-- Who changed what and when, for stock and leads; never updated or deleted by the desk.
CREATE TABLE IF NOT EXISTS desk_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL, -- ISO 8601 UTC
  actor TEXT NOT NULL, -- the staff e-mail
  subject TEXT NOT NULL CHECK (subject IN ('vehicle', 'lead')),
  subject_id TEXT NOT NULL, -- the vehicle id, or the lead's message id
  from_status TEXT, -- the status before the change (a cart's as the build or the desk had it; a lead's new)
  to_status TEXT NOT NULL,
  hold_until TEXT,
  note TEXT
);

CREATE INDEX IF NOT EXISTS desk_history_subject ON desk_history (subject, subject_id, id);
