import { commandName, type Command, type RequestOf, type ResponseOf } from '../protocol/command.ts';
import { hasSchemas, type CommandRef } from '../protocol/command-ref.ts';
import type { ApiError as PacketError, Packet } from '../protocol/packet.ts';
import { isPacket } from '../protocol/packet-check.ts';
import {
  ApiError,
  httpError,
  missingTokenError,
  toApiError,
  TOKEN_EXPIRED,
  UNKNOWN_API_ERROR,
  WARNING_TITLE,
} from './api-error.ts';
import { buildRequest } from './request.ts';

// The explanations of a page set up wrong load only when one is needed (lib/api/setup-explain.ts).
const setupExplain = () => import('./setup-explain.ts');

export interface ApiClientDeps {
  fetch: typeof fetch;
  apiBase: () => string;
  siteToken: () => string | undefined;
  userToken: () => string | undefined | Promise<string | undefined>;
  /** A packet carried a token: it replaces the session token (and access, when the payload has one). */
  onToken: (token: string, access: number | undefined) => void;
  onTokenExpired: () => void;
  /**
   * The user token `expired` was refused as expired: resolves true once a new session has taken its place
   * (an embed session claims a new secret), and the call is then sent once more instead of failing.
   */
  renewSession?: (expired: string) => Promise<boolean> | undefined;
  onWarning?: (warning: ApiError) => void;
  /** Called with every thrown error unless the caller handles its own display (`report: false`). */
  onError?: (error: ApiError) => void;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** false: the caller shows the failure itself (the sign-in form, say), so no generic toast. */
  report?: boolean;
  /** Send the input as multipart form data (uploads) instead of JSON. */
  multipart?: boolean;
  /** The bearer of an `auth: 'secret'` command (an embed client secret), instead of the session's token. */
  credential?: string;
}

/** A command with its schemas is checked both ways in the browser; a ref (command-ref.ts) by the server alone. */
export type CallCommand = <C extends Command>(
  command: C | CommandRef<C>,
  input: RequestOf<C>,
  options?: CallOptions,
) => Promise<ResponseOf<C>>;

export interface ApiClient {
  callCommand: CallCommand;
  /** The checked, authenticated fetch of a command, for replies that are not one packet (NDJSON). */
  send: (command: Command | CommandRef, input: unknown, options?: CallOptions) => Promise<Response>;
}

const issuesText = (issues: readonly { path: PropertyKey[]; message: string }[]): string =>
  issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');

const packetFailure = (error: PacketError | undefined, status: number): ApiError =>
  new ApiError(
    error?.title || UNKNOWN_API_ERROR,
    error?.detail,
    error?.status ?? status,
    error?.current as Record<string, unknown> | undefined,
    { code: error?.code, params: error?.params },
  );

const isExpired = (packet: Packet | undefined): boolean =>
  packet?.errors.some((error) => error.title === TOKEN_EXPIRED) ?? false;

const payloadAccess = (payload: unknown): number | undefined => {
  const access = (payload as { access?: unknown } | null | undefined)?.access;
  return typeof access === 'number' ? access : undefined;
};

export function createApiClient(deps: ApiClientDeps): ApiClient {
  // Nothing is sent when the input fails the request schema or no token is at hand.
  async function authorized(
    command: Command | CommandRef,
    input: unknown,
    options: CallOptions,
  ): Promise<{ response: Response; token: string }> {
    const request = hasSchemas(command) ? command.request.safeParse(input) : undefined;
    if (request && !request.success) {
      throw new Error(`Invalid request for ${commandName(command)}: ${issuesText(request.error.issues)}`);
    }
    const bySite = !options.credential && command.auth === 'site';
    const token = options.credential ?? (bySite ? deps.siteToken() : await deps.userToken());
    if (!token) throw bySite ? (await setupExplain()).missingSiteToken() : missingTokenError();
    const { url, init } = buildRequest(deps.apiBase(), command, input, token, options.multipart);
    try {
      return { response: await deps.fetch(url, { ...init, signal: options.signal ?? null }), token };
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw (await (await setupExplain()).explainFailedFetch(deps.fetch, url)) ?? error;
    }
  }

  const send = async (
    command: Command | CommandRef,
    input: unknown,
    options: CallOptions = {},
  ): Promise<Response> => (await authorized(command, input, options)).response;

  // Only a session token is ever refused as expired, and before any handler runs: sending again repeats nothing.
  async function exchange(command: Command | CommandRef, input: unknown, options: CallOptions) {
    const { response, token } = await authorized(command, input, options);
    const packet = await readPacket(response);
    if (!isExpired(packet) || !(await deps.renewSession?.(token))) return { response, packet };
    const again = (await authorized(command, input, options)).response;
    return { response: again, packet: await readPacket(again) };
  }

  async function readPacket(response: Response): Promise<Packet | undefined> {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      if (response.ok) throw new Error(`The API replied with something other than JSON (${response.status})`);
      return undefined;
    }
    if (isPacket(body)) return body;
    if (response.ok)
      throw new Error(`The API replied with something other than a packet (${response.status})`);
    return undefined;
  }

  // docs/behaviour.md#messages, in order: a packet error with a payload is a warning, without one it is thrown; a failed HTTP
  // status without an error list is an HTTP error.
  function payloadOf(packet: Packet | undefined, response: Response): unknown {
    if (isExpired(packet)) deps.onTokenExpired();
    if (packet?.error) {
      if (packet.payload === undefined || packet.payload === null)
        throw packetFailure(packet.errors[0], response.status);
      const first = packet.errors[0];
      deps.onWarning?.(new ApiError(first?.title || WARNING_TITLE, first?.detail, first?.status));
      return packet.payload;
    }
    if (!response.ok) {
      if (packet && packet.errors.length > 0) throw packetFailure(packet.errors[0], response.status);
      throw httpError(response.status);
    }
    return packet?.payload;
  }

  const callCommand: CallCommand = async <C extends Command>(
    command: C | CommandRef<C>,
    input: RequestOf<C>,
    options: CallOptions = {},
  ): Promise<ResponseOf<C>> => {
    try {
      const { response, packet } = await exchange(command, input, options);
      // Only a site-token call (login, registration) answers about the caller; a user read by an admin
      // carries someone else's access, which must not become the session's.
      if (packet?.token) {
        deps.onToken(packet.token, command.auth === 'site' ? payloadAccess(packet.payload) : undefined);
      }
      const payload = payloadOf(packet, response);
      if (!hasSchemas(command)) return payload as ResponseOf<C>;
      const parsed = command.response.safeParse(payload);
      if (!parsed.success) {
        throw new Error(`Invalid response from ${commandName(command)}: ${issuesText(parsed.error.issues)}`);
      }
      return parsed.data as ResponseOf<C>;
    } catch (error) {
      const apiError = toApiError(error);
      if (options.report !== false) deps.onError?.(apiError);
      throw apiError;
    }
  };

  return { callCommand, send };
}
