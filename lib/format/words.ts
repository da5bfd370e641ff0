/** A machine name as words in a sentence's case: 'failed_sign_in' as 'Failed sign in' (docs/behaviour.md#messages). */
export const machineWords = (name: string): string => {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An enum's values as a select's choices: the stored value, shown in words ('in_progress' as 'In progress'). */
export const valueChoices = (values: readonly string[] = []): { value: string; label: string }[] =>
  values.map((value) => ({ value, label: machineWords(value) }));
