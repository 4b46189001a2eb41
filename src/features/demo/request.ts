/** The demo request call: a form-encoded POST whose body is never read, only its status. */
import { DEMO_MODAL } from '../../config/constants';
import { withoutTrailingSlash } from '../../utils/url';
import type { DemoValues } from './validation';

export type DemoFailure = 'server' | 'rejected' | 'network' | 'timeout';
export type DemoRequestResult = { ok: true } | { ok: false; failure: DemoFailure; status?: number };

export function demoEndpoint(baseUrl: string): string {
  return withoutTrailingSlash(baseUrl) + DEMO_MODAL.endpointPath;
}

/** The exact fields the provider's API expects, values sent as typed (only trimmed). */
export function encodeDemoRequest(values: DemoValues): URLSearchParams {
  return new URLSearchParams({
    recipient: values.email.trim(),
    recipient_name: values.name.trim(),
    subject: DEMO_MODAL.subject,
    company_name: values.company.trim(),
    telegram_tag: values.telegram.trim(),
    phone_number: values.phone.trim(),
  });
}

/** 2xx is success; 500 and above a server error; any other status, a network error or no
 * answer within the timeout is a failure. All failures look the same to the visitor. */
export function classifyStatus(status: number): DemoRequestResult {
  if (status >= 200 && status < 300) return { ok: true };
  return { ok: false, failure: status >= 500 ? 'server' : 'rejected', status };
}

export async function sendDemoRequest(
  baseUrl: string,
  values: DemoValues,
  timeoutMs: number,
): Promise<DemoRequestResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(demoEndpoint(baseUrl), {
      method: 'POST',
      // URLSearchParams makes this a CORS "simple request": no preflight round trip.
      body: encodeDemoRequest(values),
      credentials: 'omit',
      // A redirect is not an answer from the endpoint: it fails like a network error.
      redirect: 'error',
      signal: controller.signal,
    });
    // The body is not needed; release the connection.
    void response.body?.cancel().catch(() => undefined);
    return classifyStatus(response.status);
  } catch {
    return { ok: false, failure: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
