-- The console areas of docs/behaviour.md#areas. Columns are the fields of lib/resources/<name>.ts by name; every table
-- has <name>_id, account_id, created_at, updated_at and created_by. Image refs (hero_image, avatar, logo)
-- carry no foreign key: the image table comes later, and the server checks every ref's account anyway.
CREATE TABLE contacts (
  contact_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone text,
  phone_label text,
  phone_textable boolean NOT NULL DEFAULT false,
  company text,
  city text,
  state text,
  tags text[] NOT NULL DEFAULT '{}',
  opted_in boolean NOT NULL DEFAULT false,
  source text,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
-- A re-upload updates a contact instead of duplicating it: one contact per email in an account.
CREATE UNIQUE INDEX contacts_account_email ON contacts (account_id, lower(email));
CREATE INDEX contacts_account_last_name ON contacts (account_id, last_name, contact_id);
CREATE INDEX contacts_account_state_last_name ON contacts (account_id, state, last_name, contact_id);

CREATE TABLE authors (
  author_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  name text NOT NULL,
  email text,
  bio text,
  avatar integer,
  website text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX authors_account ON authors (account_id, name);

CREATE TABLE articles (
  article_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  title text NOT NULL,
  slug text NOT NULL,
  summary text,
  body text,
  author integer REFERENCES authors (author_id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
  published_at timestamptz,
  hero_image integer,
  tags text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX articles_account_slug ON articles (account_id, slug);

CREATE TABLE sponsors (
  sponsor_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  name text NOT NULL,
  website text,
  logo integer,
  tier text CHECK (tier IN ('title', 'gold', 'silver', 'bronze', 'partner')),
  contact_name text,
  contact_email text,
  active boolean NOT NULL DEFAULT true,
  starts_on date,
  ends_on date CHECK (ends_on >= starts_on),
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX sponsors_account_name ON sponsors (account_id, lower(name));

CREATE TABLE helpbot_faqs (
  helpbot_faq_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  question text NOT NULL,
  answer text NOT NULL,
  category text,
  tags text[] NOT NULL DEFAULT '{}',
  sort integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX helpbot_faqs_account_question ON helpbot_faqs (account_id, lower(question));
CREATE INDEX helpbot_faqs_account_sort ON helpbot_faqs (account_id, sort, helpbot_faq_id);

CREATE TABLE message_prompts (
  message_prompt_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  name text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'chat')),
  subject text,
  body text NOT NULL,
  description text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX message_prompts_account ON message_prompts (account_id, name);

CREATE TABLE vendors (
  vendor_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  name text NOT NULL,
  contact_name text,
  email text,
  phone text,
  website text,
  category text,
  active boolean NOT NULL DEFAULT true,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX vendors_account ON vendors (account_id, name);
