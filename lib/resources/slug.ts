const SLUG_MAX = 200;

/** A URL slug: lowercase ASCII letters and digits joined by single hyphens ('Rodeo Days!' -> 'rodeo-days'). */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
