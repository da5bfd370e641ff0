// Words a person writes in capitals wherever they stand in a sentence (docs/behaviour.md#messages).
const ACRONYMS: Readonly<Record<string, string>> = {
  api: 'API',
  csv: 'CSV',
  faq: 'FAQ',
  id: 'ID',
  ip: 'IP',
  qr: 'QR',
  sms: 'SMS',
  url: 'URL',
};

/**
 * A machine name as words in a sentence's case: 'failed_sign_in' as 'Failed sign in', 'sms' as 'SMS'
 * (docs/behaviour.md#messages).
 */
export const machineWords = (name: string): string => {
  const words = name
    .split(/[_-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An enum's values as a select's choices: the stored value, shown in words ('in_progress' as 'In progress'). */
export const valueChoices = (
  values: readonly string[] = [],
  labels?: Readonly<Record<string, string>>,
): { value: string; label: string }[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? machineWords(value) }));
