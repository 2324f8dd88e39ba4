import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Sends raw bytes and returns the whole answer: what Node's parser refuses never reaches Fastify. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const parts = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: head.split(' ')[1], head: head.toLowerCase(), body };
};

describe('a request refused by the HTTP parser', () => {
  it.each([
    [
      'headers too large',
      `GET /health/live HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      '431',
    ],
    [
      'a duplicated Content-Length',
      'POST /produccion/rest/v1/ac/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
      '400',
    ],
    ['a malformed request line', 'GET /\u0000 HTTP/1.1\r\n\r\n', '400'],
  ])('%s answers the envelope with the security headers', async (_name, request, status) => {
    const answer = parts(await raw(request));
    expect(answer.status).toBe(status);
    expect(answer.head).toContain('x-content-type-options: nosniff');
    expect(answer.head).toContain("content-security-policy: default-src 'self'");
    expect(answer.head).toContain('cache-control: no-store');
    expect(JSON.parse(answer.body)).toEqual({ codigo: 1000, mensaje: 'Petición incorrecta', data: null });
  });
});
