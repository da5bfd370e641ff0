// Access levels of docs/behaviour.md#levels. Levels 1, 2, 4 and 8 are not named by the spec.
export const ACCESS = {
  any: 0,
  signedIn: 1,
  user: 3,
  groupAdmin: 5,
  circuitAdmin: 6,
  admin: 7,
  superAdmin: 9,
} as const;

export const MIN_ACCESS = 0;
export const MAX_ACCESS = 9;

export type AccessLevel = number;

export const hasAccess = (access: number | undefined, required: number): boolean => (access ?? 0) >= required;

/** docs/behaviour.md#levels's names of the levels; a level between two named ones takes the lower name. */
const ROLE_NAMES: readonly [number, string][] = [
  [ACCESS.superAdmin, 'Super admin'],
  [ACCESS.admin, 'Admin'],
  [ACCESS.circuitAdmin, 'Circuit admin'],
  [ACCESS.groupAdmin, 'Group admin'],
  [ACCESS.user, 'User'],
  [ACCESS.any, 'Authenticated user'],
];

/** The roles' names in English, which a catalog of roles is keyed by (elements/ui/texts.ts). */
export const ROLES = ROLE_NAMES.map(([, name]) => name);

/** A level's role; `names` gives the roles in the user's language by their English (elements/ui/texts.ts). */
export const roleName = (access: number, names?: Readonly<Record<string, unknown>>): string => {
  const english = ROLE_NAMES.find(([level]) => access >= level)?.[1] ?? 'Authenticated user';
  const named = names?.[english];
  return typeof named === 'string' ? named : english;
};
