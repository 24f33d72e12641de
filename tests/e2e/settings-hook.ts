/** Switches a setting on the running test server (TEST_HOOKS=1) and restores it afterwards. */
import { expect, type APIRequestContext } from '@playwright/test';

export async function setSetting(request: APIRequestContext, ck: string, parameter: string, identify = 'website'): Promise<void> {
  const res = await request.post('/api/test/settings', { data: { identify, ck, parameter } });
  expect(res.status(), `set ${identify}.${ck}`).toBe(200);
}

export async function getSetting(request: APIRequestContext, ck: string, identify = 'website'): Promise<string> {
  const res = await request.get(`/api/v1.0/cms/setting?identify=${identify}&ck=${ck}`);
  const body = (await res.json()) as { data: { parameter: string } };
  return body.data.parameter;
}
