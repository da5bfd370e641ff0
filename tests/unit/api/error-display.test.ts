import { describe, expect, it, vi } from 'vitest';
import { ApiError, httpError, missingTokenError, toApiError } from '../../../lib/api/api-error.ts';
import { apiErrorMessage, createApiErrorDisplay } from '../../../lib/api/error-display.ts';
import spanish from '../../../lib/api/texts.es.ts';
import { apiErrorTexts } from '../../../lib/api/texts.ts';

// The Spanish error texts as a page showing Spanish has them: its file loaded into the store.
async function spanishTexts() {
  const store = apiErrorTexts('es');
  store.listen(() => {});
  await vi.waitFor(() => expect(store.get().forbidden).toBe(spanish.forbidden));
  return store.get();
}

describe('the API error message (docs/behaviour.md#messages)', () => {
  it("uses the first error's title, else its detail", () => {
    expect(apiErrorMessage({ errors: [{ title: 'First' }, { title: 'Second' }], message: 'm' })).toBe(
      'First',
    );
    expect(apiErrorMessage({ errors: [{ title: '', detail: 'Only detail' }], message: 'm' })).toBe(
      'Only detail',
    );
    expect(apiErrorMessage(new ApiError('HTTP Error', 'An HTTP error occurred: 500', 500))).toBe(
      'HTTP Error',
    );
  });

  it("falls back to the message, then to 'An unexpected error occurred'", () => {
    expect(apiErrorMessage(new Error('Plain failure'))).toBe('Plain failure');
    expect(apiErrorMessage({ errors: [], message: 'From message' })).toBe('From message');
    expect(apiErrorMessage(undefined)).toBe('An unexpected error occurred');
    expect(apiErrorMessage({})).toBe('An unexpected error occurred');
  });
});

describe('the API error message in the user’s language (docs/protocol.md, errors)', () => {
  it("shows the code's text, filled with its values", async () => {
    const texts = await spanishTexts();
    const tooLong = new ApiError('Bad Request', 'email: Use at most 255 characters', 400, undefined, {
      code: 'too_long',
      params: { field: 'email', max: 255 },
    });
    expect(apiErrorMessage(tooLong, texts)).toBe('email: usa como máximo 255 caracteres');
    expect(apiErrorMessage({ errors: [{ title: 'Forbidden', detail: 'x', code: 'forbidden' }] }, texts)).toBe(
      'No tienes permiso para hacer esto',
    );
  });

  it('says a failure with no packet in words too: an HTTP status, no token, the network', async () => {
    const texts = await spanishTexts();
    expect(apiErrorMessage(httpError(502), texts)).toBe(spanish.bad_gateway);
    expect(apiErrorMessage(httpError(500), texts)).toBe(spanish.server_error);
    expect(apiErrorMessage(missingTokenError(), texts)).toBe(spanish.unauthorized);
    expect(apiErrorMessage(toApiError(new TypeError('Failed to fetch')), texts)).toBe(spanish.unavailable);
    // English keeps its title, as before.
    expect(apiErrorMessage(httpError(502))).toBe('HTTP Error');
  });

  it('falls back to the English detail for a code it does not know, and to the title without one', async () => {
    const texts = await spanishTexts();
    const unknown = new ApiError('Conflict', 'This job is running', 409, undefined, { code: 'job_busy' });
    expect(apiErrorMessage(unknown, texts)).toBe('This job is running');
    expect(apiErrorMessage(new ApiError('Not Found'), texts)).toBe('Not Found');
  });

  it('keeps English as docs/behaviour.md quotes it: the title, whatever the code', () => {
    const coded = new ApiError('Conflict', 'That email address is already in use', 409, undefined, {
      code: 'email_taken',
    });
    expect(apiErrorMessage(coded)).toBe('Conflict');
  });
});

describe('the API error display (docs/behaviour.md#states)', () => {
  const setup = () => {
    let now = 10_000;
    const deps = { showErrorToast: vi.fn(), addErrorTask: vi.fn(), now: () => now };
    return { show: createApiErrorDisplay(deps), deps, advance: (ms: number) => (now += ms) };
  };

  it("shows a red toast and an 'API Error' task", () => {
    const { show, deps } = setup();
    show(new ApiError('Not Found'));
    expect(deps.showErrorToast).toHaveBeenCalledWith('Not Found');
    expect(deps.addErrorTask).toHaveBeenCalledWith('API Error', 'An error occurred with the API request');
  });

  it('adds no second task when the same message repeats within 1 s, but still toasts', () => {
    const { show, deps, advance } = setup();
    show(new ApiError('Not Found'));
    advance(999);
    show(new ApiError('Not Found'));
    expect(deps.showErrorToast).toHaveBeenCalledTimes(2);
    expect(deps.addErrorTask).toHaveBeenCalledTimes(1);
  });

  it('adds a task again after 1 s, or at once for a different message', () => {
    const { show, deps, advance } = setup();
    show(new ApiError('Not Found'));
    show(new ApiError('Forbidden'));
    advance(1000);
    show(new ApiError('Forbidden'));
    expect(deps.addErrorTask).toHaveBeenCalledTimes(3);
  });
});
