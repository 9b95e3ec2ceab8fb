/**
 * Writes the REST API's OpenAPI document to a file (default examples/partner/generated/openapi.json),
 * for the tools npm test runs on it: Redocly, Spectral and openapi-typescript (scripts/test-all.sh).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { openApiDocument } from "../server/openapi/document";

const out = process.argv[2] ?? "examples/partner/generated/openapi.json";
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`wrote ${out}`);
process.exit(0);
