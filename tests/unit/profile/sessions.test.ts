import { describe, expect, it } from 'vitest';
import { nextAfter, sessionName } from '../../../lib/profile/sessions.ts';
import { sessionTexts } from '../../../elements/sessions/texts.ts';
import type { SessionInfo } from '../../../lib/protocol/session.ts';

const row = (session_id: number, current = false): SessionInfo => ({
  session_id,
  browser: 'Firefox 133',
  system: 'macOS',
  ip: null,
  signed_in_at: '2026-11-28T06:00:00Z',
  last_used_at: '2026-11-28T06:00:00Z',
  current,
  embed: false,
});

describe('sessionName', () => {
  const t = sessionTexts('en').get();
  it('names the browser on its system, or what is known of it', () => {
    expect(sessionName({ browser: 'Firefox 133', system: 'macOS', embed: false }, t)).toBe(
      'Firefox 133 on macOS',
    );
    expect(sessionName({ browser: 'curl', system: '', embed: false }, t)).toBe('curl');
    expect(sessionName({ browser: '', system: '', embed: false }, t)).toBe('An unknown browser');
    expect(sessionName({ browser: '', system: '', embed: true }, t)).toBe('A panel on another site');
    expect(sessionName({ browser: 'Chrome 131', system: 'Linux', embed: true }, t)).toBe(
      'Chrome 131 on Linux (panel on another site)',
    );
  });
});

describe('sessionName in Spanish', () => {
  it('names the browser and the panel in the view’s language', async () => {
    const { default: es } = await import('../../../elements/sessions/texts.es.ts');
    const t = {
      browserOn: ({ browser, system }: { browser: string; system: string }) =>
        es.browserOn.replace('{browser}', browser).replace('{system}', system),
      unknownBrowser: es.unknownBrowser,
      panelElsewhere: es.panelElsewhere,
      namedPanel: ({ name }: { name: string }) => es.namedPanel.replace('{name}', name),
    };
    expect(sessionName({ browser: 'Firefox 133', system: 'macOS', embed: false }, t)).toBe(
      'Firefox 133 en macOS',
    );
    expect(sessionName({ browser: '', system: '', embed: false }, t)).toBe('Un navegador desconocido');
    expect(sessionName({ browser: 'Chrome 131', system: 'Linux', embed: true }, t)).toBe(
      'Chrome 131 en Linux (panel en otro sitio)',
    );
  });
});

describe('nextAfter', () => {
  const rows = [row(1, true), row(2), row(3), row(4)];
  it('is the next endable session, else the one before, never the current one', () => {
    expect(nextAfter(rows, 2)?.session_id).toBe(3);
    expect(nextAfter(rows, 4)?.session_id).toBe(3);
    expect(nextAfter([row(1, true), row(2)], 2)).toBeUndefined();
    expect(nextAfter(rows, 99)).toBeUndefined();
  });
});
