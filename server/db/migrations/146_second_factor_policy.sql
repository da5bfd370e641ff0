-- The account's own second-factor policy (docs/security.md "Second-factor policy"): users at or above this
-- level must set up a second factor; NULL leaves only REQUIRE_SECOND_FACTOR_LEVEL. Only level 9 sets it.
ALTER TABLE accounts ADD COLUMN require_second_factor_level smallint
  CHECK (require_second_factor_level BETWEEN 1 AND 9);
