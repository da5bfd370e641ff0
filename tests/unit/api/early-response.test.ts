import { describe, expect, it } from 'vitest';
import {
  adoptEarlyResponses,
  EARLY_REQUESTS,
  earlyAnswersIn,
  takeEarlyResponse,
  type EarlyRequest,
} from '../../../lib/api/early-response.ts';
import { buildRequest } from '../../../lib/api/request.ts';
import { contact } from '../../../lib/resources/contact.ts';

const list = contact.commands.list!;
const query = { page: 1, limit: 25, sort: 'last_name', order: 'asc' };

// What the page's script leaves: the request as the client builds it, its response on its way.
const sentEarly = (input: unknown, token: string, body = 'early'): EarlyRequest => {
  const { url, init } = buildRequest('', list, input, token);
  return {
    url,
    init: init as EarlyRequest['init'],
    response: Promise.resolve(new Response(body)),
  };
};

describe('takeEarlyResponse', () => {
  it('hands the response of exactly the same request to the client, once', async () => {
    const early = [sentEarly(query, 'tok-1')];
    const { url, init } = buildRequest('', list, query, 'tok-1');
    const response = takeEarlyResponse(url, { ...init, signal: null }, early, 50);
    expect(await (await response!).text()).toBe('early');
    expect(takeEarlyResponse(url, init, early, 60)).toBeUndefined();
  });

  it('leaves another body, token, address or a late call to fetch as usual', () => {
    const early = [sentEarly(query, 'tok-1')];
    const other = (input: unknown, token: string, command = list) => buildRequest('', command, input, token);
    const page2 = other({ ...query, page: 2 }, 'tok-1');
    expect(takeEarlyResponse(page2.url, page2.init, early, 50)).toBeUndefined();
    const rotated = other(query, 'tok-2');
    expect(takeEarlyResponse(rotated.url, rotated.init, early, 50)).toBeUndefined();
    const sponsors = other(query, 'tok-1', { ...list, module: 'sponsor' });
    expect(takeEarlyResponse(sponsors.url, sponsors.init, early, 50)).toBeUndefined();
    const same = other(query, 'tok-1');
    expect(takeEarlyResponse(same.url, same.init, early, 60_000)).toBeUndefined();
    // Still there for the first call that is the same request.
    expect(takeEarlyResponse(same.url, same.init, early, 50)).toBeDefined();
  });

  it('takes nothing when the page sent nothing', () => {
    const { url, init } = buildRequest('', list, query, 'tok-1');
    expect(takeEarlyResponse(url, init, undefined, 50)).toBeUndefined();
  });
});

describe('adoptEarlyResponses', () => {
  it('lets the page’s fetch answer the early request from its response and fetch anything else', async () => {
    const fetched: string[] = [];
    const page = {
      fetch: async (input: RequestInfo | URL, _init?: RequestInit) => {
        fetched.push(String(input));
        return new Response('fetched');
      },
      [EARLY_REQUESTS]: [sentEarly(query, 'tok-1')],
    };
    adoptEarlyResponses(page);
    const { url, init } = buildRequest('', list, query, 'tok-1');
    const page2 = buildRequest('', list, { ...query, page: 2 }, 'tok-1');
    expect(await (await page.fetch(url, init)).text()).toBe('early');
    expect(await (await page.fetch(page2.url, page2.init)).text()).toBe('fetched');
    expect(await (await page.fetch(url, init)).text()).toBe('fetched');
    expect(fetched).toEqual([page2.url, url]);
  });

  it('leaves fetch alone on a page that sent nothing', () => {
    const page = { fetch: globalThis.fetch };
    adoptEarlyResponses(page);
    expect(page.fetch).toBe(globalThis.fetch);
  });

  it('tells when every early request has its answer in, and not on a page that sent none', async () => {
    let answer!: (response: Response) => void;
    const late: EarlyRequest = {
      ...sentEarly(query, 'tok-1'),
      response: new Promise((resolve) => (answer = resolve)),
    };
    const page = { fetch: globalThis.fetch, [EARLY_REQUESTS]: [sentEarly(query, 'tok-2'), late] };
    adoptEarlyResponses(page);
    await Promise.resolve();
    expect(earlyAnswersIn()).toBe(false);
    answer(new Response('late'));
    await late.response;
    await Promise.resolve();
    expect(earlyAnswersIn()).toBe(true);
    adoptEarlyResponses({ fetch: globalThis.fetch });
    expect(earlyAnswersIn()).toBe(false);
  });
});
