// The example API «Заказы» has one specification, static/files/orders-api-1.4.0.yaml. Every
// fragment of it on a page must be a part of that file, and every gateway call to orders-api
// must use its paths, parameters and schemas.
import yaml from 'js-yaml';

export const ORDERS_SPEC_FILE = 'static/files/orders-api-1.4.0.yaml';

/** Keys the export adds to a specification (x-magistral blocks); not part of the source file. */
const EXPORT_KEYS = /^x-magistral/;

/**
 * Differences where `part` is not a part of `whole`: every key of part exists in whole with the
 * same value (objects recursively, arrays element by element, parameters matched by name).
 */
export function notASubset(part, whole, at = '') {
  if (part === whole) return [];
  if (Array.isArray(part)) {
    if (!Array.isArray(whole)) return [`${at}: в файле не список`];
    return part.flatMap((item, i) => {
      const named = item && typeof item === 'object' && 'name' in item && 'in' in item;
      const other = named
        ? whole.find((w) => w?.name === item.name && w?.in === item.in)
        : whole[i];
      if (other === undefined) return [`${at}[${named ? item.name : i}]: нет в файле`];
      return notASubset(item, other, `${at}[${named ? item.name : i}]`);
    });
  }
  if (part && typeof part === 'object') {
    if (!whole || typeof whole !== 'object' || Array.isArray(whole))
      return [`${at}: в файле не объект`];
    return Object.entries(part).flatMap(([key, value]) => {
      if (EXPORT_KEYS.test(key)) return [];
      if (!(key in whole)) return [`${at}/${key}: нет в файле`];
      return notASubset(value, whole[key], `${at}/${key}`);
    });
  }
  return [`${at}: ${JSON.stringify(part)}, а в файле ${JSON.stringify(whole)}`];
}

/** Is a YAML block a fragment of the orders-api specification? Returns the parsed fragment. */
export function ordersFragment(code) {
  if (!/^(openapi|paths|components):/m.test(code)) return null;
  let doc;
  try {
    doc = yaml.load(code);
  } catch {
    return null; // broken on purpose: a page about the editor shows a YAML error
  }
  if (!doc || typeof doc !== 'object') return null;
  if (doc.info && doc.info.title !== 'Заказы') return null;
  if (!doc.openapi && !Object.keys(doc.paths ?? {}).some((p) => p.startsWith('/orders')))
    return null;
  return doc;
}

/** Problems of one fragment. Faulty examples keep the `openapi` version and nothing else. */
export function checkFragment(fragment, spec, { faulty = false } = {}) {
  if (faulty) {
    return fragment.openapi && fragment.openapi !== spec.openapi
      ? [`/openapi: ${fragment.openapi}, а в файле ${spec.openapi}`]
      : [];
  }
  return notASubset(fragment, spec);
}

/** The operation of the spec for a path after the base path, e.g. GET /orders/42. */
export function findSpecOperation(spec, method, rest) {
  for (const [template, item] of Object.entries(spec.paths)) {
    const regex = new RegExp(`^${template.replace(/\{\w+\}/g, '([^/]+)')}$`);
    const m = regex.exec(rest);
    if (!m) continue;
    const operation = item[method.toLowerCase()];
    if (!operation) return { error: `метода ${method} у ${template} нет в ${ORDERS_SPEC_FILE}` };
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((x) => x[1]);
    return { template, operation, params: Object.fromEntries(names.map((n, i) => [n, m[i + 1]])) };
  }
  return { error: `пути ${rest} нет в ${ORDERS_SPEC_FILE}` };
}
