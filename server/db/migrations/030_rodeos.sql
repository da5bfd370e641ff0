-- Issue 10, event side: rodeos, their contestants, ticket orders and the runs of Sync Rodeo Data.
-- Columns are the fields of lib/resources/{rodeo,contestant,ticket-order,rodeo-sync}.ts by name.
CREATE TABLE rodeos (
  rodeo_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  name text NOT NULL,
  starts_on date NOT NULL,
  ends_on date CHECK (ends_on >= starts_on),
  venue text,
  city text,
  state text,
  circuit text,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'scheduled', 'live', 'completed', 'cancelled')),
  ticket_url text,
  description text,
  hero_image integer,
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
-- The sync upserts by external_id: one rodeo per feed id in an account.
CREATE UNIQUE INDEX rodeos_account_external ON rodeos (account_id, external_id);
CREATE INDEX rodeos_account_starts ON rodeos (account_id, starts_on, rodeo_id);

CREATE TABLE contestants (
  contestant_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  rodeo integer NOT NULL REFERENCES rodeos (rodeo_id) ON DELETE CASCADE,
  name text NOT NULL,
  hometown text,
  event text CHECK (event IN ('bareback', 'steer wrestling', 'team roping', 'saddle bronc',
    'tie-down roping', 'barrel racing', 'bull riding')),
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX contestants_account_external ON contestants (account_id, external_id);
CREATE INDEX contestants_account_rodeo_name ON contestants (account_id, rodeo, name, contestant_id);

CREATE TABLE ticket_orders (
  ticket_order_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  order_number text NOT NULL,
  rodeo integer REFERENCES rodeos (rodeo_id) ON DELETE SET NULL,
  buyer_name text,
  buyer_email text,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  amount integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
  currency text NOT NULL DEFAULT 'USD',
  status text NOT NULL DEFAULT 'paid' CHECK (status IN ('paid', 'refunded', 'cancelled')),
  stripe_payment_id text,
  ordered_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX ticket_orders_account_number ON ticket_orders (account_id, order_number);
CREATE INDEX ticket_orders_account_ordered ON ticket_orders (account_id, ordered_at, ticket_order_id);

CREATE TABLE rodeo_syncs (
  rodeo_sync_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'failed')),
  source text,
  started_at timestamptz,
  finished_at timestamptz,
  total integer NOT NULL DEFAULT 0,
  created integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  unchanged integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  errors text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
-- Two runs at once for one account are refused: at most one running run per account, kept by the database.
CREATE UNIQUE INDEX rodeo_syncs_one_running ON rodeo_syncs (account_id) WHERE status = 'running';
CREATE INDEX rodeo_syncs_account_started ON rodeo_syncs (account_id, started_at, rodeo_sync_id);
