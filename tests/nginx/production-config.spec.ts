/**
 * deploy/nginx.conf, the documented production configuration, is accepted by nginx (`nginx -t`)
 * with the includes of this build. Only machine paths are swapped for a temporary directory:
 * the certificate (a throwaway self-signed one), logs, pid, the modules directory.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { nginxMissing } from './env';
import { brotliModule, copyIncludes, findNginx, modulesPath } from './nginxServer';

test.skip(nginxMissing, 'nginx is not installed');

const opensslMissing = spawnSync('openssl', ['version']).status !== 0;

test('nginx accepts deploy/nginx.conf with the generated includes', () => {
  if (opensslMissing && process.env.CI) {
    throw new Error('openssl is required under CI (.ci/run installs it)');
  }
  test.skip(opensslMissing, 'openssl is not installed (needed for a test certificate)');
  const nginxPath = findNginx()!;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'magistral-nginx-prod-'));
  try {
    copyIncludes(
      { rulesDir: path.resolve('deploy/nginx'), generatedDir: path.resolve('deploy/generated') },
      dir,
    );
    mkdirSync(path.join(dir, 'logs'));
    const certificate = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=docs.magistral.example.ru',
        '-keyout',
        path.join(dir, 'privkey.pem'),
        '-out',
        path.join(dir, 'fullchain.pem'),
      ],
      { encoding: 'utf8' },
    );
    expect(certificate.status, certificate.stderr).toBe(0);

    let conf = readFileSync('deploy/nginx.conf', 'utf8')
      .replaceAll('/etc/ssl/magistral-docs/', `${dir}/`)
      .replaceAll('/var/log/nginx/', `${dir}/logs/`)
      .replace('/run/nginx.pid', path.join(dir, 'nginx.pid'))
      .replace('root /var/www/magistral-docs;', `root ${path.resolve('build')};`);
    if (brotliModule(nginxPath)) {
      conf = conf.replace('load_module modules/', `load_module ${modulesPath(nginxPath)}/`);
    } else {
      conf = conf
        .replace(/^load_module .*brotli.*$/m, '')
        .replace(/^\s*include magistral-docs\/brotli\.conf;$/m, '');
    }
    if (process.getuid?.() !== 0) conf = conf.replace(/^user .*$/m, '');
    writeFileSync(path.join(dir, 'nginx.conf'), conf);

    const result = spawnSync(
      nginxPath,
      ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs/error.log')],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toContain('syntax is ok');
    expect(result.stderr).toContain('test is successful');
    expect(result.status).toBe(0);
    // Every include it names exists in the production layout.
    for (const match of conf.matchAll(/include (magistral-docs\/[\w.-]+);/g)) {
      expect(readFileSync(path.join(dir, match[1]), 'utf8').length).toBeGreaterThan(0);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
