/** Calls an API route in-process, as Astro would, for handler tests. */
import type { APIContext, APIRoute } from 'astro';

/** `client`: the connection's address (as the node adapter gives it); none gives the address `unknown`. */
export async function callRoute(route: APIRoute, url: string, init: RequestInit & { client?: string } = {}): Promise<{ status: number; headers: Headers; body: unknown }> {
  const { client, ...requestInit } = init;
  const request = new Request(new URL(url, 'http://localhost'), requestInit);
  const context = { request, url: new URL(request.url), params: {}, locals: {}, ...(client ? { clientAddress: client } : {}) } as unknown as APIContext;
  const response = await route(context);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
