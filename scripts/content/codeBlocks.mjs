// Code blocks of the docs as data: fences, the HTTP requests in them (curl, Python, JavaScript)
// and the responses the pages show after them. Used by the content tests (adminApi, errorCodes,
// exampleObjects, ordersSpec, snippets).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { markdownFilesUnder } from '../../plugins/shared/files.mjs';

/**
 * One request a snippet made, in the shape every checker reads (curl, Python and JS alike).
 * @param {string} method @param {URL} url @param {Record<string, string>} headers
 * @param {unknown} body @param {string | null} bodyKind
 * @param {{ cert: string | null, key: string | null, user: string | null }} credentials
 */
function recordedCall(method, url, headers, body, bodyKind, { cert, key, user }) {
  return {
    method,
    url: url.href,
    host: url.host,
    pathname: decodeURIComponent(url.pathname),
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
    bodyKind,
    cert,
    key,
    user,
  };
}

/**
 * Every .md/.mdx file under docs/, as paths relative to root (`docs/…`).
 * @returns {string[]}
 */
export function listDocs(root = '.') {
  return markdownFilesUnder(path.join(root, 'docs'))
    .map((file) => `docs/${file}`)
    .sort();
}

export function readDoc(root, file) {
  return readFileSync(path.join(root, file), 'utf8');
}

const FENCE = /^(\s*)(```+|~~~+)\s*([\w-]*)\s*(.*)$/;

/**
 * Fenced code blocks: language, meta, code without the list indent, 1-based line of the fence.
 * @returns {{ file: string, line: number, lang: string, meta: string, code: string }[]}
 */
export function extractCodeBlocks(source, file = '') {
  const lines = source.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    let j = i + 1;
    while (
      j < lines.length &&
      !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[j])
    )
      j++;
    const code = lines
      .slice(i + 1, j)
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
      .join('\n');
    blocks.push({ file, line: i + 1, lang: lang.toLowerCase(), meta: meta.trim(), code });
    i = j;
  }
  return blocks;
}

/** Source text with fenced code blocks blanked out (lines kept, so line numbers stay right). */
export function proseOnly(source) {
  const lines = source.split('\n');
  let fence = null;
  return lines
    .map((line) => {
      const open = FENCE.exec(line);
      if (fence) {
        if (new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(line)) fence = null;
        return '';
      }
      if (open) {
        fence = open[2];
        return '';
      }
      return line;
    })
    .join('\n');
}

// ---------- shell ----------

/** Splits shell text into words and operators; quotes removed, `$VAR` kept as written. */
export function shellWords(text) {
  const words = [];
  let word = null;
  let i = 0;
  const push = () => {
    if (word !== null) words.push(word);
    word = null;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && text[i + 1] === '\n') {
      i += 2;
      continue;
    }
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      word = (word ?? '') + text.slice(i + 1, end < 0 ? text.length : end);
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\' && /["\\$`]/.test(text[j + 1])) {
          value += text[j + 1];
          j += 2;
        } else value += text[j++];
      }
      word = (word ?? '') + value;
      i = j + 1;
      continue;
    }
    if (c === '\\') {
      word = (word ?? '') + (text[i + 1] ?? '');
      i += 2;
      continue;
    }
    if (/\s/.test(c)) {
      push();
      if (c === '\n') words.push({ op: '\n' });
      i++;
      continue;
    }
    const op = /^(\$\(|&&|\|\||[|;><()])/.exec(text.slice(i));
    if (op && !(op[0] === '(' && word !== null)) {
      push();
      words.push({ op: op[0] });
      i += op[0].length;
      continue;
    }
    word = (word ?? '') + c;
    i++;
  }
  push();
  return words;
}

const CURL_ARG = new Set([
  '-X',
  '--request',
  '-H',
  '--header',
  '-d',
  '--data',
  '--data-raw',
  '--data-binary',
  '--data-urlencode',
  '-F',
  '--form',
  '-u',
  '--user',
  '--cert',
  '--key',
  '-o',
  '--output',
  '-D',
  '--dump-header',
  '-w',
  '--write-out',
  '--max-time',
  '-m',
  '--connect-timeout',
  '--cacert',
]);

/** Every curl invocation in a shell block: method, URL, headers, body, client certificate. */
export function parseCurlCommands(code) {
  const words = shellWords(code);
  const commands = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i] !== 'curl') continue;
    const args = [];
    let j = i + 1;
    for (; j < words.length; j++) {
      const w = words[j];
      if (typeof w === 'object') {
        if (w.op === '>') args.push('--redirected');
        break;
      }
      args.push(w);
    }
    commands.push(interpretCurl(args));
    i = j;
  }
  return commands;
}

export function interpretCurl(args) {
  const request = {
    method: null,
    url: null,
    headers: {},
    data: [],
    form: [],
    get: false,
    cert: null,
    key: null,
    user: null,
    savesBody: false,
    writesStatusOnly: false,
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const next = () => args[++i];
    if (a === '--redirected') request.savesBody = true;
    else if (a === '-X' || a === '--request') request.method = next();
    else if (a === '-H' || a === '--header') {
      const h = next();
      const colon = h.indexOf(':');
      request.headers[h.slice(0, colon).trim().toLowerCase()] = h.slice(colon + 1).trim();
    } else if (['-d', '--data', '--data-raw', '--data-binary'].includes(a))
      request.data.push({ value: next(), encode: false });
    else if (a === '--data-urlencode') request.data.push({ value: next(), encode: true });
    else if (a === '-F' || a === '--form') request.form.push(next());
    else if (a === '-G' || a === '--get') request.get = true;
    else if (a === '-u' || a === '--user') request.user = next();
    else if (a === '--cert') request.cert = next();
    else if (a === '--key') request.key = next();
    else if (a === '-o' || a === '--output') {
      request.savesBody = next() !== '/dev/null' || request.savesBody;
    } else if (a === '-w' || a === '--write-out')
      request.writesStatusOnly = /http_code/.test(next());
    else if (CURL_ARG.has(a)) next();
    else if (a.startsWith('-')) continue;
    else if (request.url === null) request.url = a;
  }
  const url = new URL(request.url.replace(/^([a-z]+:\/\/)?/, (m) => m || 'https://'));
  let body;
  let bodyKind = null;
  if (request.data.length && request.get) {
    for (const { value } of request.data) {
      const eq = value.indexOf('=');
      url.searchParams.append(value.slice(0, eq), value.slice(eq + 1));
    }
  } else if (request.data.length) {
    const joined = request.data.map((d) => d.value).join('&');
    if (/^\s*[{[]/.test(joined)) {
      bodyKind = 'json';
      try {
        body = JSON.parse(joined);
      } catch (error) {
        body = { __invalidJson: String(error.message) };
      }
    } else {
      bodyKind = 'form';
      body = Object.fromEntries(
        request.data.map(({ value }) => {
          const eq = value.indexOf('=');
          return [value.slice(0, eq), value.slice(eq + 1)];
        }),
      );
    }
  } else if (request.form.length) {
    bodyKind = 'multipart';
    body = {};
    for (const field of request.form) {
      const eq = field.indexOf('=');
      const name = field.slice(0, eq);
      let value = field.slice(eq + 1);
      const type = /;type=([^;]+)$/.exec(value);
      if (type) value = value.slice(0, type.index);
      body[name] = value.startsWith('@')
        ? { file: value.slice(1) }
        : { value, json: type?.[1] === 'application/json' };
    }
  }
  const method = (request.method ?? (bodyKind ? 'POST' : 'GET')).toUpperCase();
  return {
    method,
    url: url.href.replace(/%7B/g, '{').replace(/%7D/g, '}'),
    host: url.host,
    pathname: decodeURIComponent(url.pathname),
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    body,
    bodyKind,
    cert: request.cert,
    key: request.key,
    user: request.user,
    savesBody: request.savesBody,
    writesStatusOnly: request.writesStatusOnly,
  };
}

// ---------- Python and JavaScript snippets ----------

const ENV = {
  MAGISTRAL_TOKEN: 'token-from-svc-magistral-ci',
  MAGISTRAL_API_KEY: 'mgk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  CLIENT_SECRET: 'client-secret',
  ACCESS_TOKEN: 'access-token',
};

const PYTHON_PRELUDE = String.raw`
import io, json, sys, types, atexit
_mg_calls = []
class _MgAny(dict):
    def __missing__(self, key): return _MgAny()
    def __str__(self): return 'value'
    def get(self, key, default=None): return self[key]
class _MgResponse:
    status_code = 200
    ok = True
    headers = {}
    text = ''
    def json(self): return _MgAny()
    def raise_for_status(self): pass
def _mg_call(method, url, **kw):
    files = kw.get('files') or {}
    _mg_calls.append({'method': method.upper(), 'url': url, 'params': kw.get('params'),
        'headers': kw.get('headers') or {}, 'json': kw.get('json'), 'data': kw.get('data'),
        'files': {k: (v if isinstance(v, str) else 'file') for k, v in files.items()},
        'cert': kw.get('cert'), 'auth': list(kw['auth']) if kw.get('auth') else None})
    return _MgResponse()
_mg_requests = types.ModuleType('requests')
for _mg_m in ('get', 'post', 'put', 'patch', 'delete'):
    setattr(_mg_requests, _mg_m, (lambda m: lambda url, **kw: _mg_call(m, url, **kw))(_mg_m))
_mg_requests.request = _mg_call
_mg_requests.HTTPError = Exception
sys.modules['requests'] = _mg_requests
_mg_out = sys.stdout
sys.stdout = io.StringIO()
atexit.register(lambda: _mg_out.write('@@CALLS@@' + json.dumps(_mg_calls, ensure_ascii=False)))
`;

/** Runs a Python snippet with a recording stand-in for `requests`; returns the calls it made. */
export function runPython(code) {
  const out = execFileSync(
    'python3',
    ['-c', `${PYTHON_PRELUDE}\nexec(compile(sys.stdin.read(), 'snippet', 'exec'))`],
    {
      input: code,
      env: { ...process.env, ...ENV },
      encoding: 'utf8',
    },
  );
  const calls = JSON.parse(out.slice(out.indexOf('@@CALLS@@') + 9));
  return calls.map((c) => {
    const url = new URL(c.url);
    for (const [k, v] of Object.entries(c.params ?? {})) url.searchParams.append(k, String(v));
    let body;
    let bodyKind = null;
    if (c.json !== null && c.json !== undefined) [body, bodyKind] = [c.json, 'json'];
    else if (c.files && Object.keys(c.files).length) {
      bodyKind = 'multipart';
      body = Object.fromEntries(Object.keys(c.files).map((k) => [k, { file: 'file' }]));
      for (const [k, v] of Object.entries(c.data ?? {})) body[k] = { value: String(v) };
    } else if (c.data) [body, bodyKind] = [c.data, 'form'];
    const headers = Object.fromEntries(
      Object.entries(c.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    if (bodyKind === 'json') headers['content-type'] ??= 'application/json';
    return recordedCall(c.method, url, headers, body, bodyKind, {
      cert: Array.isArray(c.cert) ? c.cert[0] : c.cert,
      key: Array.isArray(c.cert) ? c.cert[1] : null,
      user: c.auth ? c.auth.join(':') : null,
    });
  });
}

/** Checks Python syntax without running the snippet; returns the error text or null. */
export function pythonSyntaxError(code) {
  try {
    execFileSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], {
      input: code,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return null;
  } catch (error) {
    return String(error.stderr || error.message)
      .trim()
      .split('\n')
      .slice(-1)[0];
  }
}

/** Checks shell syntax with `bash -n`; returns the error text or null. */
export function shellSyntaxError(code) {
  try {
    execFileSync('bash', ['-n'], {
      input: code,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return null;
  } catch (error) {
    return String(error.stderr || error.message).trim();
  }
}

const wrapModule = (code) => `(async () => {\n${code}\n})()`;

/** Checks JavaScript syntax (an ES module body with top-level await); error text or null. */
export function javaScriptSyntaxError(code) {
  if (/^\s*(import|export)\s/m.test(code)) return 'сниппет должен обходиться без import и export';
  try {
    new vm.Script(wrapModule(code), { filename: 'snippet.mjs' });
    return null;
  } catch (error) {
    return String(error.message);
  }
}

/**
 * Checks TypeScript syntax (a module: imports and top-level await allowed); error text or null.
 * Syntax only: the types a snippet imports (generated from a spec) are not in this project.
 */
export function typeScriptSyntaxError(code) {
  // Loaded here, not with the module: the content checks that import this file need no compiler.
  const ts = createRequire(import.meta.url)('typescript');
  const { diagnostics = [] } = ts.transpileModule(code, {
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  if (diagnostics.length === 0) return null;
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ');
}

/** Runs a JavaScript snippet with a recording `fetch`; returns the calls it made. */
export async function runJavaScript(code) {
  const calls = [];
  const anything = new Proxy(function () {}, {
    get: (_t, prop) =>
      prop === 'then' ? undefined : prop === Symbol.toPrimitive ? () => 'value' : anything,
    apply: () => anything,
  });
  const fetch = async (input, init = {}) => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(
      Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    let body;
    let bodyKind = null;
    if (init.body instanceof URLSearchParams) {
      [body, bodyKind] = [Object.fromEntries(init.body), 'form'];
    } else if (typeof init.body === 'string') {
      try {
        [body, bodyKind] = [JSON.parse(init.body), 'json'];
      } catch {
        [body, bodyKind] = [{ __invalidJson: init.body }, 'json'];
      }
    }
    let user = null;
    const basic = /^Basic (.+)$/.exec(headers.authorization ?? '');
    if (basic) user = Buffer.from(basic[1], 'base64').toString('utf8');
    calls.push(
      recordedCall((init.method ?? 'GET').toUpperCase(), url, headers, body, bodyKind, {
        cert: null,
        key: null,
        user,
      }),
    );
    return {
      ok: true,
      status: 200,
      headers: new Headers(),
      json: async () => anything,
      text: async () => '',
    };
  };
  const context = vm.createContext({
    fetch,
    URLSearchParams,
    btoa,
    console: { log() {}, error() {}, table() {} },
    process: { env: { ...ENV } },
  });
  await new vm.Script(wrapModule(code), { filename: 'snippet.mjs' }).runInContext(context);
  return calls;
}

// ---------- requests and the responses shown after them ----------

const REQUEST_LANGS = new Set(['bash', 'shell', 'sh', 'python', 'javascript', 'js']);
const canonicalLang = (lang) => ({ shell: 'bash', sh: 'bash', js: 'javascript' })[lang] ?? lang;

/** Parses a shown response: an `http` block (status line, headers, body) or a `json` body. */
export function parseResponse(block) {
  if (block.lang === 'http') {
    const match = /^HTTP\/[\d.]+ (\d{3})[^\n]*\n([\s\S]*?)(?:\n\s*\n([\s\S]*))?$/.exec(
      block.code.trim(),
    );
    if (!match) return null;
    const headers = {};
    for (const line of match[2].split('\n')) {
      const colon = line.indexOf(':');
      if (colon > 0)
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let body;
    const text = (match[3] ?? '').trim();
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = { __invalidJson: text };
      }
    }
    return { status: Number(match[1]), headers, body, hasBody: Boolean(text) };
  }
  if (block.lang === 'json') {
    try {
      return { status: null, headers: {}, body: JSON.parse(block.code), hasBody: true };
    } catch (error) {
      return {
        status: null,
        headers: {},
        body: { __invalidJson: String(error.message) },
        hasBody: true,
      };
    }
  }
  return null;
}

/**
 * Every request in the docs' code blocks with its place and, when the next code block shows
 * it, the response. Tabs with the same call in curl, Python and JavaScript share the response
 * block that follows them.
 */
export async function collectExchanges(files, read) {
  const exchanges = [];
  const problems = [];
  for (const file of files) {
    const blocks = extractCodeBlocks(read(file), file);
    let group = [];
    for (const block of blocks) {
      const lang = canonicalLang(block.lang);
      if (REQUEST_LANGS.has(block.lang)) {
        let requests = [];
        try {
          if (lang === 'bash') requests = parseCurlCommands(block.code);
          else if (lang === 'python') requests = runPython(block.code);
          else requests = await runJavaScript(block.code);
        } catch (error) {
          problems.push(
            `${file}:${block.line}: пример не выполняется: ${String(error.message).split('\n')[0]}`,
          );
        }
        const items = requests.map((request) => ({
          ...request,
          file,
          line: block.line,
          lang,
          block,
        }));
        exchanges.push(...items);
        if (!items.length) {
          group = [];
          continue;
        }
        if (group.some((g) => g.lang === lang)) group = [];
        group.push({ lang, last: items[items.length - 1] });
        continue;
      }
      const response = parseResponse(block);
      if (response && group.length) {
        for (const { last } of group)
          if (!last.savesBody) last.response = { ...response, line: block.line };
      }
      group = [];
    }
  }
  return { exchanges, problems };
}

/** Which part of «Магистраль» a request calls. */
export function classify(request, examples) {
  if (request.host === 'console.magistral.example.ru' && request.pathname.startsWith('/admin-api/'))
    return 'admin';
  if (request.host === 'id.magistral.example.ru') return 'admin';
  if (Object.values(examples.zoneHosts).includes(request.host)) return 'gateway';
  if (request.host === 'mock.magistral.example.ru') return 'mock';
  return 'other';
}
