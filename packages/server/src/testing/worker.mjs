// The thread startTestServer.ts runs the test server in. Plain JavaScript: Node 20 cannot start a worker from
// a .ts file, so tsx loads the TypeScript from here. Messages: {id, op: 'reset' | 'close' | 'permissions' | 'report', ref?,
// permissions?, report?} in, {id, value?, error?} out.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { serveDemo } = await tsImport('./demoServer.ts', import.meta.url);
const server = await serveDemo(workerData);

parentPort.on('message', async ({ id, op, ref, permissions, report }) => {
  try {
    if (op === 'report') return void parentPort.postMessage({ id, value: await server.addReport(report) });
    if (op === 'reset') await server.reset();
    if (op === 'permissions') await server.setPermissions(ref, permissions);
    if (op === 'close') await server.close();
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
  if (op === 'close') parentPort.close();
});
parentPort.postMessage({ ready: server.origin });
