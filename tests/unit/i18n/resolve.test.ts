// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { matchLocale } from '../../../lib/i18n/locales.ts';
import { resolveDirection, resolveLocale } from '../../../lib/i18n/resolve.ts';
import { $savedLocale } from '../../../lib/i18n/saved-locale.ts';

// An element inside another element's shadow root, inside a section, inside the document.
function nested() {
  const section = document.createElement('section');
  const host = document.createElement('div');
  section.append(host);
  document.body.append(section);
  const inner = document.createElement('span');
  host.attachShadow({ mode: 'open' }).append(inner);
  return { section, host, inner };
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  $savedLocale.set(undefined);
});

describe('resolveLocale (docs/embedding.md, language and direction)', () => {
  it("takes the element's own lang first", () => {
    const { section, inner } = nested();
    section.lang = 'en';
    inner.lang = 'es';
    expect(resolveLocale(inner, [])).toBe('es');
  });

  it("takes the closest ancestor's lang, crossing the shadow root to its host", () => {
    const { section, host, inner } = nested();
    document.documentElement.lang = 'en';
    section.lang = 'en';
    host.lang = 'es-MX';
    expect(resolveLocale(inner, [])).toBe('es');
  });

  it("takes the document's lang, then the saved choice, then the browser's languages, then English", () => {
    const { inner } = nested();
    document.documentElement.lang = 'es';
    $savedLocale.set('en-XA');
    expect(resolveLocale(inner, ['en'])).toBe('es');
    document.documentElement.removeAttribute('lang');
    expect(resolveLocale(inner, ['en'])).toBe('en-XA');
    $savedLocale.set(undefined);
    expect(resolveLocale(inner, ['fr-FR', 'es-AR', 'en'])).toBe('es');
    expect(resolveLocale(inner, ['fr-FR', 'de'])).toBe('en');
  });

  it('passes over a lang the kit does not ship to the user and browser', () => {
    const { inner } = nested();
    document.documentElement.lang = 'fr';
    expect(resolveLocale(inner, ['es'])).toBe('es');
  });

  it('matches only shipped locales, the pseudo-locales only by their full tag', () => {
    expect(matchLocale('ES')).toBe('es');
    expect(matchLocale('en-GB')).toBe('en');
    expect(matchLocale('ar-XB')).toBe('ar-XB');
    expect(matchLocale('ar')).toBeNull();
    expect(matchLocale('')).toBeNull();
  });
});

describe('resolveDirection', () => {
  it('follows the locale unless the page sets dir (auto counts as unset)', () => {
    const { section, inner } = nested();
    expect(resolveDirection(inner, 'ar-XB')).toBe('rtl');
    expect(resolveDirection(inner, 'es')).toBe('ltr');
    section.dir = 'auto';
    expect(resolveDirection(inner, 'ar-XB')).toBe('rtl');
    document.documentElement.dir = 'ltr';
    section.removeAttribute('dir');
    expect(resolveDirection(inner, 'ar-XB')).toBe('ltr');
    section.dir = 'rtl';
    expect(resolveDirection(inner, 'en')).toBe('rtl');
  });
});
