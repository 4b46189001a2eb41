// Example objects of the docs against writing/data/examples.yaml: key ids, keys and their
// masks, request ids, hosts, API names and versions, gateway routes, client certificates.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import { lineAt } from './markdownLines.mjs';

export const EXAMPLES_FILE = 'writing/data/examples.yaml';

/** @returns {any} */
export function loadExamples(root = '.') {
  return yaml.load(readFileSync(path.join(root, EXAMPLES_FILE), 'utf8'));
}

export function knownKeys(examples) {
  return Object.entries(examples.consumers).flatMap(([consumer, c]) =>
    c.keys.map((k) => ({ ...k, consumer })),
  );
}

export const maskKey = (key) => `mgk_…${key.slice(-4)}`;

/**
 * The lengths a page may give for a key: whole (prefix and random part), the random part, the
 * mask's tail, read from the formats' patterns (`^mgk_[A-Za-z0-9]{36}$`, `…{4}$`).
 */
export function keyLengths(formats) {
  const counted = (pattern) => Number(/\{(\d+)\}/.exec(pattern)?.[1]);
  const prefix = /\^([a-z_]+)/.exec(formats.key)?.[1] ?? '';
  const random = counted(formats.key);
  return new Set([prefix.length + random, random, counted(formats.maskedKey)]);
}

/** Problems of one page's text (prose and code together). */
export function checkExampleText(text, examples, file = '') {
  const problems = [];
  const at = (m) => `${file}:${lineAt(text, m.index)}`;
  const f = examples.formats;
  const keys = knownKeys(examples);

  // Key ids, except heading anchors and links ({#key-lifecycle}, #key-…).
  for (const m of text.matchAll(/(?<![#\w-])key-[0-9A-Za-z]+(?![\w-]|\.svg)/g)) {
    if (!new RegExp(f.keyId).test(m[0]))
      problems.push(`${at(m)}: идентификатор ${m[0]} не по формату ${f.keyId}`);
    else if (!keys.some((k) => k.id === m[0]))
      problems.push(`${at(m)}: ключа ${m[0]} нет в ${EXAMPLES_FILE}`);
  }
  // Keys: whole, masked (prefix and the last four), the placeholder `mgk_…`, the bare prefix.
  for (const m of text.matchAll(/mgk_[A-Za-z0-9…]*/g)) {
    const value = m[0];
    if (value === 'mgk_' || value === f.keyPlaceholder) continue;
    if (new RegExp(f.key).test(value)) {
      if (!keys.some((k) => k.key === value))
        problems.push(`${at(m)}: ключа ${value} нет в ${EXAMPLES_FILE}`);
    } else if (new RegExp(f.maskedKey).test(value)) {
      if (!keys.some((k) => maskKey(k.key) === value))
        problems.push(`${at(m)}: маска ${value} не совпадает ни с одним ключом примеров`);
    } else
      problems.push(
        `${at(m)}: ключ ${value} — ни целый ключ, ни маска «mgk_…» с четырьмя последними символами`,
      );
  }
  // The key's length where a line names it beside the prefix («строка `mgk_…` из 40 символов»,
  // «`mgk_` и 36 символов»): the whole key, its random part or the mask's tail, by the formats.
  const lengths = keyLengths(f);
  for (const line of text.matchAll(/^.*mgk_.*$/gm))
    for (const m of line[0].matchAll(/(\d+)\s+(?:случайн\S+\s+)?символ/g))
      if (!lengths.has(Number(m[1])))
        problems.push(
          `${file}:${lineAt(text, line.index)}: ключ из ${m[1]} символов, а по ${EXAMPLES_FILE} — ${[...lengths].join(', ')}`,
        );
  // Request ids in bodies, headers and log searches.
  for (const m of text.matchAll(
    /(?:"requestId"\s*:\s*"|X-Request-Id: |requestId[:=]"?)([^"\s`,}]+)/gi,
  ))
    if (!/^[$<]/.test(m[1]) && !new RegExp(f.requestId).test(m[1]))
      problems.push(`${at(m)}: идентификатор запроса ${m[1]} не по формату ${f.requestId}`);
  // Hosts.
  for (const m of text.matchAll(/\b(?:https?|ldaps?):\/\/([a-z0-9.-]+)/gi))
    if (!examples.hosts.includes(m[1].toLowerCase()))
      problems.push(`${at(m)}: адреса ${m[1]} нет в ${EXAMPLES_FILE} (hosts)`);
  for (const m of text.matchAll(/\b[a-z0-9-]+\.magistral\.example\.ru\b/g))
    if (!examples.hosts.includes(m[0]))
      problems.push(`${at(m)}: адреса ${m[0]} нет в ${EXAMPLES_FILE}`);
  // API system names and their versions.
  const apis = examples.apis;
  for (const m of text.matchAll(
    /(?<![/#\w-])([a-z][a-z0-9]*(?:-[a-z0-9]+)*-api)(?![\w/-]|\.(?:md|ya?ml|svg))(?:[ -](\d+\.\d+\.\d+))?/g,
  )) {
    const [name, version] = [m[1], m[2]];
    if (!apis[name]) problems.push(`${at(m)}: API ${name} нет в ${EXAMPLES_FILE}`);
    else if (version && !apis[name].versions.includes(version))
      problems.push(`${at(m)}: у ${name} в примерах нет версии ${version}`);
  }
  // Gateway addresses: the base path is a route of that zone.
  const hostZone = Object.fromEntries(Object.entries(examples.zoneHosts).map(([z, h]) => [h, z]));
  for (const m of text.matchAll(
    /https:\/\/((?:gw|api)\.magistral\.example\.ru)(\/[a-z0-9-]+\/v\d+)/g,
  )) {
    const zone = hostZone[m[1]];
    const route = Object.values(apis).some((a) =>
      a.routes.some((r) => r.zone === zone && r.basePath === m[2]),
    );
    if (!route)
      problems.push(`${at(m)}: на ${m[1]} нет маршрута ${m[2]} (${EXAMPLES_FILE}, routes)`);
  }
  return problems;
}

/** The route of a gateway request, if the examples define it. */
export function routeOf(request, examples) {
  const zone = Object.entries(examples.zoneHosts).find(([, h]) => h === request.host)?.[0];
  for (const [api, a] of Object.entries(examples.apis))
    for (const r of a.routes)
      if (
        r.zone === zone &&
        (request.pathname === r.basePath || request.pathname.startsWith(`${r.basePath}/`))
      )
        return { api, ...r, rest: request.pathname.slice(r.basePath.length) || '/' };
  return null;
}

/**
 * Problems of one gateway call: the client certificate is there when the route requires mTLS
 * (the gateway checks it before the key), the key header is there, and the certificate files
 * belong to the consumer whose key the call shows.
 */
export function checkGatewayCall(request, examples) {
  const problems = [];
  const route = routeOf(request, examples);
  if (!route) return [`${request.method} ${request.url}: маршрута нет в ${EXAMPLES_FILE}`];
  const code = request.response?.body?.error?.code;
  const beforeCertificate = ['ROUTE_NOT_FOUND', 'API_DISABLED'];
  const hasCert = Boolean(request.cert && request.key);
  if (
    route.mtls &&
    !hasCert &&
    code !== 'CLIENT_CERT_REQUIRED' &&
    !beforeCertificate.includes(code)
  )
    problems.push(
      `${request.method} ${request.url}: у ${route.api} на контуре ${route.zone} включён mTLS — нужны --cert и --key, иначе шлюз ответит 403 CLIENT_CERT_REQUIRED`,
    );
  if (code === 'CLIENT_CERT_REQUIRED' && hasCert)
    problems.push(
      `${request.method} ${request.url}: ответ CLIENT_CERT_REQUIRED на запрос с сертификатом`,
    );
  if (!route.mtls && request.cert)
    problems.push(
      `${request.method} ${request.url}: у ${route.api} mTLS выключен, а запрос с сертификатом`,
    );
  if (
    !('x-api-key' in request.headers) &&
    code !== 'MISSING_API_KEY' &&
    !beforeCertificate.includes(code) &&
    code !== 'CLIENT_CERT_REQUIRED'
  )
    problems.push(`${request.method} ${request.url}: нет заголовка X-API-Key`);
  if (hasCert) {
    const consumers = Object.entries(examples.consumers);
    const owner = consumers.find(
      ([, c]) => c.certificate?.cert === request.cert && c.certificate?.key === request.key,
    );
    const other = (examples.otherCertificates ?? []).some(
      (c) => c.cert === request.cert && c.key === request.key,
    );
    if (!owner && !other)
      problems.push(
        `${request.method} ${request.url}: файлов ${request.cert} и ${request.key} нет в ${EXAMPLES_FILE}`,
      );
    const key = knownKeys(examples).find((k) => k.key === request.headers['x-api-key']);
    if (owner && key && key.consumer !== owner[0] && code !== 'CLIENT_CERT_INVALID')
      problems.push(
        `${request.method} ${request.url}: ключ ${key.consumer}, а сертификат ${owner[0]} — шлюз ответит 403 CLIENT_CERT_INVALID`,
      );
  }
  return problems;
}

/** Admin API calls: a key id in the path or a created key belongs to the consumer named. */
export function checkAdminObjects(request, examples) {
  const problems = [];
  const keys = knownKeys(examples);
  const path = /\/consumers\/([a-z0-9-]+)\/keys\/(key-[0-9a-f]+)/.exec(request.pathname);
  if (path) {
    const key = keys.find((k) => k.id === path[2]);
    if (key && key.consumer !== path[1])
      problems.push(`${request.pathname}: ключ ${path[2]} принадлежит ${key.consumer}`);
  }
  const body = request.response?.body;
  if (body && typeof body.key === 'string' && typeof body.id === 'string') {
    const key = keys.find((k) => k.id === body.id);
    if (!key) problems.push(`ключа ${body.id} нет в ${EXAMPLES_FILE}`);
    else {
      if (key.key !== body.key) problems.push(`у ${body.id} в ${EXAMPLES_FILE} другой ключ`);
      if (body.consumer !== key.consumer)
        problems.push(`${body.id} принадлежит ${key.consumer}, а не ${body.consumer}`);
    }
    const consumer = /\/consumers\/([a-z0-9-]+)\/keys$/.exec(request.pathname)?.[1];
    if (consumer && body.consumer !== consumer)
      problems.push(`ключ создан для ${consumer}, а в ответе ${body.consumer}`);
  }
  return problems;
}
