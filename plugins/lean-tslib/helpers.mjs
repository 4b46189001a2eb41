// The tslib helpers @docusaurus/utils-common calls in the browser, as tslib 2 defines them.

/** A CommonJS module as an ES module namespace: its exports become `default`. */
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
}
