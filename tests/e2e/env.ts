/** Addresses of the test fixtures. The test build bakes DEMO_API_URL in, so ports are fixed. */
import testEnv from './test-build-env.json';

// Overridable so that two checkouts can run their browser tests side by side.
export const STATIC_PORT = Number(process.env.E2E_STATIC_PORT ?? testEnv.staticPort);
export const RECEIVER_PORT = Number(process.env.E2E_RECEIVER_PORT ?? testEnv.receiverPort);
export const RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}`;
export const SITE_URL = `http://127.0.0.1:${STATIC_PORT}`;
export const METRIKA_TEST_ID = testEnv.metrikaId;
export const SUPPORT_TEST_EMAIL = testEnv.supportEmail;
/** Short enough that the «never answers» test does not wait 15 s. */
export const DEMO_TEST_TIMEOUT_MS = testEnv.demoRequestTimeoutMs;
