/** The text as a regular expression that matches it literally (for build plugins and the browser). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
