import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

import { codeBlockTrigger } from './loadTrigger';

type CodeBlock = ComponentType<Props>;

let loaded: CodeBlock | null = null;
let loading: Promise<CodeBlock> | null = null;

/**
 * The browser's access to the stock code block, which lives in its own chunk. The server build
 * gets serverCodeBlock.ts in place of this module (docusaurus.config.ts), with the same two
 * functions over a static import, so the HTML always carries highlighted code.
 */
export function loadedCodeBlock(): CodeBlock | null {
  return loaded;
}

/** Fetches the chunk once the trigger fires; every block shares the one load. */
export function codeBlockWhenRequested(): Promise<CodeBlock> {
  loading ??= codeBlockTrigger.requested
    .then(() => import('./highlighted') as Promise<{ default: CodeBlock }>)
    .then((module) => {
      loaded = module.default;
      return loaded;
    });
  return loading;
}
