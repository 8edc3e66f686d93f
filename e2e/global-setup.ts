import { TEMPLATE_DIR_VARIABLE, SeparateServer } from './pages/separate-server';

/**
 * Migrates and seeds one database folder, the way a first `npm start` does, for every separate server of the
 * run to start from (SeparateServer.dataDir copies it). The workers inherit the variable naming it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const template = new SeparateServer();
  await template.start();
  await template.stop();
  process.env[TEMPLATE_DIR_VARIABLE] = template.dataDir;
  return () => template.dispose();
}
