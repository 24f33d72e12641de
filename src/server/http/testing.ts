/** Calls an API route in-process, as Astro would, for handler tests. */
import type { APIContext, APIRoute } from 'astro';

export async function callRoute(route: APIRoute, url: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: unknown }> {
  const request = new Request(new URL(url, 'http://localhost'), init);
  const context = { request, url: new URL(request.url), params: {}, locals: {} } as unknown as APIContext;
  const response = await route(context);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
