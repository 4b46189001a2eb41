// Checks the admin API examples of the docs against static/files/magistral-admin-api.yaml:
// the method and path exist, query and path parameters are declared and valid, request bodies
// and shown responses validate against the schemas (JSON Schema 2020-12, ajv); and every
// «`METHOD /path`» a page names in its text exists there or in the orders example.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';

import { lineAt } from './markdownLines.mjs';

export const ADMIN_API_FILE = 'static/files/magistral-admin-api.yaml';
const DOC_ID = 'https://docs.magistral.example.ru/files/magistral-admin-api.yaml';

/** @returns {any} */
export function loadYaml(root, file) {
  return yaml.load(readFileSync(path.join(root, file), 'utf8'));
}

const escapePointer = (s) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Follows local `$ref`s; returns the node and its JSON pointer. */
export function resolve(doc, node, pointer) {
  let current = node;
  let at = pointer;
  for (let depth = 0; current && current.$ref && depth < 10; depth++) {
    at = current.$ref.slice(1);
    current = at
      .split('/')
      .slice(1)
      .reduce((n, part) => n?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return { node: current, pointer: at };
}

/** A validator for one OpenAPI document: compiles schemas by JSON pointer, lazily. */
export function createValidator(doc, id = DOC_ID) {
  const make = (coerceTypes) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes, validateFormats: true });
    addFormats(ajv);
    ajv.addSchema(doc, id);
    return ajv;
  };
  const ajv = make(false);
  const coercing = make(true);
  const cache = new Map();
  const compile = (pointer, coerce = false) => {
    const keyName = `${coerce}:${pointer}`;
    if (!cache.has(keyName)) {
      const schema = { $ref: `${id}#${pointer}` };
      cache.set(keyName, (coerce ? coercing : ajv).compile(schema));
    }
    return cache.get(keyName);
  };
  /** Problems of a value against the schema at a pointer, as short Russian-English messages. */
  return (pointer, value, { coerce = false } = {}) => {
    const validate = compile(pointer, coerce);
    const holder = { value };
    if (coerce) {
      const wrapper = coercing.compile({
        type: 'object',
        properties: { value: { $ref: `${id}#${pointer}` } },
      });
      return wrapper(holder) ? [] : formatErrors(wrapper.errors, '/value');
    }
    return validate(value) ? [] : formatErrors(validate.errors);
  };
}

function formatErrors(errors, strip = '') {
  // oneOf/if branches repeat the same failure many times; keep the distinct leaf messages.
  const messages = errors
    .filter((e) => !['oneOf', 'anyOf', 'if', 'allOf'].includes(e.keyword))
    .map((e) => {
      const where = e.instancePath.replace(strip, '') || '/';
      const extra =
        e.keyword === 'additionalProperties'
          ? ` (${e.params.additionalProperty})`
          : e.keyword === 'enum'
            ? ` (${e.params.allowedValues.join(', ')})`
            : '';
      return `${where} ${e.message}${extra}`;
    });
  return [...new Set(messages)];
}

/** The server URLs of the document and of each path. */
function serversOf(doc, pathItem) {
  return (pathItem?.servers ?? doc.servers ?? []).map((s) => new URL(s.url));
}

/** Finds the operation for a method and an absolute URL. */
export function matchOperation(doc, method, url) {
  const target = new URL(url);
  const candidates = [];
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    for (const server of serversOf(doc, item)) {
      if (server.host !== target.host) continue;
      const prefix = server.pathname.replace(/\/$/, '');
      const pathname = decodeURIComponent(target.pathname);
      if (!pathname.startsWith(prefix)) continue;
      const rest = pathname.slice(prefix.length) || '/';
      const names = [];
      const regex = new RegExp(
        `^${template
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\\?\{(\w+)\\?\}/g, (_m, name) => {
            names.push(name);
            return '([^/]+)';
          })}$`,
      );
      const match = regex.exec(rest);
      if (!match) continue;
      const literal = template.split('/').filter((s) => s && !s.startsWith('{')).length;
      candidates.push({
        template,
        item,
        literal,
        params: Object.fromEntries(names.map((n, i) => [n, match[i + 1]])),
      });
    }
  }
  if (!candidates.length) return { error: 'пути нет в документе' };
  candidates.sort((a, b) => b.literal - a.literal);
  const best = candidates[0];
  const operation = best.item[method.toLowerCase()];
  if (!operation)
    return {
      error: `метода ${method} у пути ${best.template} нет в документе`,
      template: best.template,
    };
  return {
    ...best,
    operation,
    pointer: `/paths/${escapePointer(best.template)}/${method.toLowerCase()}`,
  };
}

function parametersOf(doc, match) {
  const list = [
    ...(match.item.parameters ?? []).map((p, i) => [
      p,
      `/paths/${escapePointer(match.template)}/parameters/${i}`,
    ]),
    ...(match.operation.parameters ?? []).map((p, i) => [p, `${match.pointer}/parameters/${i}`]),
  ];
  return list.map(([p, pointer]) => {
    const r = resolve(doc, p, pointer);
    return { param: r.node, pointer: r.pointer };
  });
}

/**
 * Problems of one request (and its shown response, if any) against an OpenAPI document.
 * `request` is what codeBlocks.mjs extracts: method, url, query, headers, body, bodyKind.
 */
export function checkRequest(doc, validate, request, { requireBearer = true } = {}) {
  const problems = [];
  const match = matchOperation(doc, request.method, request.url);
  if (match.error) return [`${request.method} ${request.pathname}: ${match.error}`];
  const where = `${request.method} ${match.template}`;
  const params = parametersOf(doc, match);
  for (const [name, value] of Object.entries(match.params)) {
    const p = params.find((x) => x.param.in === 'path' && x.param.name === name);
    if (!p) problems.push(`${where}: параметр пути ${name} не описан`);
    else if (!value.startsWith('$'))
      for (const e of validate(`${p.pointer}/schema`, value))
        problems.push(`${where}: параметр пути ${name}=${value}: ${e}`);
  }
  for (const [name, value] of Object.entries(request.query ?? {})) {
    const p = params.find((x) => x.param.in === 'query' && x.param.name === name);
    if (!p) problems.push(`${where}: параметра запроса ${name} нет в документе`);
    else
      for (const e of validate(`${p.pointer}/schema`, value, { coerce: true }))
        problems.push(`${where}: параметр ${name}=${value}: ${e}`);
  }
  for (const p of params)
    if (p.param.in === 'query' && p.param.required && !(p.param.name in (request.query ?? {})))
      problems.push(`${where}: нет обязательного параметра ${p.param.name}`);

  const security = match.operation.security ?? doc.security ?? [];
  const bearer = security.some((s) => Object.keys(s).includes('serviceAccount'));
  if (
    bearer &&
    requireBearer &&
    request.headers?.authorization !== 'Bearer $MAGISTRAL_TOKEN' &&
    !/^Bearer /.test(request.headers?.authorization ?? '')
  )
    problems.push(`${where}: нет заголовка Authorization: Bearer $MAGISTRAL_TOKEN`);
  if (security.some((s) => Object.keys(s).includes('clientSecret')) && !request.user)
    problems.push(`${where}: нет идентификатора клиента и секрета (-u "svc-…:$CLIENT_SECRET")`);

  const requestBody = match.operation.requestBody
    ? resolve(doc, match.operation.requestBody, `${match.pointer}/requestBody`)
    : null;
  if (request.bodyKind && !requestBody) problems.push(`${where}: у операции нет тела запроса`);
  if (requestBody) {
    const content = requestBody.node.content ?? {};
    const kindType = {
      json: 'application/json',
      form: 'application/x-www-form-urlencoded',
      multipart: 'multipart/form-data',
    }[request.bodyKind];
    if (!request.bodyKind) {
      if (requestBody.node.required) problems.push(`${where}: нет тела запроса`);
    } else if (!content[kindType]) {
      problems.push(
        `${where}: тело ${kindType} не принимается (ожидается ${Object.keys(content).join(', ')})`,
      );
    } else {
      const pointer = `${requestBody.pointer}/content/${escapePointer(kindType)}/schema`;
      let value = request.body;
      if (request.bodyKind === 'multipart') {
        const schema = resolve(doc, content[kindType].schema, pointer).node;
        const encoding = content[kindType].encoding ?? {};
        value = {};
        for (const [name, part] of Object.entries(request.body)) {
          if (part.file !== undefined) value[name] = `<файл ${part.file}>`;
          else if (encoding[name]?.contentType === 'application/json' || part.json) {
            try {
              value[name] = JSON.parse(part.value);
            } catch {
              problems.push(`${where}: часть ${name} — не JSON`);
            }
            if (encoding[name]?.contentType === 'application/json' && !part.json)
              problems.push(`${where}: часть ${name} передаётся без ;type=application/json`);
          } else value[name] = part.value;
        }
        void schema;
      }
      if (request.bodyKind === 'json' && !/json/.test(request.headers?.['content-type'] ?? ''))
        problems.push(`${where}: тело JSON без заголовка Content-Type: application/json`);
      for (const e of validate(pointer, value)) problems.push(`${where}: тело запроса ${e}`);
    }
  }

  if (request.response)
    problems.push(...checkResponse(doc, validate, match, request.response, where));
  return problems;
}

function checkResponse(doc, validate, match, response, where) {
  const problems = [];
  const responses = match.operation.responses ?? {};
  let status = response.status === null ? null : String(response.status);
  const isError = response.body && typeof response.body === 'object' && 'error' in response.body;
  if (status === null) {
    status = Object.keys(responses).find((s) =>
      isError ? /^[45]/.test(s) && hasJson(doc, responses[s]) : /^2/.test(s),
    );
  }
  if (!status || !responses[status]) {
    return [`${where}: ответа ${response.status ?? ''} нет в документе`.replace('  ', ' ')];
  }
  if (!response.hasBody) return problems;
  const resolved = resolve(doc, responses[status], `${match.pointer}/responses/${status}`);
  const content = resolved.node.content ?? {};
  const type = Object.keys(content).find((t) => /json/.test(t));
  if (!type) return [`${where}: у ответа ${status} в документе нет тела JSON`];
  const pointer = `${resolved.pointer}/content/${escapePointer(type)}/schema`;
  for (const e of validate(pointer, response.body)) problems.push(`${where}: ответ ${status} ${e}`);
  return problems;
}

function hasJson(doc, response) {
  const node = resolve(doc, response, '').node;
  return Object.keys(node?.content ?? {}).some((t) => /json/.test(t));
}

/** Where a path written without a host is served: the gateway's address of the orders example. */
const GATEWAY_ORIGIN = 'https://gw.magistral.example.ru';

/**
 * A `METHOD path` a page names in its text (`DELETE /certificates/{systemName}`,
 * `POST /admin-api/v1/policies`, `GET /orders/v1/orders/42`) as the absolute URL it means, and
 * the documents to look it up in: the administration API for its own paths, the orders example
 * for `/orders…`. A path without its prefix is read the way pages write it.
 */
function mentionUrls(path, admin, orders) {
  const adminServer = new URL(admin.servers[0].url);
  const ordersServer = new URL(orders.servers[0].url);
  if (/^https?:/.test(path))
    return [
      { doc: admin, url: path },
      { doc: orders, url: path },
    ];
  if (path.startsWith(adminServer.pathname))
    return [{ doc: admin, url: adminServer.origin + path }];
  if (path.startsWith(ordersServer.pathname)) return [{ doc: orders, url: GATEWAY_ORIGIN + path }];
  if (path.startsWith('/orders'))
    return [{ doc: orders, url: ordersServer.href.replace(/\/$/, '') + path }];
  // `/oauth2/token` has a server of its own in the document: try it before the console's.
  const own = Object.entries(admin.paths).find(([template]) => template === path)?.[1]?.servers;
  const origin = own ? own[0].url.replace(/\/$/, '') : adminServer.href.replace(/\/$/, '');
  return [{ doc: admin, url: origin + path }];
}

/**
 * Every `METHOD path` in a page's prose that neither the administration API nor the orders
 * example has (code blocks are checked as requests by checkRequest).
 */
export function checkPathMentions(text, admin, orders, file = '') {
  const problems = [];
  for (const m of text.matchAll(/`(GET|POST|PUT|PATCH|DELETE) ((?:https:\/\/|\/)[^`\s]*)`/g)) {
    const [, method, written] = m;
    // `{systemName}` and `<имя>` stand for a value: any one segment matches them.
    const path = written.replace(/\{[^}/]+\}|<[^>/]+>/g, 'x').split('?')[0];
    const found = mentionUrls(path, admin, orders).map(({ doc, url }) => {
      try {
        return matchOperation(doc, method, url);
      } catch {
        return { error: 'не адрес' };
      }
    });
    if (!found.some((match) => !match.error)) {
      problems.push(`${file}:${lineAt(text, m.index)}: «${method} ${written}» — ${found[0].error}`);
    }
  }
  return problems;
}
