/** Classes the inline code plugin gives (rehypeUnbrokenInlineCode.ts); the site reads them too. */

/** A short name kept on one line (src/css/custom.css), or such a word inside code with spaces. */
export const UNBROKEN_CODE_CLASS = 'code-unbroken';
/** A long name with `<wbr>` children: src/theme/MDXComponents.tsx renders it inline as is. */
export const LONG_CODE_CLASS = 'code-long';
/** Code with spaces whose words are `<span>`s: src/theme/MDXComponents.tsx renders it inline. */
export const PARTS_CODE_CLASS = 'code-parts';
