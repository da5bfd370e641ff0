/** {{name}}, with optional spaces inside the braces. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** Sample values for the placeholders a rodeo network's messages use; any other name shows as [name]. */
export const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  first_name: 'Casey',
  last_name: 'Rivera',
  email: 'casey.rivera@example.com',
  phone: '(307) 555-0142',
  company: 'Rivera Ranch',
  city: 'Cheyenne',
  state: 'WY',
  rodeo_name: 'Frontier Days Rodeo',
  event_date: 'Jul 24, 2026',
  venue: 'Frontier Park Arena',
  ticket_url: 'https://tickets.example.com/frontier-days',
  sponsor_name: 'Prairie Feed & Supply',
  account_name: 'Demo Rodeo Network',
};

/** The placeholder names a text uses, each once, in order of first use. */
export const placeholderNames = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!)),
];

/** The text as a recipient would read it, each placeholder filled with its sample value. */
export const fillPlaceholders = (
  text: string,
  values: Readonly<Record<string, string>> = SAMPLE_VALUES,
): string =>
  text.replace(PLACEHOLDER, (_match, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : `[${name}]`,
  );
