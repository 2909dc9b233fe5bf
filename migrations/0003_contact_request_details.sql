-- What a request is about (all optional, validated against the built catalogue, rentals and towns; an
-- unknown id is refused, never stored): the request kind, a vehicle, a preferred date and time of day, and
-- for a rental the fleet, plan, start date and delivery town. request_summary is the one-line description
-- the dealer reads ("Test drive: Evolution D5 Maverick 4 Plus, $9,995"), with the prices of that day.
ALTER TABLE contact_messages ADD COLUMN request TEXT CHECK (request IN ('test-drive', 'quote', 'rental', 'service'));
ALTER TABLE contact_messages ADD COLUMN vehicle_id TEXT;
ALTER TABLE contact_messages ADD COLUMN preferred_date TEXT; -- YYYY-MM-DD, the dealer's calendar
ALTER TABLE contact_messages ADD COLUMN preferred_time TEXT CHECK (preferred_time IN ('morning', 'afternoon'));
ALTER TABLE contact_messages ADD COLUMN rental_fleet TEXT;
ALTER TABLE contact_messages ADD COLUMN rental_plan TEXT; -- a fleet's plan id, or town-<id> for a town rental page's plan
ALTER TABLE contact_messages ADD COLUMN rental_start TEXT; -- YYYY-MM-DD
ALTER TABLE contact_messages ADD COLUMN rental_town TEXT; -- municipality id
ALTER TABLE contact_messages ADD COLUMN request_summary TEXT;

-- A rental request's estimate, computed by the server from the built rentals and towns (never taken from
-- the client), in US dollars: plan price + delivery fee (free within the free radius, else per mile of the
-- straight-line distance from the showroom) + refundable deposit. An estimate, not a quote.
ALTER TABLE contact_messages ADD COLUMN estimate_plan_usd REAL;
ALTER TABLE contact_messages ADD COLUMN estimate_delivery_usd REAL;
ALTER TABLE contact_messages ADD COLUMN estimate_deposit_usd REAL;
ALTER TABLE contact_messages ADD COLUMN estimate_total_usd REAL;
ALTER TABLE contact_messages ADD COLUMN estimate_miles REAL; -- the distance the delivery fee was computed from

-- Where the request came from: the site page the visitor opened the form from, and the UTM parameters of
-- the campaign link the visit landed on (cleaned and cut to length; never a cookie or a third party).
ALTER TABLE contact_messages ADD COLUMN source_page TEXT;
ALTER TABLE contact_messages ADD COLUMN utm_source TEXT;
ALTER TABLE contact_messages ADD COLUMN utm_medium TEXT;
ALTER TABLE contact_messages ADD COLUMN utm_campaign TEXT;
ALTER TABLE contact_messages ADD COLUMN utm_term TEXT;
ALTER TABLE contact_messages ADD COLUMN utm_content TEXT;

-- Delivery of the dealer notification, retried with backoff until a 2xx (notified_at) or the attempt limit:
-- notify_attempts counts attempts started; notify_after is when the next may start (a running attempt
-- holds the message until then, so two retry passes never send it twice); notify_error is the last failure.
ALTER TABLE contact_messages ADD COLUMN notify_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contact_messages ADD COLUMN notify_after TEXT;
ALTER TABLE contact_messages ADD COLUMN notify_error TEXT;

CREATE INDEX IF NOT EXISTS contact_messages_pending ON contact_messages (notified_at, notify_after);
