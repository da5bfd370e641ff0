import { params } from '@nanostores/i18n';
import { defineTexts } from '../lib/i18n/catalog.ts';

// The reference host's own screens (docs/behaviour.md#screens quotes the English): the page's title, the
// dashboard's cards, not found, no access, a screen that failed, the gate's first question.
export const en = {
  console: 'Console',
  titled: params('{title} · Console'),
  loading: 'Loading…',
  backToDashboard: 'Back to the dashboard',
  unexpectedError: 'An unexpected error occurred',
  screenNotLoaded: 'This screen could not be loaded',
  screenProblem: 'This screen ran into a problem',
  consoleUpdated:
    'The console may have been updated, or the connection dropped. Reload the page to get the latest version.',
  reloadPage: 'Reload the page',
  problemRest: params('{message}. The rest of the console still works; try again, or pick another screen.'),
  noAccess: 'You don’t have access to this page',
  goBack: 'Go back',
  notFound: 'Page not found',
  notFoundBefore: 'Nothing in the console lives at',
  notFoundAfter: '. It may have moved, or the link may be mistyped.',
  accountProfile: 'Account Profile',
  goodMorning: 'Good morning',
  goodAfternoon: 'Good afternoon',
  goodEvening: 'Good evening',
  connections: 'Connections',
  connectionsFailed: 'The connections could not be loaded. Reload the page to try again.',
  loadingConnections: 'Loading connections…',
  manageConnections: 'Manage connections on your profile',
  atTheGates: 'At the gates',
  sinceLastVisit: 'Since your last visit',
  loadingChanges: 'Loading changes…',
  changesFailed: 'The changes could not be loaded. Reload the page to try again.',
  nothingChanged: 'Nothing has changed since your last visit.',
  tasksAndSyncs: 'Tasks and syncs',
  nothingRunning: 'Nothing running. Imports, uploads and syncs you start show here.',
  upcomingRodeos: 'Upcoming rodeos',
  scheduledBroadcasts: 'Scheduled broadcasts',
  allRodeos: 'All rodeos',
  allBroadcasts: 'All broadcasts',
  noSuchRodeo: 'There is no such rodeo.',
  gate: 'Gate',
  scan: 'Scan',
  duplicates: 'Duplicates',
  gateOf: params('Gate: {rodeo}'),
  rodeoNumber: params('Rodeo {id}'),
  whichGate: 'Which gate is this device at?',
  gateExample: 'Gate 1',
  useThisGate: 'Use this gate',
};

export const hostTexts = defineTexts('host-app', en, { es: () => import('./texts.es.ts') });
