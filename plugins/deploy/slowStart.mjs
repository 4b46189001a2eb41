// TCP slow start as the precompression step models it (precompress.mjs chooses a page's brotli
// quality by the round trips its answer takes). Apart from precompress.mjs so that the nginx
// tests can import it: Playwright's CommonJS transform of a test cannot load precompress.mjs.

/**
 * The initial window: 10 segments (RFC 6928, Linux's default) of 1 448 bytes (an Ethernet MSS of
 * 1 460 less TCP timestamps). A model: the TLS handshake before the answer may have grown it.
 */
export const INITIAL_WINDOW_BYTES = 10 * 1448;

/**
 * What comes before a page's body in its rounds: nginx's status line and headers, 3.1 KB as
 * HTTP/1.1 text with the production CSP (2.6 KB of it: Metrika's hosts, four times), fewer as
 * HTTP/2's coded headers; TLS and HTTP/2 framing. tests/nginx/serving.spec.ts holds this above
 * what the nginx tests' server sends.
 */
export const PAGE_ANSWER_OVERHEAD_BYTES = 3300;

/**
 * Round trips of slow start that an answer of `bytes` takes (0 for none).
 * @param {number} bytes
 */
export function slowStartRounds(bytes) {
  let rounds = 0;
  let sent = 0;
  for (let window = INITIAL_WINDOW_BYTES; sent < bytes; window *= 2) {
    sent += window;
    rounds += 1;
  }
  return rounds;
}

/**
 * Round trips of slow start that a page's answer takes: its body of `bodyBytes` and what comes
 * before it (PAGE_ANSWER_OVERHEAD_BYTES).
 * @param {number} bodyBytes
 */
export const pageAnswerRounds = (bodyBytes) =>
  slowStartRounds(bodyBytes + PAGE_ANSWER_OVERHEAD_BYTES);
