/**
 * The message prompts each broadcast channel can send (docs/jobs.md): an email needs an email prompt (it
 * has the subject); a text message an SMS prompt; a push notification any short text, SMS or chat.
 */
const PROMPTS_FOR: Record<string, readonly string[]> = {
  email: ['email'],
  sms: ['sms'],
  push: ['sms', 'chat'],
};

// Channels as a sentence names them, in its middle.
const WORDS: Record<string, string> = { email: 'email', sms: 'SMS', push: 'push', chat: 'chat' };
const word = (channel: string) => WORDS[channel] ?? channel;

/**
 * Why a prompt of `promptChannel` cannot go out on a broadcast of `channel`, or null when it can (or when
 * either is not chosen yet). The form shows it beside the prompts it does not offer; the server refuses a
 * scheduled broadcast with it.
 */
export function promptMismatch(channel: unknown, promptChannel: unknown): string | null {
  if (typeof channel !== 'string' || typeof promptChannel !== 'string') return null;
  const fits = PROMPTS_FOR[channel];
  if (!fits || fits.includes(promptChannel)) return null;
  return `This prompt is for ${word(promptChannel)}: ${word(channel)} broadcasts need ${fits.map(word).join(' or ')} prompts`;
}

/** Every sentence promptMismatch can answer: each channel with each prompt it does not take. */
export const PROMPT_MISMATCHES: readonly string[] = Object.keys(PROMPTS_FOR).flatMap((channel) =>
  [...new Set(Object.values(PROMPTS_FOR).flat())].flatMap((prompt) => promptMismatch(channel, prompt) ?? []),
);
