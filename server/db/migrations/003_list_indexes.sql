-- The console filters service connections by service and sorts them newest first; without this index
-- the list's count reads every row of a large account (bench: 100,000 rows, 35-50 ms per count on PGlite).
CREATE INDEX druidia_connections_account_service ON druidia_connections (account_id, service, created_at);
