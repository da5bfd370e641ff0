/** A machine name as words in a sentence's case: 'failed_sign_in' as 'Failed sign in' (docs/behaviour.md#messages). */
export const machineWords = (name: string): string => {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
