import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one request exactly as written (request target, headers, body) over a
 * real connection and reads the answer: what `fetch` or `inject` would tidy up
 * first (dot segments, absolute-form targets, odd escapes) reaches the server
 * untouched, as an attacker would send it.
 */
export function rawRequest(
  port: number,
  { method, target, headers = {}, body }: { method: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const lines = [`${method} ${target} HTTP/1.1`, 'connection: close'];
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'host')) lines.push(`host: 127.0.0.1:${port}`);
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  const text = `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
  return new Promise((resolve, reject) => {
    // Written, not ended: the server closes the connection once it has answered (connection: close).
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function parseResponse(raw: Buffer): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`Incomplete response: ${JSON.stringify(raw.subarray(0, 200).toString())}`);
  const [statusLine, ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = raw.subarray(end + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? unchunk(rest) : rest;
  return { status: Number(statusLine!.split(' ')[1]), headers, body: body.toString('utf8') };
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
