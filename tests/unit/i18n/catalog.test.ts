import { ISSUE_TEXTS } from '../../../lib/protocol/issue-texts.ts';
import { SCHEMA_MESSAGES } from '../../../lib/protocol/schema-message-texts.ts';
import { DRUIDIA_SERVICES } from '../../../lib/protocol/druidia-ref.ts';
import { ROLES } from '../../../lib/protocol/access.ts';
import { actions, modules } from '../../../lib/format/activity-texts.ts';
import { STRIPE_TEXT_FIELDS } from '../../../lib/connections/stripe.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslationJSON, TranslationsJSON } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';
import { catalogSources } from '../../../lib/i18n/catalog.ts';
import { LOCALES } from '../../../lib/i18n/locales.ts';
import { pseudoTexts } from '../../../lib/i18n/pseudo.ts';
import { englishJSON } from '../../../lib/i18n/translations.ts';
import { ERROR_CODES } from '../../../lib/protocol/error-codes.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const SOURCE_DIRS = ['lib', 'elements', 'host-app'];
const sourceFiles = SOURCE_DIRS.flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.css.ts'))
    .map((file) => join(dir, file)),
);
// texts.ts beside its views, or <name>-texts.ts beside the lib code that says them.
const isCatalogFile = (file: string) => /(^|[/-])texts(\.[\w-]+)?\.ts$/.test(file);

// Every catalog of the kit: each texts.ts registers itself with lib/i18n/catalog.ts as it loads.
await Promise.all(
  sourceFiles.filter((file) => /[/-]texts\.ts$/.test(file)).map((file) => import(join(ROOT, file))),
);
const catalogs = [...catalogSources()];

// The views converted so far (issue 35's pilot): no text of theirs may bypass the catalog.
const CONVERTED = [
  'elements/auth-form/auth-form.tsx',
  'elements/auth-form/passkey-sign-in.tsx',
  'elements/auth-form/second-step-screen.tsx',
  'elements/auth-form/password-change-screen.tsx',
  'elements/auth-form/embed-claim-view.tsx',
  'elements/task-status-bar/task-status-bar.tsx',
  'elements/task-status-bar/task-panel.tsx',
  'elements/task-status-bar/task-rows.tsx',
  'elements/admin-shell/task-indicator.tsx',
  'elements/admin-shell/sidebar.tsx',
  'elements/admin-shell/top-bar.tsx',
  'elements/admin-shell/user-menu.tsx',
  'elements/admin-shell/live-state.tsx',
  'elements/admin-shell/drawer.tsx',
  'elements/admin-shell/admin-shell.tsx',
  'lib/tasks/selectors.ts',
  'elements/profile-panel/language/language-section.tsx',
  'elements/sessions/sessions-section.tsx',
  'elements/profile-panel/security-section.tsx',
  'elements/profile-panel/totp-enrolment.tsx',
  'elements/profile-panel/recovery-codes.tsx',
  'elements/profile-panel/code-field.tsx',
  'elements/profile-panel/step-buttons.tsx',
  'elements/profile-panel/passkeys-section.tsx',
  'elements/profile-panel/passkey-name-dialog.tsx',
  'elements/stripe-connections/stripe-connections-view.tsx',
  'elements/stripe-connections/stripe-row.tsx',
  'elements/stripe-connections/stripe-edit-dialog.tsx',
  'elements/ui/list/pagination.tsx',
  'elements/ui/list/scroll-hint.tsx',
  'elements/ui/list/data-table.tsx',
  'elements/ui/list/card-list.tsx',
  'elements/ui/list/filter-builder.tsx',
  'elements/ui/date-field.tsx',
  'elements/ui/date-grid-dialog.tsx',
  'elements/resource-panel/list/list-head.tsx',
  'elements/resource-panel/list/row-actions.tsx',
  'elements/resource-panel/list/selection-column.tsx',
  'elements/resource-panel/list/saved-views-menu.tsx',
  'elements/resource-panel/list/column-chooser.tsx',
  'elements/resource-panel/list/list-totals.tsx',
  'elements/resource-panel/list/search-box.tsx',
  'elements/resource-panel/trash/trash-view.tsx',
  'elements/resource-panel/trash/trash-button.tsx',
  'elements/resource-panel/dialogs/record-dialog.tsx',
  'elements/resource-panel/dialogs/delete-record.tsx',
  'elements/resource-panel/bulk/bulk-bar.tsx',
  'elements/resource-panel/form/form-view.tsx',
  'elements/resource-panel/form/form-actions.tsx',
  'elements/resource-panel/form/unsaved-prompt.tsx',
  'elements/resource-panel/form/draft-notice.tsx',
  'elements/resource-panel/form/use-form-save.ts',
  'elements/resource-panel/list/cell.tsx',
  'elements/resource-panel/history/record-trail.tsx',
  'elements/resource-panel/history/history-list.tsx',
  'elements/ui/confirm-dialog.tsx',
  'elements/ui/form-dialog.tsx',
  'elements/ui/dialog.tsx',
  'elements/ui/toast-region.tsx',
  'elements/ui/saving-overlay.tsx',
  'host-app/app.tsx',
  'host-app/link.tsx',
  'host-app/screen-boundary.tsx',
  'host-app/signed-in.tsx',
  'host-app/screens/dashboard.tsx',
  'host-app/screens/dashboard/connections-card.tsx',
  'host-app/screens/dashboard/gate-counts-card.tsx',
  'host-app/screens/dashboard/since-last-visit.tsx',
  'host-app/screens/dashboard/tasks-card.tsx',
  'host-app/screens/dashboard/upcoming.tsx',
  'host-app/screens/gate.tsx',
  'host-app/screens/gate/gate-name-form.tsx',
  'host-app/screens/no-access.tsx',
  'host-app/screens/not-found.tsx',
  'host-app/screens/profile.tsx',
  'elements/druidia-connections/druidia-connections-view.tsx',
  'elements/druidia-connections/connect-dialog.tsx',
  'elements/druidia-connections/connection-row.tsx',
  'lib/connections/druidia-store.ts',
  'lib/connections/druidia.ts',
  'lib/connections/service-names.ts',
  'elements/resource-panel/board/board-view.tsx',
  'elements/resource-panel/board/board-card.tsx',
  'elements/resource-panel/calendar/calendar-view.tsx',
  'elements/resource-panel/calendar/month-bar.tsx',
  'elements/resource-panel/calendar/calendar-entry.tsx',
  'elements/resource-panel/calendar/agenda.tsx',
  'elements/resource-panel/calendar/day-number.tsx',
  'elements/resource-panel/reorder/reorder-view.tsx',
  'elements/resource-panel/reorder/reorder-row.tsx',
  'lib/board/board.ts',
  'lib/calendar/move.ts',
  'lib/list/reorder.ts',
  'elements/resource-panel/history/revision-compare.tsx',
  'elements/resource-panel/history/revision-list.tsx',
  'elements/resource-panel/bulk/bulk-set-dialog.tsx',
  'elements/resource-panel/dialogs/secret-dialog.tsx',
  'elements/resource-panel/form/template-preview.tsx',
  'elements/resource-panel/live/live-list-bar.tsx',
  'elements/resource-panel/live/record-live-notice.tsx',
  'elements/ui/conflict-merge.tsx',
  'elements/ui/copy-button.tsx',
  'elements/ui/use-loaded-view.ts',
  'elements/ui/use-stale-merge.tsx',
  'elements/resource-panel/resource-panel.tsx',
  'elements/resource-panel/panel-problem.tsx',
  'lib/toasts/copy-text.ts',
  'lib/format/activity-words.ts',
  'lib/resource-views/area-labels.ts',
  'elements/resource-panel/list/area-name.tsx',
  'elements/resource-panel/list/use-area-names.ts',
  'lib/live/record-notice.ts',
  'lib/list/live-list.ts',
  'elements/resource-panel/media/file-list-view.tsx',
  'elements/resource-panel/media/gallery-browser.tsx',
  'elements/resource-panel/media/gallery-view.tsx',
  'elements/resource-panel/media/image-edit-view.tsx',
  'elements/resource-panel/media/image-field.tsx',
  'elements/resource-panel/media/image-picker-dialog.tsx',
  'elements/resource-panel/media/storage-usage-view.tsx',
  'elements/resource-panel/media/upload-view.tsx',
  'lib/media/upload-queue.ts',
  'lib/media/storage-usage.ts',
  'elements/resource-panel/rich-text/link-dialog.tsx',
  'elements/resource-panel/rich-text/record-preview.tsx',
  'elements/resource-panel/rich-text/rich-text-editor.tsx',
  'elements/resource-panel/rich-text/toolbar.tsx',
  'elements/resource-panel/bulk/bulk-upload-view.tsx',
  'lib/resource-views/bulk-upload.ts',
  'lib/csv/parse-csv.ts',
  'lib/csv/parse-in-worker.ts',
  'elements/profile-panel/editable-section.tsx',
  'elements/profile-panel/user-section.tsx',
  'elements/profile-panel/account-section.tsx',
  'elements/profile-panel/profile-form.tsx',
  'elements/profile-panel/phone-fields.tsx',
  'elements/profile-panel/user-form-view.tsx',
  'elements/profile-panel/account-form-view.tsx',
  'elements/profile-panel/domain-notice.tsx',
  'lib/profile/account-view.ts',
  'lib/profile/user-view.ts',
  'lib/profile/user-form.ts',
  'lib/profile/profile-actions.ts',
  'lib/profile/domain-verification.ts',
  'lib/profile/password-change.ts',
  'elements/auth-form/second-factor-setup-screen.tsx',
  'lib/connections/stripe-store.ts',
  'lib/connections/stripe.ts',
  'lib/session/auth-actions.ts',
  'lib/passkeys/ceremonies.ts',
  'lib/passkeys/second-step.ts',
  'lib/passkeys/sign-in.ts',
  'elements/areas/broadcast/broadcast-report.tsx',
  'elements/areas/capture/capture-dashboard.tsx',
  'elements/areas/capture/use-daily-chart.ts',
  'elements/areas/job/jobs-view.tsx',
  'lib/jobs/follow-jobs.ts',
  'lib/jobs/job-actions.ts',
  'elements/areas/rodeo-sync/sync-view.tsx',
  'lib/rodeo-sync/run-sync.ts',
  'elements/areas/rodeo/gate-counts-view.tsx',
  'elements/areas/rodeo/views.tsx',
  'elements/areas/ticket-order/order-detail.tsx',
  'host-app/screens/gate/scan-panel.tsx',
  'host-app/screens/gate/duplicates-report.tsx',
  'lib/checkin/answer-text.ts',
  'lib/checkin/gate-name.ts',
  'lib/checkin/gate-store.ts',
  'elements/resource-panel/dialogs/held-records-choice.tsx',
];

// The API's error texts are looked up by the code a reply carries (lib/api/error-display.ts): their keys are
// the protocol's codes, each used by the server rather than by a view.
// The roles' names are looked up by their English (lib/protocol/access.ts roleName); a service connection's
// texts by the protocol's service key and the connection's ownership (lib/connections/druidia.ts).
const KEYED_BY_CODE: Record<string, readonly string[]> = {
  'api-errors': ERROR_CODES,
  roles: ROLES,
  'druidia-connections': [...DRUIDIA_SERVICES, 'shared', 'personal', 'other'],
  // An activity entry's action and a module's area by the names the server records (lib/format/activity-words.ts).
  'activity-actions': Object.keys(actions),
  'activity-modules': Object.keys(modules),
  // A value's kind by the schema's name for it (lib/protocol/z.ts kindText).
  validation: Object.keys(ISSUE_TEXTS).filter((key) => key.startsWith('kind')),
  // A schema's own message by its English (lib/protocol/issue-texts.ts said).
  'schema-messages': SCHEMA_MESSAGES,
  // A Stripe form field's label by the field's name (lib/connections/stripe.ts STRIPE_TEXT_FIELDS).
  'stripe-store': STRIPE_TEXT_FIELDS.map(({ name }) => name),
};

const placeholders = (text: string): string[] => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

async function textsIn(locale: (typeof LOCALES)[number], component: string): Promise<TranslationsJSON> {
  const { base, loaders } = catalogSources().get(component)!;
  if (locale === 'en') return englishJSON(base);
  if (locale === 'en-XA' || locale === 'ar-XB') return pseudoTexts(locale, englishJSON(base));
  const loader = loaders[locale];
  return loader ? (await loader()).default : {};
}

function expectSameShape(english: TranslationJSON, other: TranslationJSON | undefined, locale: string) {
  if (typeof english === 'string') {
    expect(typeof other).toBe('string');
    expect(placeholders(other as string)).toEqual(placeholders(english));
    return;
  }
  // A plural text: 'one' and 'other' where the locale has them (count() falls back to 'other' for a form a
  // file leaves out, such as Spanish 'many'), each with the English placeholders.
  expect(typeof other).toBe('object');
  const forms = new Intl.PluralRules(locale.startsWith('es') ? 'es' : 'en').resolvedOptions()
    .pluralCategories;
  const englishPlaceholders = placeholders(Object.values(english)[0] as string);
  for (const form of forms.filter((form) => form === 'one' || form === 'other')) {
    expect(placeholders((other as TranslationsJSON)[form] as string)).toEqual(englishPlaceholders);
  }
}

describe('catalogs (docs/architecture.md, texts and languages)', () => {
  it('finds the catalogs of the kit', () => {
    expect(catalogs.map(([name]) => name).sort()).toEqual(
      expect.arrayContaining(['api-errors', 'auth-form', 'tasks']),
    );
  });

  describe.each(catalogs.map(([name]) => name))('%s', (component) => {
    it.each(LOCALES.filter((locale) => locale !== 'en'))(
      'has every English key in %s, with the same placeholders and plural forms',
      async (locale) => {
        const english = await textsIn('en', component);
        const other = await textsIn(locale, component);
        expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) expectSameShape(text, other[key], locale);
      },
    );

    it('has no key that no view uses', () => {
      const code = sourceFiles
        .filter((file) => !isCatalogFile(file))
        .map((file) => readFileSync(join(ROOT, file), 'utf8'))
        .join('\n');
      const unused = Object.keys(catalogSources().get(component)!.base).filter(
        (key) => !KEYED_BY_CODE[component]?.includes(key) && !new RegExp(`\\.${key}\\b`).test(code),
      );
      expect(unused).toEqual([]);
    });
  });

  it.each(CONVERTED)('%s shows no text that bypasses the catalog', (file) => {
    // Comments are for readers of the code, and quote the English on purpose.
    const code = readFileSync(join(ROOT, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    // Words between tags (not after an arrow's =>), or words in an attribute a person reads.
    const jsxText = [...code.matchAll(/(?<!=)>\s*([A-Za-z][^<>{}]*?)\s*</g)].map(([, text]) => text);
    const attributes = [
      ...code.matchAll(/\b(?:label|help|title|description|placeholder|aria-label)="([^"]*[A-Za-z][^"]*)"/g),
    ].map(([, text]) => text);
    // A sentence in quotes: a capital, then more than one word.
    const quoted = [...code.matchAll(/['`]([A-Z][a-z]*(?: [^'`]+)+)['`]/g)].map(([, text]) => text);
    expect([...jsxText, ...attributes, ...quoted]).toEqual([]);
  });
});
