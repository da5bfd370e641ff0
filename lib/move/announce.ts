/** What a screen reader hears once an item landed: 'Moved “Q” to position 3 of 12.', '... to Monday, ...'. */
export const movedTo = (name: string, where: string): string => `Moved “${name}” to ${where}.`;

/** When a key would take an item past the end of its way. */
export const cannotGoFurther = (name: string): string => `“${name}” cannot go further that way.`;
