import type { TestApp } from './start-test-app';

/** A multipart request's answer, its JSON body read. */
export type UploadResponse<T = unknown> = { status: number; body: T; text: string };

/** Sends a file (and fields) as multipart/form-data, as a browser's FormData does. */
export async function uploadFile<T = unknown>(
  app: TestApp,
  path: string,
  file: { name: string; content: string | Uint8Array; type?: string },
  fields: Record<string, string>,
  cookie: string,
): Promise<UploadResponse<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    'file',
    new Blob([typeof file.content === 'string' ? file.content : Buffer.from(file.content)], {
      type: file.type ?? 'text/csv',
    }),
    file.name,
  );
  const response = await fetch(app.url + path, { method: 'POST', body: form, headers: { cookie } });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: (json ? JSON.parse(text) : text) as T, text };
}

/**
 * Sends a generated file as multipart/form-data without holding it in memory: `parts` yields its
 * content piece by piece (a file of many megabytes, a million rows).
 */
export async function uploadStream<T = unknown>(
  app: TestApp,
  path: string,
  fileName: string,
  parts: () => Generator<string>,
  cookie: string,
): Promise<UploadResponse<T>> {
  const boundary = `----test${Date.now()}`;
  const encoder = new TextEncoder();
  const pieces = (function* () {
    yield `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
    yield* parts();
    yield `\r\n--${boundary}--\r\n`;
  })();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  const response = await fetch(app.url + path, {
    method: 'POST',
    body,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    duplex: 'half',
  } as RequestInit);
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: (json ? JSON.parse(text) : text) as T, text };
}
