/**
 * An SMTP server on loopback, in its own process, that only counts what it receives: the mails'
 * bodies are read and dropped, so a morning's reminders are measured, not the sink. Expects the
 * number of mails in argv[2] and prints JSON lines: its URL once listening, the moment of the
 * first mail, the moment it has them all, and its count when it is stopped (SIGTERM). Moments are
 * milliseconds since the epoch, comparable across the processes of one machine.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SinkReport =
  { url: string } | { first: number } | { reached: number; at: number } | { count: number };

const expected = Number(process.argv[2]);
if (!Number.isInteger(expected) || expected < 1)
  throw new Error('usage: smtp-count-sink.ts <mails expected>');

const report = (line: SinkReport) => process.stdout.write(`${JSON.stringify(line)}\n`);
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  // Mail on loopback needs no TLS; offering it would measure handshakes.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      count += 1;
      if (count === 1) report({ first: Date.now() });
      if (count === expected) report({ reached: count, at: Date.now() });
      callback();
    });
  },
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.server.address() as AddressInfo;
  report({ url: `smtp://127.0.0.1:${port}` });
});

process.once('SIGTERM', () => {
  report({ count });
  // Pooled clients keep their connections open; waiting for them to leave would wait for nothing.
  process.exit(0);
});
