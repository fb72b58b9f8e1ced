/**
 * The three origins of the end-to-end run. FIU_E2E_PORT_BASE (default 8090) moves all three, so two checkouts
 * can run their suites side by side on one machine: the API on base, the investigate host on base + 1, the
 * static third-party host on base + 2.
 */
const base = Number(process.env.FIU_E2E_PORT_BASE ?? 8090);
if (!Number.isInteger(base) || base < 1024 || base > 65530) throw new Error(`FIU_E2E_PORT_BASE must be a port number, not ${process.env.FIU_E2E_PORT_BASE}`);

export const PORTS = { api: base, investigate: base + 1, static: base + 2 } as const;
export const API = `http://localhost:${PORTS.api}`;
export const INVESTIGATE_HOST = `http://localhost:${PORTS.investigate}`;
export const STATIC_HOST = `http://127.0.0.1:${PORTS.static}`;
