/**
 * Stands in for HighlightedOnDemand.tsx in the server build: the same functions, with the code
 * block imported statically, so static rendering never waits and never suspends.
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

import Highlighted from './highlighted';

const CodeBlock = Highlighted as ComponentType<Props>;

export function loadedCodeBlock(): ComponentType<Props> | null {
  return CodeBlock;
}

export function codeBlockWhenRequested(): Promise<ComponentType<Props>> {
  return Promise.resolve(CodeBlock);
}
