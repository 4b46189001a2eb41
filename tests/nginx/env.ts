/** Where the nginx-backed browser tests find nginx, and what the global setup found. */
import testEnv from '../e2e/test-build-env.json';

export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? testEnv.nginxPort);
export const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`;

/** Set by global-setup.ts when nginx is not installed (outside CI only: there it fails). */
export const nginxMissing = (): boolean => process.env.MAGISTRAL_NGINX_MISSING === '1';
/** Set by global-setup.ts when nginx serves the .br files (brotli_static module loaded). */
export const nginxHasBrotli = (): boolean => process.env.MAGISTRAL_NGINX_BROTLI === '1';
