/** The most calls one batched tRPC request may carry: the browser's client splits larger batches, the server refuses them (server/app.ts). */
export const MAX_BATCH_SIZE = 10;
