import { USER_INFO } from '../unit/session/user-info.ts';

// A stand-in for the API inside the page: the kit's client calls globalThis.fetch per request, so a test
// swaps it for one that answers per 'module/command' and records what was sent.

export interface SentRequest {
  name: string;
  method: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; payload?: unknown; title?: string; detail?: string };

const packet = ({ status = 200, payload, title, detail }: Answer) =>
  new Response(
    JSON.stringify(
      title ? { error: true, errors: [{ title, detail, status }] } : { error: false, errors: [], payload },
    ),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

export function stubApi(answers: Record<string, Answer | ((request: SentRequest) => Answer)>) {
  const sent: SentRequest[] = [];
  globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input), location.href);
    const name = `${url.searchParams.get('module')}/${url.searchParams.get('command')}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { name, method: init.method ?? 'GET', query: url.searchParams, body };
    sent.push(request);
    const answer = answers[name];
    if (!answer) return packet({ status: 404, title: 'Not Found', detail: name });
    return packet(typeof answer === 'function' ? answer(request) : answer);
  };
  return sent;
}

/** The signed-in user of these tests, as user/read returns it. */
// Its domain is verified (docs/security.md); tests/e2e/security.spec.ts shows the notice of an unverified one.
export const USER = { ...USER_INFO, domain: 'acme.test', domain_verified: 1 };

/** Signs the page in before the kit loads: the session store reads the 'auth' record at start. */
export const storeSession = (access = 5) =>
  localStorage.setItem(
    'auth',
    JSON.stringify({ token: 'test-token', access, id: 12, userInfo: { ...USER, access } }),
  );

export const listOf = (list: unknown[]) => ({
  payload: { list, count: list.length, limit: 100, page: 1, sort: 'created_at', order: 'desc' },
});

/** The toast texts the page shows right now (whichever element owns them). */
export const toastTexts = (): string[] =>
  [...document.querySelectorAll('*')]
    .flatMap((element) => [...(element.shadowRoot?.querySelectorAll('[part~="toast"]') ?? [])])
    .map((toast) => toast.textContent?.trim() ?? '');
