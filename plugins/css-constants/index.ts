/**
 * Docusaurus plugin: a PostCSS step on every stylesheet of the site (CSS modules and custom.css)
 * that writes in the values of src/config/cssConstants.ts (see ./resolve.ts). Infima and the
 * theme keep their own 996 px; constants.test.ts holds ours to theirs.
 */
import type { Plugin } from '@docusaurus/types';

import { CSS_CONSTANTS, type CssConstants } from '../../src/config/cssConstants';
import { resolveEnv, resolveMediaParams } from './resolve';

interface AtRuleLike {
  params: string;
}
interface DeclarationLike {
  value: string;
}

export function cssConstantsPostCss(constants: CssConstants = CSS_CONSTANTS) {
  return {
    postcssPlugin: 'magistral-css-constants',
    AtRule: {
      media(atRule: AtRuleLike) {
        if (atRule.params.includes('--'))
          atRule.params = resolveMediaParams(atRule.params, constants);
      },
    },
    Declaration(declaration: DeclarationLike) {
      if (declaration.value.includes('env(')) {
        declaration.value = resolveEnv(declaration.value, constants);
      }
    },
  };
}

export default function cssConstants(): Plugin {
  return {
    name: 'magistral-css-constants',
    configurePostCss(options) {
      options.plugins.unshift(cssConstantsPostCss());
      // The site has no PostCSS config file: everything is here. Without `config: false`,
      // postcss-loader 7 (its utils.js loadConfig) looks for one for every stylesheet, in 27
      // places per folder up to `/`, through a new cosmiconfig explorer each time (no cache):
      // about 0.8 s of the 66-page build's main thread went to those failed file opens.
      options.config = false;
      return options;
    },
  };
}
