import { languageOf } from '../http/page-language.ts';
import { bodyLimit } from 'hono/body-limit';
import { invalidRequestPage } from './page.ts';

/** The simulator's forms carry a few hundred bytes (a state, a session, a name and an email). */
export const SIM_FORM_MAX_BYTES = 4096;

/** Every simulator form post: nothing bigger is read, let alone buffered, announced or streamed. */
export const simFormCap = bodyLimit({
  maxSize: SIM_FORM_MAX_BYTES,
  onError: (c) => c.html(invalidRequestPage(languageOf(c)), 413),
});
