/** Class names joined, the ones switched off left out. */
export const classes = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ');
