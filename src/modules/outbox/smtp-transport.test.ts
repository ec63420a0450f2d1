import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from './index';

/** A minimal SMTP server on loopback that accepts every message and keeps what it received. */
function fakeSmtpServer(): { server: Server; received: string[] } {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

describe('SMTP transport', () => {
  const fake = fakeSmtpServer();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    port = (fake.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('delivers a message through nodemailer to the SMTP server of SMTP_URL', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`);
    await transport.send({ from: 'Stoa <no-reply@localhost>', to: 'buyer@example.com', subject: 'Your order #1 is confirmed', text: 'Thank you.' });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toContain('Subject: Your order #1 is confirmed');
    expect(fake.received[0]).toContain('To: buyer@example.com');
  });
});
