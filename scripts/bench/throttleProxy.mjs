// A slow phone network between the browser and a local server, per connection, as a TCP proxy.
//
// DevTools throttling (what `bench:start` uses by default, and Lighthouse's `devtools` method)
// adds the preset's request latency, 562.5 ms on slow 4G (150 ms round trip × 3.75, the cost of
// a new connection's handshakes), to every request, also to one sent on a connection that is
// already open. So it overcharges a page for requests made later, on open connections. Lighthouse
// itself recommends packet-level throttling for accuracy; this machine's kernel has no `netem`,
// hence this proxy, one level up: it delays and meters the bytes of each TCP connection.
//
// The model, per proxy (one per origin), with links shared between proxies as a phone's radio is:
//  - a new connection's first bytes leave one round trip after it opened (the TCP handshake; the
//    local server speaks plain HTTP, so there is no TLS round trip);
//  - every byte crosses a link of the given bandwidth, shared by all connections in that
//    direction (first come, first served), then half a round trip of propagation;
//  - the server's bytes on a connection follow TCP slow start: an initial window of 10 segments,
//    doubled every round trip, and back to it after the connection was idle for more than
//    `idleResetMs` (Linux's slow start after idle).
// Not modelled: loss, HTTP/2 (the local server speaks HTTP/1.1, so Chromium opens up to six
// connections per origin, each with its handshake), the slow start of uploads (requests are small).
import net from 'node:net';

/** 10 segments of 1 460 bytes (RFC 6928), as Linux sends. */
export const INITIAL_WINDOW_BYTES = 14_600;

/**
 * One direction of the phone's radio: bytes leave one after another at `kbps` (1 Kbit = 1 024
 * bits, as Lighthouse's presets count).
 * @param {number} kbps
 */
export function createLink(kbps) {
  return { bytesPerMs: (kbps * 1024) / 8 / 1000, freeAt: 0 };
}

/**
 * Puts `bytes` on the link no earlier than `earliest`; returns when the last of them has left.
 * @param {{ bytesPerMs: number, freeAt: number }} link @param {number} bytes @param {number} earliest
 */
export function transmit(link, bytes, earliest) {
  const start = Math.max(earliest, link.freeAt);
  link.freeAt = start + bytes / link.bytesPerMs;
  return link.freeAt;
}

/**
 * Slow start of one connection's sending side: splits `bytes` that are ready at `now` into the
 * rounds they may leave in. Returns [{ bytes, earliest }] and updates the state.
 * @param {{ window: number, roundStart: number, sentInRound: number, lastSent: number }} state
 * @param {number} bytes @param {number} now @param {{ rttMs: number, idleResetMs: number }} options
 */
export function slowStartRounds(state, bytes, now, { rttMs, idleResetMs }) {
  if (now - state.lastSent > idleResetMs) {
    state.window = INITIAL_WINDOW_BYTES;
    state.roundStart = now;
    state.sentInRound = 0;
  }
  const parts = [];
  let left = bytes;
  while (left > 0) {
    if (state.sentInRound >= state.window) {
      state.roundStart = Math.max(now, state.roundStart + rttMs);
      state.window *= 2;
      state.sentInRound = 0;
    }
    const part = Math.min(left, state.window - state.sentInRound);
    parts.push({ bytes: part, earliest: Math.max(now, state.roundStart) });
    state.sentInRound += part;
    left -= part;
  }
  state.lastSent = now;
  return parts;
}

/**
 * Writes chunks to a socket at given times, in order.
 * @param {import('node:net').Socket} socket
 */
function deliverer(socket) {
  /** @type {{ at: number, data: Buffer }[]} */
  const queue = [];
  let timer = null;
  let lastAt = 0;
  let ending = false;
  const flush = () => {
    timer = null;
    const now = performance.now();
    while (queue.length > 0 && queue[0].at <= now + 1) {
      const next = queue.shift();
      if (!socket.destroyed) socket.write(next.data);
    }
    if (queue.length > 0) timer = setTimeout(flush, queue[0].at - now);
    else if (ending) socket.end();
  };
  return {
    /** @param {Buffer} data @param {number} at */
    push(data, at) {
      lastAt = Math.max(lastAt, at);
      queue.push({ at: lastAt, data });
      if (!timer) timer = setTimeout(flush, Math.max(0, lastAt - performance.now()));
    },
    /** Ends the socket once everything queued is written. */
    end() {
      ending = true;
      if (queue.length === 0) socket.end();
    },
    stop() {
      if (timer) clearTimeout(timer);
      queue.length = 0;
    },
  };
}

/**
 * Listens on `port` (127.0.0.1; 0: any free port) and forwards every connection to `target` through the links.
 * @param {{ port: number, target: { host: string, port: number }, rttMs: number,
 *   down: ReturnType<typeof createLink>, up: ReturnType<typeof createLink>, idleResetMs?: number }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export function startThrottleProxy({ port, target, rttMs, down, up, idleResetMs }) {
  const options = { rttMs, idleResetMs: idleResetMs ?? 2 * rttMs };
  const sockets = new Set();
  const server = net.createServer((client) => {
    const opened = performance.now();
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const toServer = deliverer(upstream);
    const toClient = deliverer(client);
    const sending = {
      window: INITIAL_WINDOW_BYTES,
      roundStart: 0,
      sentInRound: 0,
      lastSent: -Infinity,
    };
    client.on('data', (data) => {
      // The request leaves after the handshake, then crosses the uplink and half a round trip.
      const now = performance.now();
      const left = transmit(up, data.length, Math.max(now, opened + rttMs));
      toServer.push(data, left + rttMs / 2);
    });
    upstream.on('data', (data) => {
      const now = performance.now();
      let offset = 0;
      for (const part of slowStartRounds(sending, data.length, now, options)) {
        const left = transmit(down, part.bytes, part.earliest);
        toClient.push(data.subarray(offset, offset + part.bytes), left + rttMs / 2);
        offset += part.bytes;
      }
    });
    // Destroyed sockets leave `sockets` by their 'close' below.
    const stop = () => {
      toServer.stop();
      toClient.stop();
      client.destroy();
      upstream.destroy();
    };
    client.on('end', () => toServer.end());
    upstream.on('end', () => toClient.end());
    client.on('error', stop);
    upstream.on('error', stop);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}
