/**
 * Stands in for `@docusaurus/core/lib/client/renderToHtml.js` (3.10.2) in the server bundle: the
 * same render, with `progressiveChunkSize: Infinity`. React 19 outlines a finished Suspense
 * boundary once the HTML flushed before it passes that size (12.8 KB by default): the boundary's
 * content then comes as a hidden segment at the end of the page, moved into place by an inline
 * script, which our CSP does not allow and which once cost an 860 ms task on the long guide.
 * With no limit every boundary is written in place, as plain HTML between `<!--$-->` and
 * `<!--/$-->`, and the browser hydrates each one as a separate, interruptible piece of work
 * (plugins/sliced-hydration).
 * JavaScript, like the file it replaces (react-dom ships no types for its server build here).
 */
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';

/** @param {import('react').ReactNode} app @returns {Promise<string>} */
export async function renderToHtml(app) {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const { pipe } = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
