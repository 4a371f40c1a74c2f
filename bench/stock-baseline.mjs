// Baseline of P1–P3: a bare Fastify route serving the same stock list from memory. Every request runs
// JSON.stringify of the same parsed object, and gzips it (level 6, per request) when the client asks.
// P2's limit beside it: /stocklist/items-limit answers one constant Buffer, the very gzipped bytes the warm
// GET stocklist/items answered (read from a file at start), so it measures what serving pre-serialised,
// pre-compressed bytes can reach on this machine.
import fs from 'node:fs';
import zlib from 'node:zlib';
import Fastify from 'fastify';

const [file, port, limitFile] = process.argv.slice(2);
const body = JSON.parse(fs.readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
app.get('/stocklist/items', async (request, reply) => {
  const json = JSON.stringify(body);
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    const gz = await new Promise((resolve, reject) =>
      zlib.gzip(json, { level: 6 }, (err, out) => (err ? reject(err) : resolve(out))),
    );
    return reply.header('content-encoding', 'gzip').send(gz);
  }
  return reply.send(json);
});
const limitBytes = fs.readFileSync(limitFile);
app.get('/stocklist/items-limit', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(limitBytes),
);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.({ ready: true });
process.on('disconnect', async () => {
  await app.close();
  process.exit(0);
});
