// What the user's read view needs, apart from its form (user-form.ts), which loads zod with the schemas:
// the profile panel shows the user without them.

export type PhoneSlot = 'primary' | 'secondary';

export const textableDescription = (textable: boolean): string =>
  textable ? 'Can receive texts' : 'Cannot receive texts';
