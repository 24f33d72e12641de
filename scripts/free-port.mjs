// A TCP port free on `host` at the moment of asking, for the scripts that start
// servers on loopback (bench, test:scale, test:prod-install).
import { createServer } from 'node:net';

export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
