// Type OIDs whose default JavaScript form differs between the drivers: both are normalised so that rows
// look the same on PGlite and PostgreSQL (and serialise to JSON without surprises).
export const INT8 = 20;
export const TIMESTAMP = 1114;
export const TIMESTAMPTZ = 1184;

export const parseInt8 = (value: string): number => Number(value);
export const parseTimestamp = (value: string): string =>
  new Date(/[zZ]|[+-]\d\d(:?\d\d)?$/.test(value) ? value : `${value}Z`).toISOString();
