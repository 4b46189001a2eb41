/**
 * The code block as it comes with the theme, plus the Prism grammars of
 * `themeConfig.prism.additionalLanguages`: the theme registers those in a client module that
 * would put Prism into the main bundle (docusaurus.config.ts swaps that module for
 * noPrismClientModule.ts), so they are registered here, in the code block's own chunk, before
 * any block renders. Runs on the server too.
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export { default } from '@theme-original/CodeBlock';
