import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { NGINX_PORT } from './env';
import { filesUnder } from '../../plugins/shared/files.mjs';

export const BUILD_DIR = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** As sent: not decompressed. */
  body: Buffer;
}

/** A plain GET with exactly these headers (no automatic Accept-Encoding, no redirects). */
export function rawGet(
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: NGINX_PORT, path: target, method, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Every file of the build, relative, forward slashes (precompressed copies left out). */
export function buildFiles(dir = BUILD_DIR): string[] {
  return filesUnder(dir).filter((file) => !/\.(gz|br)$/.test(file));
}

export const readBuildFile = (relative: string): Buffer =>
  readFileSync(path.join(BUILD_DIR, relative));

/** The headers the post-build step generated for this build. */
export function generatedHeaders(): Record<string, string> {
  const file = path.resolve('deploy/generated/security-headers.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { headers: Record<string, string> }).headers;
}

export interface PageProblems {
  /** Console errors and warnings, uncaught exceptions. */
  errors: string[];
  /** securitypolicyviolation events seen by the page. */
  violations(): Promise<string[]>;
}

/**
 * Records CSP violations (the page's own `securitypolicyviolation` events, from before its first
 * script) and every console error, warning or uncaught exception.
 */
export async function watchPage(page: Page): Promise<PageProblems> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      errors.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    errors,
    violations: () =>
      page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      ),
  };
}
