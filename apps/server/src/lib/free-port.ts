import net from 'node:net';

/**
 * A TCP port free on 127.0.0.1 at the moment of asking: the embedded database, the dev and test
 * runners and the benchmarks each start a server on one. The probe does not keep the process alive.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
