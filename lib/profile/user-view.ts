// What the user's read view needs, apart from its form (user-form.ts), which loads zod with the schemas:
// the profile panel shows the user without them.

export type PhoneSlot = 'primary' | 'secondary';

/** The two words for a phone's texting switch, in the view's language (elements/profile-panel/sections-texts.ts). */
export interface TextableTexts {
  canReceiveTexts: string;
  cannotReceiveTexts: string;
}

export const textableDescription = (textable: boolean, t: TextableTexts): string =>
  textable ? t.canReceiveTexts : t.cannotReceiveTexts;
