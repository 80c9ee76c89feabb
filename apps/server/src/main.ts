import cluster from 'node:cluster';
import { ConfigError, readConfig } from './config.ts';
import { boot } from './boot.ts';
import { runWorkerCluster } from './platform/worker-cluster.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  if (config.WORKERS > 1 && cluster.isPrimary) {
    runWorkerCluster(config);
    return;
  }
  const running = await boot(config);
  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    running.deps.logger.info({ signal }, 'shutting down; finishing requests in flight');
    running.shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        running.deps.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
