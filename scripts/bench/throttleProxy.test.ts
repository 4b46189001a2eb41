import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  INITIAL_WINDOW_BYTES,
  createLink,
  slowStartRounds,
  startThrottleProxy,
  transmit,
} from './throttleProxy.mjs';

const RTT = 60;
const ANSWER_BYTES = 100_000;

describe('the slow network of bench:start --network=proxy', () => {
  it('sends bytes one after another at the link bandwidth', () => {
    const link = createLink(8); // 8 Kbit/s = 1 024 bytes per second
    expect(transmit(link, 1024, 0)).toBeCloseTo(1000);
    // Ready earlier, but the link is busy until 1 000 ms.
    expect(transmit(link, 512, 200)).toBeCloseTo(1500);
    // Ready after the link went idle.
    expect(transmit(link, 1024, 3000)).toBeCloseTo(4000);
  });

  it('lets a connection send 10 segments, then twice as much every round trip', () => {
    const state = { window: INITIAL_WINDOW_BYTES, roundStart: 0, sentInRound: 0, lastSent: 0 };
    const parts = slowStartRounds(state, 50_000, 0, { rttMs: 150, idleResetMs: 300 });
    expect(parts).toEqual([
      { bytes: 14_600, earliest: 0 },
      { bytes: 29_200, earliest: 150 },
      { bytes: 6_200, earliest: 300 },
    ]);
    // More bytes soon after: the third round (58 400 bytes) goes on.
    expect(slowStartRounds(state, 1_000, 310, { rttMs: 150, idleResetMs: 300 })).toEqual([
      { bytes: 1_000, earliest: 310 },
    ]);
    // After an idle spell longer than idleResetMs: the initial window again.
    const later = slowStartRounds(state, 20_000, 2_000, { rttMs: 150, idleResetMs: 300 });
    expect(later).toEqual([
      { bytes: 14_600, earliest: 2_000 },
      { bytes: 5_400, earliest: 2_150 },
    ]);
  });

  describe('between a client and a real local server', () => {
    let server: http.Server;
    let proxy: Awaited<ReturnType<typeof startThrottleProxy>>;
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.end(Buffer.alloc(request.url === '/big' ? ANSWER_BYTES : 10, 120));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      proxy = await startThrottleProxy({
        port: 0,
        target: { host: '127.0.0.1', port },
        rttMs: RTT,
        // Fast enough that the round trips, not the bandwidth, set the times below.
        down: createLink(100_000),
        up: createLink(100_000),
      });
    });
    afterAll(async () => {
      await proxy.close();
      await new Promise((resolve) => server.close(resolve));
    });

    const get = (agent: http.Agent, path: string) =>
      new Promise<{ bytes: number; ms: number }>((resolve, reject) => {
        const started = performance.now();
        const url = new URL(path, proxy.url);
        http
          .get(url, { agent }, (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () => resolve({ bytes, ms: performance.now() - started }));
          })
          .on('error', reject);
      });

    it('answers intact, a round trip for the handshake and one per request and answer', async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const first = await get(agent, '/small');
      expect(first.bytes).toBe(10);
      expect(first.ms).toBeGreaterThanOrEqual(2 * RTT - 2);
      // On the open connection: one round trip, not two.
      const second = await get(agent, '/small');
      expect(second.ms).toBeGreaterThanOrEqual(RTT - 2);
      expect(second.ms).toBeLessThan(first.ms);
      agent.destroy();
    });

    it('holds a large answer on a new connection to slow start: three rounds for 100 KB', async () => {
      const agent = new http.Agent({ keepAlive: false });
      const big = await get(agent, '/big');
      expect(big.bytes).toBe(ANSWER_BYTES);
      // Handshake, request and first round, then two more rounds (14.6 + 29.2 + 58.4 KB).
      expect(big.ms).toBeGreaterThanOrEqual(4 * RTT - 2);
      agent.destroy();
    });
  });
});
