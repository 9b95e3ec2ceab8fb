/**
 * Zod compiles object parsers with `new Function` unless `jitless` is set, and probes for it when the first
 * object schema is built. The page's CSP has no 'unsafe-eval', so the probe is a reported violation (zod
 * catches the error and parses without it). Schemas are built while the bundle's modules load, before any
 * of our code could call `z.config`, so this inline <head> script fills the global config object that zod
 * adopts at start-up (the one `z.config` writes to). The server keeps the compiled fast path.
 */
export const zodBootScript = `globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});`;
