/** @jest-environment node */
import { ApiError, apiRequest, getJson, restErrorMessage } from './request';

type FetchArgs = [input: string, init?: RequestInit];

const fetchMock = jest.fn<Promise<Response>, FetchArgs>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function respond(status: number, body: string, statusText = '') {
  fetchMock.mockResolvedValueOnce(new Response(body === '' ? null : body, { status, statusText }));
}

function lastInit(): RequestInit {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[1] ?? {};
}

describe('apiRequest', () => {
  it('sends a JSON body with its content type and the cookies', async () => {
    respond(200, '{"ok":true}');

    const response = await apiRequest('POST', '/api/leads', { name: 'Ada' });

    expect(fetchMock).toHaveBeenCalledWith('/api/leads', expect.objectContaining({ method: 'POST' }));
    const init = lastInit();
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"name":"Ada"}');
    await expect(response.json()).resolves.toEqual({ ok: true });
  });

  it('sends neither a content type nor a body when there is no body', async () => {
    respond(200, '{}');

    await apiRequest('POST', '/api/logout');

    const init = lastInit();
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('sends a FormData body as it is, leaving the multipart content type to fetch', async () => {
    respond(202, '{"success":true,"data":{"id":"7"}}');
    const form = new FormData();
    form.append('file', new Blob(['email\nada@example.com\n'], { type: 'text/csv' }), 'leads.csv');

    await apiRequest('POST', '/api/leads/imports', form);

    const init = lastInit();
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('throws "<status>: <body text>" on a non-ok response', async () => {
    respond(400, '{"error":"Invalid email"}', 'Bad Request');

    await expect(apiRequest('POST', '/api/leads', {})).rejects.toThrow('400: {"error":"Invalid email"}');
  });

  it('gives the status on the error, for code that decides on it', async () => {
    respond(429, '{"error":"Too many requests"}', 'Too Many Requests');

    const failure: unknown = await apiRequest('POST', '/api/chat', {}).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toHaveProperty('status', 429);
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable');

    await expect(apiRequest('GET', '/api/leads')).rejects.toThrow(new Error('503: Service Unavailable'));
  });
});

describe('getJson', () => {
  it('GETs the URL with cookies and parses the JSON', async () => {
    respond(200, '{"success":true,"data":{"id":1}}');

    await expect(getJson('/api/user')).resolves.toEqual({ success: true, data: { id: 1 } });
    expect(fetchMock).toHaveBeenCalledWith('/api/user', { credentials: 'include' });
    expect(new Headers(lastInit().headers).has('Content-Type')).toBe(false);
  });

  it("returns null on 401 with on401: 'returnNull'", async () => {
    respond(401, '{"error":"Not authenticated"}', 'Unauthorized');

    await expect(getJson('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it("throws on 401 with on401: 'throw' (the default)", async () => {
    respond(401, '{"error":"Not authenticated"}', 'Unauthorized');
    respond(401, '', 'Unauthorized');

    await expect(getJson('/api/user', { on401: 'throw' })).rejects.toThrow('401: {"error":"Not authenticated"}');
    await expect(getJson('/api/user')).rejects.toThrow('401: Unauthorized');
  });

  it('still throws other failures when 401 is treated as no data', async () => {
    respond(500, 'Internal Server Error');

    await expect(getJson('/api/user', { on401: 'returnNull' })).rejects.toThrow('500: Internal Server Error');
  });
});

describe('restErrorMessage', () => {
  it("gives the REST answer's own error message", async () => {
    respond(413, '{"success":false,"error":"The file is over 50 MB"}', 'Payload Too Large');

    const failure: unknown = await apiRequest('POST', '/api/leads/imports').catch((error: unknown) => error);

    expect(restErrorMessage(failure)).toBe('The file is over 50 MB');
  });

  it('is null for a body that is not the house shape, and for a failure that is no ApiError', async () => {
    respond(502, '<html>Bad gateway</html>', 'Bad Gateway');

    const failure: unknown = await apiRequest('GET', '/api/leads/imports/1').catch((error: unknown) => error);

    expect(restErrorMessage(failure)).toBeNull();
    expect(restErrorMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
